import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from './src/i18n/index.ts';
import { useModalStore } from './src/lib/modal-store.ts';

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
