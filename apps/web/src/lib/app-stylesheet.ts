/**
 * Applies the app stylesheet that index.html only preloads (see vite.config.ts) and resolves
 * once it is in effect, so nothing renders unstyled. In dev Vite injects CSS itself.
 */
export function applyAppStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // A failed stylesheet must not keep the site from starting.
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
