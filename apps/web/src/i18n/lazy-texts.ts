import { i18n } from './index.ts';
import type { Texts } from './translator.ts';

/**
 * Texts of a lazily loaded screen travel with that screen instead of the entry bundle. They
 * are merged into each language once that language is there: PT is bundled, EN arrives when
 * loaded (for EN itself, or as VI's fallback), and adding a set for a language before its own
 * would make the translator think that language had already loaded.
 */
export function addLazyTexts(texts: Readonly<Record<string, Texts>>): void {
  const added = new Set<string>();
  const add = (language: string) => {
    const set = texts[language];
    if (!set || added.has(language)) return;
    added.add(language);
    i18n.addTexts(language, set);
  };
  for (const language of Object.keys(texts)) {
    if (i18n.hasTexts(language)) add(language);
  }
  i18n.on('added', add);
}
