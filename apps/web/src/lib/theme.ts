import { create } from 'zustand';
import { STORAGE_KEYS } from '@app/contracts';
import { readStorage, writeStorage } from './storage.ts';

export type Theme = 'light' | 'dark';
export const THEME_COLORS: Record<Theme, string> = { light: '#0b3d5c', dark: '#111418' };

function initialTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/** Light by default; the choice is remembered under STORAGE_KEYS.theme. */
export const useThemeStore = create<ThemeState>((setState) => ({
  theme: initialTheme(),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    setState({ theme });
  },
}));
