import { i18n } from './index.ts';

/**
 * Texts of a lazily loaded screen travel with that screen instead of the entry bundle. They
 * are merged into the main namespace of each language once that language is there: PT is
 * bundled, EN arrives with the backend (for EN itself, or as VI's fallback), and adding a
 * bundle for a language before its own would stop the backend from ever loading it.
 */
export function addLazyTexts(texts: Readonly<Record<string, object>>): void {
  const added = new Set<string>();
  const add = (language: string) => {
    const bundle = texts[language];
    if (!bundle || added.has(language)) return;
    added.add(language);
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  };
  for (const language of Object.keys(texts)) {
    if (i18n.hasResourceBundle(language, 'translation')) add(language);
  }
  i18n.store.on('added', (language: string) => add(language));
}
