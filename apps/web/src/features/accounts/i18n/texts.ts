import { i18n } from '../../../i18n/index.ts';
import en from './en.json';
import pt from './pt.json';

/**
 * The forms' texts (labels, hints, validation messages) travel with the lazily loaded forms
 * instead of the entry bundle, which only keeps the popup titles. They are merged into the
 * main namespace of each language once that language is there: PT is bundled, EN arrives
 * with the backend (for EN itself, or as VI's fallback), and adding a bundle for a language
 * before its own would stop the backend from ever loading it.
 */
const TEXTS: Record<string, object> = { pt, en };
const added = new Set<string>();

function addTexts(language: string): void {
  const texts = TEXTS[language];
  if (!texts || added.has(language)) return;
  added.add(language);
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

for (const language of Object.keys(TEXTS)) {
  if (i18n.hasResourceBundle(language, 'translation')) addTexts(language);
}
i18n.store.on('added', (language: string) => addTexts(language));
