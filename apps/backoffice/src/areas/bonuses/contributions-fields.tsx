import { useTranslation } from 'react-i18next';
import { BONUS_GAME_TYPES, type BonusContributions, type BonusGameType } from '@app/contracts';
import { Field } from '../../components/field.tsx';
import styles from './bonuses.module.css';

/** The contribution per game type as typed: '' (0%, left out) or a whole percent. */
export type ContributionTexts = Record<BonusGameType, string>;

export function contributionTexts(contributions: BonusContributions): ContributionTexts {
  return Object.fromEntries(
    BONUS_GAME_TYPES.map((type) => [type, contributions[type]?.toString() ?? '']),
  ) as ContributionTexts;
}

const PERCENT = /^\d{1,3}$/;

/** The typed percents as contributions, or null when one is not a whole number from 0 to 100. */
export function parseContributions(texts: ContributionTexts): BonusContributions | null {
  const contributions: BonusContributions = {};
  for (const type of BONUS_GAME_TYPES) {
    const text = texts[type].trim();
    if (text === '') continue;
    if (!PERCENT.test(text) || Number(text) > 100) return null;
    contributions[type] = Number(text);
  }
  return contributions;
}

export function contributionInvalid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && (!PERCENT.test(trimmed) || Number(trimmed) > 100);
}

/** One percent field per game type, in a group named by its legend. */
export function ContributionsFields({
  value,
  onChange,
  touched,
  disabled = false,
}: {
  value: ContributionTexts;
  onChange: (next: ContributionTexts) => void;
  touched: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('bonuses');
  return (
    <fieldset className={styles.contributions}>
      <legend>{t('contributions')}</legend>
      <p className="muted" style={{ gridColumn: '1 / -1', margin: 0 }}>
        {t('contributionsHint')}
      </p>
      {BONUS_GAME_TYPES.map((type) => (
        <Field
          key={type}
          label={`${t(`gameTypes.${type}`)} (%)`}
          error={touched && contributionInvalid(value[type]) ? t('contributionInvalid') : null}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
              value={value[type]}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, [type]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
