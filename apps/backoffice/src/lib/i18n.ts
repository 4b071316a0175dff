import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common-locales.ts';
import { setApiLanguage } from './api.ts';
import { areaLocales } from '../areas/locales.ts';

/**
 * Text of the back office in Brazilian Portuguese (default) and English. Each area brings its
 * own namespace (src/areas/<area>/locales.ts); `common` holds the shell's words.
 */
export const LANGUAGES = ['pt', 'en'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'bo-language';

function initial(): UiLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'pt' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'pt';
}

const resources: Record<UiLanguage, Record<string, Record<string, unknown>>> = {
  pt: { common: common.pt },
  en: { common: common.en },
};
for (const [area, locales] of Object.entries(areaLocales)) {
  resources.pt[area] = locales.pt;
  resources.en[area] = locales.en;
}

const language = initial();
void i18next.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: 'pt',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
setApiLanguage(language === 'en' ? 'en' : 'pt-BR');
document.documentElement.lang = language === 'en' ? 'en' : 'pt-BR';

export function currentLanguage(): UiLanguage {
  return i18next.language?.startsWith('en') ? 'en' : 'pt';
}

export function changeLanguage(next: UiLanguage): void {
  localStorage.setItem(STORAGE_KEY, next);
  setApiLanguage(next === 'en' ? 'en' : 'pt-BR');
  document.documentElement.lang = next === 'en' ? 'en' : 'pt-BR';
  void i18next.changeLanguage(next);
}

export { i18next };
