import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoContentLanguage } from '@app/contracts/backoffice';

/**
 * The editor's language tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). The
 * chosen language is also the preview's.
 */
export function LanguageTabs<L extends BoContentLanguage>({
  idPrefix,
  languages,
  current,
  onSelect,
  children,
}: {
  idPrefix: string;
  languages: readonly L[];
  current: L;
  onSelect: (language: L) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const onKeyDown = (event: KeyboardEvent) => {
    const index = languages.indexOf(current);
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key !== 'Home' && event.key !== 'End' && move === 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? languages[0]!
        : event.key === 'End'
          ? languages[languages.length - 1]!
          : languages[(index + move + languages.length) % languages.length]!;
    onSelect(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div className="stack">
      <div className="tabs" role="tablist" aria-label={t('languageTabs')} onKeyDown={onKeyDown}>
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${language}`}
            aria-selected={language === current}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={language === current ? 0 : -1}
            onClick={() => onSelect(language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${current}`}
        className="stack"
      >
        {children}
      </div>
    </div>
  );
}
