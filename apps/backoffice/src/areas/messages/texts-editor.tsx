import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BO_HTML_MAX,
  BO_MESSAGE_LANGUAGES,
  BO_SUMMARY_MAX,
  BO_TITLE_MAX,
  type BoMessageLanguage,
} from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import type { PreviewTexts } from './phone-preview.tsx';
import styles from './messages.module.css';

export type Texts = Record<BoMessageLanguage, PreviewTexts>;

export const emptyTexts = (summary = false): Texts => ({
  PT: { title: '', content: '', ...(summary ? { summary: '' } : {}) },
  EN: { title: '', content: '', ...(summary ? { summary: '' } : {}) },
});

/** At least one language with a title, and every language with a title has a content. */
export function textsValid(texts: Texts): boolean {
  const filled = BO_MESSAGE_LANGUAGES.filter((l) => texts[l].title.trim() !== '');
  return (
    filled.length > 0 &&
    BO_MESSAGE_LANGUAGES.every(
      (l) => (texts[l].title.trim() === '') === (texts[l].content.trim() === ''),
    )
  );
}

/**
 * Title, optional summary and HTML content per language, one language at a time behind WAI-ARIA
 * tabs; the open tab is also the preview's language.
 */
export function TextsEditor({
  texts,
  onChange,
  language,
  onLanguage,
  summary = false,
  disabled = false,
}: {
  texts: Texts;
  onChange: (texts: Texts) => void;
  language: BoMessageLanguage;
  onLanguage: (language: BoMessageLanguage) => void;
  summary?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messages');
  const name = t(`languageName.${language}`);
  const set = (field: keyof PreviewTexts, value: string) =>
    onChange({ ...texts, [language]: { ...texts[language], [field]: value } });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = language === 'PT' ? 'EN' : 'PT';
    onLanguage(next);
    document.getElementById(`texts-tab-${next}`)?.focus();
  };
  return (
    <fieldset className="stack">
      <legend>{t('editor.texts')}</legend>
      <div
        className="tabs"
        role="tablist"
        aria-label={t('editor.languageTabs')}
        onKeyDown={onKeyDown}
      >
        {BO_MESSAGE_LANGUAGES.map((code) => (
          <button
            key={code}
            id={`texts-tab-${code}`}
            type="button"
            role="tab"
            aria-selected={language === code}
            aria-controls="texts-panel"
            tabIndex={language === code ? 0 : -1}
            onClick={() => onLanguage(code)}
          >
            {t(`languageName.${code}`)}
            {texts[code].title.trim() === '' ? '' : ' ✓'}
          </button>
        ))}
      </div>
      <div
        id="texts-panel"
        role="tabpanel"
        aria-labelledby={`texts-tab-${language}`}
        className="stack"
      >
        <Field label={t('editor.titleField', { language: name })}>
          {(props) => (
            <input
              {...props}
              maxLength={BO_TITLE_MAX}
              value={texts[language].title}
              disabled={disabled}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
        {summary ? (
          <Field label={t('editor.summaryField', { language: name })}>
            {(props) => (
              <textarea
                {...props}
                rows={2}
                maxLength={BO_SUMMARY_MAX}
                value={texts[language].summary ?? ''}
                disabled={disabled}
                onChange={(event) => set('summary', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('editor.contentField', { language: name })} hint={t('editor.contentHint')}>
          {(props) => (
            <textarea
              {...props}
              className={styles.content}
              rows={10}
              maxLength={BO_HTML_MAX}
              value={texts[language].content}
              disabled={disabled}
              onChange={(event) => set('content', event.target.value)}
            />
          )}
        </Field>
        <small className="muted">{t('editor.languageHint')}</small>
      </div>
    </fieldset>
  );
}
