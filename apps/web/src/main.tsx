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
import { applyAppStylesheet } from './lib/app-stylesheet.ts';

applyTheme(useThemeStore.getState().theme);
// Start the status call before React renders: it runs beside the route-module download.
prefetchSystemStatus(queryClient);

// PT is bundled; a remembered other language loads first so the page never flashes PT text.
void Promise.allSettled([i18nReady, applyAppStylesheet()]).then(() => {
  // Created after the language is known: the home loader starts calls in that language.
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();
