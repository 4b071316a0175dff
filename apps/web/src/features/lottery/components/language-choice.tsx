import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { changeLocale, SITE_LOCALES, type Locale } from '../../../i18n/index.ts';
import styles from './language-choice.module.css';

const CHOICES: readonly Locale[] = SITE_LOCALES;

/**
 * The lottery's language choice (spec 1: a Vietnamese set for lottery wording): PT, EN or
 * Tiếng Việt, the same site languages as the menu's picker; the lottery calls then ask for
 * language=VI (their query keys carry the language). A radio group: one tab stop, arrow keys
 * move the choice.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  const resolved = i18n.language.slice(0, 2) as Locale;
  const current = CHOICES.includes(resolved) ? resolved : 'pt';
  const choose = (locale: Locale) => {
    if (locale !== current) void changeLocale(locale);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = (CHOICES.indexOf(current) + step + CHOICES.length) % CHOICES.length;
    choose(CHOICES[index]!);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[index]?.focus();
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={t('lottery.language.label')}
      className={styles.choice}
      onKeyDown={onKeyDown}
    >
      {CHOICES.map((locale) => (
        <button
          key={locale}
          type="button"
          role="radio"
          aria-checked={current === locale}
          tabIndex={current === locale ? 0 : -1}
          lang={locale}
          className={styles.option}
          onClick={() => choose(locale)}
        >
          {t(`lottery.language.${locale}`)}
        </button>
      ))}
    </div>
  );
}
