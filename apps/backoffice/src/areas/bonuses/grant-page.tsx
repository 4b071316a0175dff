import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BoBonusRow } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { Field } from '../../components/field.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { money, parseAmount } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { useGrantBonus } from './bonuses-api.ts';
import styles from './bonuses.module.css';
import {
  ContributionsFields,
  contributionTexts,
  parseContributions,
  type ContributionTexts,
} from './contributions-fields.tsx';

/** What a new grant starts from: the seeded deposit promotion's rules. */
const DEFAULTS = {
  wageringMultiple: '20',
  maxBet: '25,00',
  maxConversion: '2.500,00',
  expiryDays: '30',
  contributions: contributionTexts({ RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50 }),
};

const newRequestId = () => crypto.randomUUID();
const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

/** /bo/bonuses/grant?member=<id>: an operator's bonus to one member, with its rules and reason. */
export function GrantPage() {
  const { t } = useTranslation('bonuses');
  const can = useCan();
  return (
    <div className="stack">
      <PageHeader title={t('grantTitle')} />
      <BonusesNav />
      {can('bonuses.write') ? <GrantForm /> : <p role="alert">{t('common:forbidden')}</p>}
    </div>
  );
}

function GrantForm() {
  const { t, i18n } = useTranslation('bonuses');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const grant = useGrantBonus();
  const [memberText, setMemberText] = useState(params.get('member') ?? '');
  const [amountText, setAmountText] = useState('');
  const [multipleText, setMultipleText] = useState(DEFAULTS.wageringMultiple);
  const [maxBetText, setMaxBetText] = useState(DEFAULTS.maxBet);
  const [maxConversionText, setMaxConversionText] = useState(DEFAULTS.maxConversion);
  const [expiryText, setExpiryText] = useState(DEFAULTS.expiryDays);
  const [contributions, setContributions] = useState<ContributionTexts>(DEFAULTS.contributions);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [granted, setGranted] = useState<BoBonusRow | null>(null);

  /** Any change makes it another grant: a new request id (a retry of the same one grants once). */
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setRequestId(newRequestId());
    };

  const memberId = /^\d{1,9}$/.test(memberText.trim()) ? Number(memberText.trim()) : null;
  const amount = parseAmount(amountText);
  const amountOk = amount !== null && amount > 0;
  const multiple = wholeIn(multipleText, 1, 200);
  const maxBet = parseAmount(maxBetText);
  const maxConversion = parseAmount(maxConversionText);
  const expiryDays = wholeIn(expiryText, 1, 365);
  const parsedContributions = parseContributions(contributions);
  const reasonOk = reason.trim().length >= 3 && reason.trim().length <= 200;
  const error = (bad: boolean, text: string) => (touched && bad ? text : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setGranted(null);
    if (
      memberId === null ||
      !amountOk ||
      multiple === null ||
      maxBet === null ||
      maxBet <= 0 ||
      maxConversion === null ||
      maxConversion <= 0 ||
      expiryDays === null ||
      parsedContributions === null ||
      !reasonOk
    ) {
      return;
    }
    grant.mutate(
      {
        memberId,
        amountCents: amount,
        wageringMultiple: multiple,
        maxBetCents: maxBet,
        maxConversionCents: maxConversion,
        expiryDays,
        contributions: parsedContributions,
        reason: reason.trim(),
        requestId,
      },
      {
        onSuccess: (bonus) => {
          setGranted(bonus);
          setAmountText('');
          setReason('');
          setTouched(false);
          setRequestId(newRequestId());
        },
      },
    );
  };

  return (
    <form className={`card stack ${styles.form}`} onSubmit={submit} noValidate>
      <p className="muted">{t('grantHint')}</p>
      {granted ? (
        <p role="status" className="ok-text">
          {t('granted', {
            id: granted.id,
            amount: money(granted.amountCents, i18n.language),
            name: granted.userName,
          })}{' '}
          <Link to={`/bonuses/${granted.id}`}>{t('openGranted')}</Link>
        </p>
      ) : null}
      <div className="grid">
        <Field label={t('grantMember')} error={error(memberId === null, t('grantMemberInvalid'))}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={memberText}
              onChange={(event) => changed(setMemberText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('amount')}
          hint={t('amountHint')}
          error={error(!amountOk, t('amountInvalid'))}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => changed(setAmountText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('wageringMultiple')}
          hint={
            amountOk && multiple !== null
              ? t('wageringTotal', { amount: money(amount * multiple, i18n.language) })
              : t('wageringMultipleHint')
          }
          error={error(multiple === null, t('wageringInvalid'))}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={multipleText}
              onChange={(event) => changed(setMultipleText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('maxBet')}
          error={error(maxBet === null || maxBet <= 0, t('maxBetInvalid'))}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              value={maxBetText}
              onChange={(event) => changed(setMaxBetText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('maxConversion')}
          error={error(maxConversion === null || maxConversion <= 0, t('maxConversionInvalid'))}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              value={maxConversionText}
              onChange={(event) => changed(setMaxConversionText)(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('expiryDays')} error={error(expiryDays === null, t('expiryInvalid'))}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={expiryText}
              onChange={(event) => changed(setExpiryText)(event.target.value)}
            />
          )}
        </Field>
      </div>
      <ContributionsFields
        value={contributions}
        onChange={changed(setContributions)}
        touched={touched}
      />
      <Field label={t('reason')} hint={t('reasonHint')} error={error(!reasonOk, t('reasonHint'))}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(event) => changed(setReason)(event.target.value)}
          />
        )}
      </Field>
      <FormButtons
        error={grant.error}
        disabled={grant.isPending}
        submitLabel={t('grantSubmit')}
        onCancel={() => void navigate('/bonuses')}
      />
    </form>
  );
}
