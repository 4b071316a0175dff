/** Spec section 9: check for a new version within the 60 s update window. */
const UPDATE_WINDOW_MS = 60_000;

/** Registers the service worker once the page has loaded, off the critical path. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      registerSW({
        immediate: true,
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine) void registration.update();
          }, UPDATE_WINDOW_MS);
        },
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
