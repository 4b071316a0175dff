import { useSyncExternalStore } from 'react';
import { i18n } from './index.ts';
import type { TFunction, Translator } from './translator.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/**
 * The site's texts in the current language: `t` changes (and the component renders again) when
 * the language does, so effects and memos that use it follow the language.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
