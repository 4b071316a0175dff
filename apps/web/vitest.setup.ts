import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from './src/i18n/index.ts';
import { useModalStore } from './src/lib/modal-store.ts';

afterEach(async () => {
  cleanup();
  useModalStore.getState().closeAll();
  localStorage.clear();
  document.body.className = '';
  if (i18n.language !== 'pt') await i18n.changeLanguage('pt');
});
