import '../lib/zod-jitless.ts';
import { StrictMode } from 'react';
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
import { nextTask } from '../lib/render-later.tsx';
import { holdBootHero } from './chrome/first-page-later.tsx';

applyTheme(useThemeStore.getState().theme);
// Before the router reads the URL: a web clip's or the native app's opening flags (decision 019).
rememberLaunchMode();
// Chromium fires beforeinstallprompt once, early: held for the download bar's Install button.
captureInstallPrompt();
// A token in the page URL leaves the address bar before the router reads it, and becomes the
// session before any member call is made (those wait while it is adopted).
void adoptUrlToken(queryClient);
// Start the status call before React renders: it runs beside the route-module download.
const systemStatusSettled = prefetchSystemStatus(queryClient);

/** The most the boot screen waits for the first route and the status before the app renders. */
const FIRST_RENDER_WAIT_MS = 3_000;

/** Resolves once the router has matched its first route (its lazy module loaded, or failed). */
function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// PT is bundled; a remembered other language loads first so the page never flashes PT text.
// Each step in a task of its own (decision 053): evaluating the bundle, building the router
// (which starts the home's calls) and the first render were one long task on a slow phone.
void i18nReady
  .finally(nextTask)
  .then(async () => {
    // Created after the language is known: the home loader starts calls in that language.
    const router = createAppRouter(queryClient);
    // index.html's boot screen stays until the first screen can render in full: rendering the
    // fallback and the pending shell first was a whole render more on the main thread.
    await Promise.race([
      Promise.all([routerInitialized(router), systemStatusSettled]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
    await nextTask();
    return router;
  })
  .then((router) => {
    // The shell renders in this task and the first page in the next (decision 053).
    if (document.querySelector('#root > .boot')) holdBootHero();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          {/* flushSync lets a navigation ask to render at once (see useUrlQuery). */}
          <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        </Providers>
      </StrictMode>,
    );
  });

registerServiceWorker();
