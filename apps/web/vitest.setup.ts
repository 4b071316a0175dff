import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from './src/i18n/index.ts';
import { useModalStore } from './src/lib/modal-store.ts';

// The vm pool (vitest.config.ts) runs each file in jsdom's own window, whose crypto has
// getRandomValues and randomUUID but no subtle. Browsers have crypto.subtle on a secure origin
// (the app's, and localhost), and the provably fair slot code needs it, so lend Node's.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    value: webcrypto.subtle,
    configurable: true,
  });
}

// jsdom lays nothing out, so nothing scrolls: react-router's ScrollRestoration calls
// window.scrollTo on every navigation, and jsdom logged "Not implemented" for each call (some
// 500 lines of every run's output). A scroll that cannot happen is a no-op here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy and waitFor give up after 1 s by default; on a loaded two-core CI machine a lazy
// screen's first import alone can take longer. A condition that holds still returns at once.
configure({ asyncUtilTimeout: 4_000 });

afterEach(async () => {
  cleanup();
  useModalStore.getState().closeAll();
  localStorage.clear();
  document.body.className = '';
  if (i18n.language !== 'pt') await i18n.changeLanguage('pt');
});
