import '../lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../styles/global.css';
import { i18nReady } from '../i18n/index.ts';
import { Providers, queryClient } from './providers.tsx';
import { AppRoutes, BASENAME, prefetchForLocation, preloadScreen } from './router.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
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

/** The most the boot screen waits for the first screen and the status before the app renders. */
const FIRST_RENDER_WAIT_MS = 3_000;

// PT is bundled; a remembered other language loads first so the page never flashes PT text.
// Each step in a task of its own (decision 053): evaluating the bundle, starting the first
// screen's calls and the first render were one long task on a slow phone.
void i18nReady
  .finally(nextTask)
  .then(async () => {
    // After the language is known: the home's calls go out in that language.
    prefetchForLocation(queryClient, new URL(window.location.href));
    // index.html's boot screen stays until the first screen can render in full (its module
    // loaded, the status settled): rendering a fallback first was a whole render more.
    await Promise.race([
      Promise.all([
        preloadScreen(window.location.pathname).catch(() => undefined),
        systemStatusSettled,
      ]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
    await nextTask();
  })
  .then(() => {
    // The shell renders in this task and the first page in the next (decision 053).
    if (document.querySelector('#root > .boot')) holdBootHero();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          {/* Navigations render at once, not as a transition that may wait (useUrlQuery). */}
          <BrowserRouter basename={BASENAME} useTransitions={false}>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });

registerServiceWorker();
