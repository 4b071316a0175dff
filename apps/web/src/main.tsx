import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/global.css';
import { i18nReady } from './i18n/index.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { prefetchSystemStatus } from './lib/system-status.ts';
import { applyTheme, useThemeStore } from './lib/theme.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

applyTheme(useThemeStore.getState().theme);
// Start the status call before React renders: it runs beside the route-module download.
prefetchSystemStatus(queryClient);

const router = createAppRouter(queryClient);

// PT is bundled; a remembered other language loads first so the page never flashes PT text.
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();
