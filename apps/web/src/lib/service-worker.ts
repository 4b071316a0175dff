/** Spec section 9: check for a new version within the 60 s update window. */
const UPDATE_WINDOW_MS = 60_000;
/** Installing precaches every asset: wait until the first screen has settled. */
const REGISTER_DELAY_MS = 3_000;

/** Registers the service worker well after load, off the critical path. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        registerSW({
          immediate: true,
          onRegisteredSW(_url, registration) {
            if (!registration) return;
            setInterval(() => {
              if (navigator.onLine) void registration.update();
            }, UPDATE_WINDOW_MS);
          },
        });
      })
      // Offline before the registration code arrived: the next page load registers.
      .catch(() => {});
  };
  const later = () => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5_000 });
      else start();
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
