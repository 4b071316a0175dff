import { i18n } from '../../../i18n/index.ts';
import en from './en.json';
import pt from './pt.json';

/**
 * The game page's texts travel with the lazily loaded page instead of the entry bundle. They
 * are merged into the main namespace of each language once that language is there (the same
 * rule as the accounts forms: PT is bundled, EN arrives with the backend).
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
