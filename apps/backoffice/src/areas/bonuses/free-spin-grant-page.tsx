import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  BO_FREE_SPINS_MAX,
  BO_FREE_SPINS_MAX_EXPIRY_DAYS,
  type BoFreeSpinGrant,
  type BoFreeSpinSlot,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf, money, parseAmount } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { useFreeSpinSlots, useGrantFreeSpins } from './bonuses-api.ts';
import styles from './bonuses.module.css';

/** What a new grant starts from: the seeded welcome pack's spins. */
const DEFAULTS = {
  spins: '50',
  spinValue: '0,20',
  wageringMultiple: '10',
  maxConversion: '100,00',
  expiryDays: '7',
};

const newRequestId = () => crypto.randomUUID();
const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

/** Cents as the operator types an amount (no thousands separator, so parseAmount reads it). */
const amountText = (cents: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);

/** The slots by vendor, in the list's order (in-house first). */
function byVendor(slots: BoFreeSpinSlot[]) {
  const groups = new Map<
    string,
    { vendorName: string; inHouse: boolean; slots: BoFreeSpinSlot[] }
  >();
  for (const slot of slots) {
    const group = groups.get(slot.vendorCode) ?? {
      vendorName: slot.vendorName,
      inHouse: slot.inHouse,
      slots: [],
    };
    group.slots.push(slot);
    groups.set(slot.vendorCode, group);
  }
  return [...groups.entries()];
}

/** An in-house slot's spin is one of its bets: the reason a value is not, or null. */
function spinValueProblem(slot: BoFreeSpinSlot | undefined, value: number): 'min' | 'step' | null {
  if (!slot || slot.minBetCents === null || slot.betStepCents === null) return null;
  if (value < slot.minBetCents) return 'min';
  return value % slot.betStepCents === 0 ? null : 'step';
}

/**
 * /bo/bonuses/free-spins/grant?member=<id>: an operator's free spins to one member on a slot of
 * ours or of the game provider's, with their wagering, cap, validity and reason.
 */
export function FreeSpinGrantPage() {
  const { t } = useTranslation('bonuses');
  const can = useCan();
  return (
    <div className="stack">
      <PageHeader title={t('freeSpins.grantTitle')} />
      <BonusesNav />
      {can('bonuses.write') ? <FreeSpinGrantForm /> : <p role="alert">{t('common:forbidden')}</p>}
    </div>
  );
}

function FreeSpinGrantForm() {
  const { t, i18n } = useTranslation('bonuses');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slots = useFreeSpinSlots();
  const grant = useGrantFreeSpins();
  const [memberText, setMemberText] = useState(params.get('member') ?? '');
  const [gameText, setGameText] = useState('');
  const [spinsText, setSpinsText] = useState(DEFAULTS.spins);
  const [spinValueText, setSpinValueText] = useState(DEFAULTS.spinValue);
  const [multipleText, setMultipleText] = useState(DEFAULTS.wageringMultiple);
  const [maxConversionText, setMaxConversionText] = useState(DEFAULTS.maxConversion);
  const [expiryText, setExpiryText] = useState(DEFAULTS.expiryDays);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [granted, setGranted] = useState<BoFreeSpinGrant | null>(null);

  /** Any change makes it another grant: a new request id (a retry of the same one grants once). */
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setRequestId(newRequestId());
    };

  const amount = (cents: number) => money(cents, i18n.language);
  const memberId = /^\d{1,9}$/.test(memberText.trim()) ? Number(memberText.trim()) : null;
  const slot = slots.data?.slots.find((candidate) => String(candidate.gameId) === gameText);
  const spins = wholeIn(spinsText, 1, BO_FREE_SPINS_MAX);
  const spinValue = parseAmount(spinValueText);
  const spinValueOk = spinValue !== null && spinValue > 0;
  const problem = spinValueOk ? spinValueProblem(slot, spinValue) : null;
  const multiple = wholeIn(multipleText, 1, 200);
  const maxConversion = parseAmount(maxConversionText);
  const maxConversionOk = maxConversion !== null && maxConversion > 0;
  const expiryDays = wholeIn(expiryText, 1, BO_FREE_SPINS_MAX_EXPIRY_DAYS);
  const reasonOk = reason.trim().length >= 3 && reason.trim().length <= 200;
  const error = (bad: boolean, text: string) => (touched && bad ? text : null);

  const spinValueError = !spinValueOk
    ? t('freeSpins.spinValueInvalid')
    : problem === 'min'
      ? t('freeSpins.spinValueBelowMin', { min: amount(slot!.minBetCents!) })
      : problem === 'step'
        ? t('freeSpins.spinValueOffStep', { step: amount(slot!.betStepCents!) })
        : null;

  const chooseSlot = (value: string) => {
    changed(setGameText)(value);
    const next = slots.data?.slots.find((candidate) => String(candidate.gameId) === value);
    // An in-house slot's smallest bet is where a value it does not take starts again.
    if (next?.minBetCents != null && (!spinValueOk || spinValueProblem(next, spinValue))) {
      setSpinValueText(amountText(next.minBetCents, i18n.language));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setGranted(null);
    if (
      memberId === null ||
      !slot ||
      spins === null ||
      !spinValueOk ||
      problem !== null ||
      multiple === null ||
      !maxConversionOk ||
      expiryDays === null ||
      !reasonOk
    ) {
      return;
    }
    grant.mutate(
      {
        memberId,
        gameId: slot.gameId,
        spins,
        spinValueCents: spinValue,
        wageringMultiple: multiple,
        maxConversionCents: maxConversion,
        expiryDays,
        reason: reason.trim(),
        requestId,
      },
      {
        onSuccess: (value) => {
          setGranted(value);
          setReason('');
          setTouched(false);
          setRequestId(newRequestId());
        },
      },
    );
  };

  const slotHint = slot
    ? slot.inHouse
      ? t('freeSpins.inHouseHint', {
          min: amount(slot.minBetCents ?? 0),
          step: amount(slot.betStepCents ?? 0),
        })
      : t('freeSpins.providerHint')
    : slots.isPending
      ? t('freeSpins.slotsLoading')
      : undefined;

  return (
    <form className={`card stack ${styles.form}`} onSubmit={submit} noValidate>
      <p className="muted">{t('freeSpins.grantHint')}</p>
      {granted ? (
        <p role="status" className="ok-text">
          {t('freeSpins.granted', {
            id: granted.id,
            spins: granted.spinsTotal,
            value: amount(granted.spinValueCents),
            game: granted.gameName,
            name: granted.userName,
          })}{' '}
          <Link to={`/bonuses/free-spins?member=${granted.memberId}`}>
            {t('freeSpins.openMember')}
          </Link>
        </p>
      ) : null}
      {slots.isError ? <ErrorText error={slots.error} /> : null}
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
          label={t('freeSpins.slot')}
          hint={slotHint}
          error={error(!slot, t('freeSpins.slotInvalid'))}
        >
          {(props) => (
            <select
              {...props}
              value={gameText}
              disabled={!slots.data}
              onChange={(event) => chooseSlot(event.target.value)}
            >
              <option value="">{t('freeSpins.slotChoose')}</option>
              {byVendor(slots.data?.slots ?? []).map(([code, group]) => (
                <optgroup
                  key={code}
                  label={
                    group.inHouse
                      ? t('freeSpins.inHouseGroup', { vendor: group.vendorName })
                      : group.vendorName
                  }
                >
                  {group.slots.map((option) => (
                    <option key={option.gameId} value={option.gameId}>
                      {option.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('freeSpins.spins')}
          error={error(spins === null, t('freeSpins.spinsInvalid', { max: BO_FREE_SPINS_MAX }))}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={spinsText}
              onChange={(event) => changed(setSpinsText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('freeSpins.spinValue')}
          hint={
            spinValueOk && spins !== null
              ? t('freeSpins.spinValueTotal', { amount: amount(spinValue * spins) })
              : t('freeSpins.spinValueHint')
          }
          error={error(spinValueError !== null, spinValueError ?? '')}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              value={spinValueText}
              onChange={(event) => changed(setSpinValueText)(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('freeSpins.wageringMultiple')}
          hint={t('freeSpins.wageringMultipleHint')}
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
          label={t('freeSpins.maxConversion')}
          error={error(!maxConversionOk, t('maxConversionInvalid'))}
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
        <Field
          label={t('freeSpins.expiryDays')}
          error={error(
            expiryDays === null,
            t('freeSpins.expiryInvalid', { max: BO_FREE_SPINS_MAX_EXPIRY_DAYS }),
          )}
        >
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
      <Field
        label={t('freeSpins.reason')}
        hint={t('reasonHint')}
        error={error(!reasonOk, t('reasonHint'))}
      >
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
        submitLabel={t('freeSpins.submit')}
        onCancel={() => void navigate('/bonuses/free-spins')}
      />
    </form>
  );
}
