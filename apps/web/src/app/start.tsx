import '../lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../styles/global.css';
import { i18nReady } from '../i18n/index.ts';
import { Providers, queryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { prefetchSystemStatus } from '../lib/system-status.ts';
import { applyTheme, useThemeStore } from '../lib/theme.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { adoptUrlToken } from '../features/member/index.ts';
import { rememberLaunchMode } from '../lib/launch-mode.ts';
import { captureInstallPrompt } from '../lib/install-prompt.ts';

applyTheme(useThemeStore.getState().theme);
// Before the router reads the URL: a web clip's or the native app's opening flags (decision 019).
rememberLaunchMode();
// Chromium fires beforeinstallprompt once, early: held for the download bar's Install button.
captureInstallPrompt();
// A token in the page URL leaves the address bar before the router reads it, and becomes the
// session before any member call is made (those wait while it is adopted).
void adoptUrlToken(queryClient);
// Start the status call before React renders: it runs beside the route-module download.
prefetchSystemStatus(queryClient);

// PT is bundled; a remembered other language loads first so the page never flashes PT text.
void i18nReady.finally(() => {
  // Created after the language is known: the home loader starts calls in that language.
  const router = createAppRouter(queryClient);
  const root = createRoot(document.getElementById('root')!);
  // A transition is rendered in slices that yield to the browser: the first render often has
  // every home call answered already and would otherwise block the main thread in one piece.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          {/* flushSync lets a navigation ask to render at once (see useUrlQuery). */}
          <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        </Providers>
      </StrictMode>,
    );
  });
});

registerServiceWorker();
