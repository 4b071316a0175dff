import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, type Language } from '@app/contracts';
import en from './locales/en.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** i18next codes of the languages a visitor can pick (the VI set only covers lottery words). */
export const SITE_LOCALES = ['pt', 'en'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export type Locale = SiteLocale | 'vi';
export const DEFAULT_LOCALE: SiteLocale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return value === 'pt' || value === 'en' || value === 'vi';
}

/** The wire form of a locale: `language=PT|EN|VI`. */
export function toApiLanguage(locale: string): Language {
  const upper = locale.slice(0, 2).toUpperCase();
  return upper === 'EN' || upper === 'VI' ? upper : 'PT';
}

function initialLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    pt: { translation: pt },
    en: { translation: en },
    vi: { translation: vi },
  },
  lng: initialLocale(),
  fallbackLng: { vi: ['en'], default: ['pt'] },
  supportedLngs: ['pt', 'en', 'vi'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

function syncDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/** Switches the site language and remembers it (STORAGE_KEYS.language). */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.language, locale);
  await i18n.changeLanguage(locale);
}

/** The current language in the API's form, for `language=` parameters. */
export function currentApiLanguage(): Language {
  return toApiLanguage(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE);
}
