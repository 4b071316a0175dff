import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WAGERING_BASES, type BonusTerms, type WageringBase } from '@app/contracts';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { ReasonField } from '../../components/reason-dialog.tsx';
import { parseAmount } from '../../lib/format.ts';
import { usePromotionTerms, useSavePromotionTerms } from './bonuses-api.ts';
import {
  ContributionsFields,
  contributionTexts,
  parseContributions,
  type ContributionTexts,
} from './contributions-fields.tsx';

/** An amount in cents as an operator types it: "2500,00" (PT) or "2500.00" (EN). */
function amountText(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language.startsWith('en') ? text : text.replace('.', ',');
}

interface Draft {
  hasBonus: boolean;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  wageringMultiple: string;
  wageringBase: WageringBase;
  maxBet: string;
  expiryDays: string;
  maxConversion: string;
  contributions: ContributionTexts;
  oncePerMember: boolean;
}

function draftOf(terms: BonusTerms | null, language: string): Draft {
  const base: BonusTerms = terms ?? {
    percentBp: 10_000,
    maxBonusCents: 500_00,
    minDepositCents: 20_00,
    wageringMultiple: 20,
    wageringBase: 'bonusAndDeposit',
    maxBetCents: 25_00,
    expiryDays: 30,
    maxConversionCents: 2_500_00,
    contributions: { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50 },
    oncePerMember: true,
  };
  return {
    hasBonus: terms !== null,
    // Basis points are hundredths of a percent: the same parsing as cents.
    percent: amountText(base.percentBp, language),
    maxBonus: amountText(base.maxBonusCents, language),
    minDeposit: amountText(base.minDepositCents, language),
    wageringMultiple: String(base.wageringMultiple),
    wageringBase: base.wageringBase,
    maxBet: amountText(base.maxBetCents, language),
    expiryDays: String(base.expiryDays),
    maxConversion: amountText(base.maxConversionCents, language),
    contributions: contributionTexts(base.contributions),
    oncePerMember: base.oncePerMember,
  };
}

const whole = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

/** The field problems of a draft (keys of the draft), and its terms when it has none. */
function check(draft: Draft): { problems: Set<keyof Draft>; terms: BonusTerms | null } {
  const problems = new Set<keyof Draft>();
  const positive = (key: keyof Draft, text: string, min = 1) => {
    const value = parseAmount(text);
    if (value === null || value < min) problems.add(key);
    return value ?? 0;
  };
  const percentBp = positive('percent', draft.percent);
  if (percentBp > 100_000) problems.add('percent');
  const maxBonusCents = positive('maxBonus', draft.maxBonus);
  const minDepositCents = positive('minDeposit', draft.minDeposit, 0);
  const maxBetCents = positive('maxBet', draft.maxBet);
  const maxConversionCents = positive('maxConversion', draft.maxConversion);
  const wageringMultiple = whole(draft.wageringMultiple, 0, 200);
  if (wageringMultiple === null) problems.add('wageringMultiple');
  const expiryDays = whole(draft.expiryDays, 1, 365);
  if (expiryDays === null) problems.add('expiryDays');
  const contributions = parseContributions(draft.contributions);
  if (contributions === null) problems.add('contributions');
  if (problems.size > 0) return { problems, terms: null };
  return {
    problems,
    terms: {
      percentBp,
      maxBonusCents,
      minDepositCents,
      wageringMultiple: wageringMultiple!,
      wageringBase: draft.wageringBase,
      maxBetCents,
      expiryDays: expiryDays!,
      maxConversionCents,
      contributions: contributions!,
      oncePerMember: draft.oncePerMember,
    },
  };
}

/**
 * A deposit promotion's bonus terms (bonuses.read to see, bonuses.write to change): whether it
 * grants a bonus and its rules, saved with a reason. Used by the bonuses area and the content
 * area's promotion editor.
 */
export function PromotionTermsEditor({
  promotionId,
  name,
  headingLevel = 2,
}: {
  promotionId: number;
  name: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('bonuses');
  const terms = usePromotionTerms(promotionId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `bonus-terms-${promotionId}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('terms.section')}</Heading>
      <p className="muted">{t('terms.sectionHint')}</p>
      {terms.isPending ? <p>{t('common:loading')}</p> : null}
      {terms.isError ? <ErrorText error={terms.error} /> : null}
      {terms.data ? (
        <TermsForm
          key={promotionId}
          promotionId={promotionId}
          name={name}
          terms={terms.data.terms}
        />
      ) : null}
    </section>
  );
}

function TermsForm({
  promotionId,
  name,
  terms,
}: {
  promotionId: number;
  name: string;
  terms: BonusTerms | null;
}) {
  const { t, i18n } = useTranslation('bonuses');
  const canWrite = useCan()('bonuses.write');
  const save = useSavePromotionTerms(promotionId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(terms, i18n.language));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState('');
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setNotice('');
  };
  const checked = check(draft);
  const bad = (key: keyof Draft) => touched && draft.hasBonus && checked.problems.has(key);
  const reasonBad = reason.trim().length < 3;
  const disabled = !canWrite;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasonBad || (draft.hasBonus && checked.terms === null)) return;
    const next = draft.hasBonus ? checked.terms : null;
    save.mutate(
      { terms: next, reason: reason.trim() },
      {
        onSuccess: () => {
          setNotice(next ? t('terms.saved') : t('terms.removed'));
          setReason('');
          setTouched(false);
        },
      },
    );
  };

  const amountField = (
    key: 'maxBonus' | 'minDeposit' | 'maxBet' | 'maxConversion',
    label: string,
  ) => (
    <Field label={label} error={bad(key) ? t('amountInvalid') : null}>
      {(props) => (
        <input
          {...props}
          inputMode="decimal"
          autoComplete="off"
          value={draft[key]}
          disabled={disabled}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      className="stack"
      onSubmit={submit}
      noValidate
      aria-label={t('terms.editTitle', { name })}
    >
      {!canWrite ? <p className="muted">{t('terms.readOnly')}</p> : null}
      <label className="inline">
        <input
          type="checkbox"
          checked={draft.hasBonus}
          disabled={!canWrite}
          onChange={(event) => set({ hasBonus: event.target.checked })}
        />
        {t('terms.hasBonus')}
      </label>
      {draft.hasBonus ? (
        <>
          <div className="grid">
            <Field
              label={t('terms.percent')}
              error={bad('percent') ? t('terms.percentInvalid') : null}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.percent}
                  disabled={disabled}
                  onChange={(event) => set({ percent: event.target.value })}
                />
              )}
            </Field>
            {amountField('maxBonus', t('terms.maxBonus'))}
            {amountField('minDeposit', t('terms.minDeposit'))}
            <Field
              label={t('terms.wageringMultiple')}
              error={bad('wageringMultiple') ? t('terms.wageringInvalid') : null}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.wageringMultiple}
                  disabled={disabled}
                  onChange={(event) => set({ wageringMultiple: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('terms.wageringBase')}>
              {(props) => (
                <select
                  {...props}
                  value={draft.wageringBase}
                  disabled={disabled}
                  onChange={(event) => set({ wageringBase: event.target.value as WageringBase })}
                >
                  {WAGERING_BASES.map((base) => (
                    <option key={base} value={base}>
                      {t(`terms.bases.${base}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {amountField('maxBet', t('maxBet'))}
            {amountField('maxConversion', t('maxConversion'))}
            <Field label={t('expiryDays')} error={bad('expiryDays') ? t('expiryInvalid') : null}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.expiryDays}
                  disabled={disabled}
                  onChange={(event) => set({ expiryDays: event.target.value })}
                />
              )}
            </Field>
          </div>
          <ContributionsFields
            value={draft.contributions}
            onChange={(contributions) => set({ contributions })}
            touched={touched && draft.hasBonus}
            disabled={disabled}
          />
          <label className="inline">
            <input
              type="checkbox"
              checked={draft.oncePerMember}
              disabled={disabled}
              onChange={(event) => set({ oncePerMember: event.target.checked })}
            />
            {t('terms.oncePerMember')}
          </label>
        </>
      ) : null}
      {canWrite ? (
        <>
          <ReasonField value={reason} invalid={touched && reasonBad} onChange={setReason} />
          {touched && draft.hasBonus && checked.terms === null ? (
            <p role="alert" className="error-text">
              {t('terms.invalid')}
            </p>
          ) : null}
          <ErrorText error={save.error} />
          {notice ? (
            <p role="status" className="ok-text">
              {notice}
            </p>
          ) : null}
          <div className="row end">
            <button type="submit" disabled={save.isPending || (!draft.hasBonus && !terms)}>
              {draft.hasBonus || !terms ? t('terms.save') : t('terms.remove')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}
