import { STORAGE_KEYS, type Language } from '@app/contracts';
import pt from './locales/pt.json';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { Translator, type Texts } from './translator.ts';

/** Codes of the languages a visitor can pick, in the picker's order. */
export const SITE_LOCALES = ['pt', 'en', 'vi'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export type Locale = SiteLocale;
export const DEFAULT_LOCALE: SiteLocale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return (SITE_LOCALES as readonly unknown[]).includes(value);
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

/** PT (the default) ships in the entry; the others load on demand as their own chunks. */
const LAZY_LOCALES: Record<string, () => Promise<{ default: Texts }>> = {
  en: () => import('./locales/en.json'),
  vi: () => import('./locales/vi.json'),
};

export const i18n = new Translator({
  language: initialLocale(),
  bundled: { pt },
  // A text not yet written in Vietnamese reads in English; anything else missing in Portuguese.
  fallbacks: { vi: ['en', 'pt'], default: ['pt'] },
  load: async (language) => {
    const load = LAZY_LOCALES[language];
    return load ? (await load()).default : {};
  },
});

/** Resolves once the starting language's texts are loaded (at once for PT). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

/** The document language as BCP 47: our Portuguese is Brazilian, so `pt` is tagged `pt-BR`. */
function syncDocument(locale: string): void {
  if (typeof document !== 'undefined')
    document.documentElement.lang = locale === 'pt' ? 'pt-BR' : locale;
}
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/** The cookie the server reads where no `language=` can be sent (index.html's banner). */
export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Mirrors the site language into the `language` cookie (`pt`, `en` or `vi`). index.html carries
 * the first home banner, whose art URL names a language; with the cookie the server picks the
 * language the carousel will ask for, so both name the identical image. Merchant content only
 * exists in PT and EN: the server reads `vi` as EN there, exactly as it reads `language=VI`.
 */
export function rememberLocaleCookie(locale: string): void {
  if (typeof document === 'undefined') return;
  const value = toApiLanguage(locale).toLowerCase();
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the server falls back to the merchant's default language.
  }
}
// At start-up too, so visitors who chose a language before the cookie existed get it.
rememberLocaleCookie(i18n.language);

/** Switches the site language and remembers it (STORAGE_KEYS.language and the cookie). */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.language, locale);
  rememberLocaleCookie(locale);
  await i18n.changeLanguage(locale);
}

/** The current language in the API's form, for `language=` parameters. */
export function currentApiLanguage(): Language {
  return toApiLanguage(i18n.language);
}
