import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  formatAmount,
  parseAmountCents,
  type ChannelsValue,
  type PaymentChannel,
} from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  useCashierSettings,
  useChannels,
  useCreateDeposit,
  useDeposits,
  useWithdrawInfo,
  rowsOf,
} from '../api/cashier-queries.ts';
import { MoreButton } from '../components/more-button.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { CashierGate } from '../components/cashier-gate.tsx';
import { BalanceCard, FormEnd } from '../components/cashier-form.tsx';
import { DepositHistory } from '../components/deposit-history.tsx';
import { amountError, normalizeAmount } from '../lib/amount.ts';
import type { Money } from '../../../lib/money.ts';
import { BonusTermsSummary } from '../../bonuses/components/bonus-terms.tsx';
import styles from '../components/cashier.module.css';

/** /m/voucherCenter: deposit by manual bank transfer or through a payment gateway. */
export function DepositPage() {
  return (
    <CashierGate>
      <Deposit />
    </CashierGate>
  );
}

function Deposit() {
  const { t } = useTranslation();
  const channels = useChannels();
  const deposits = useDeposits();
  const info = useWithdrawInfo();
  const { newDetailLayout, currency } = useCashierSettings();
  const [code, setCode] = useState<string | null>(null);
  const list = channels.data?.deposit ?? [];
  const channel = list.find((row) => row.code === code) ?? list[0];

  return (
    <div className={styles.page}>
      <BalanceCard cents={info.data?.balanceCents} currency={currency} />
      {channels.isError ? (
        <p role="alert" className={styles.error}>
          {t('cashier.loadFailed')}
        </p>
      ) : (
        channel && (
          <>
            <ChannelPicker
              channels={list}
              selected={channel.code}
              onSelect={setCode}
              locale={currency.locale}
            />
            <DepositForm
              key={channel.code}
              channel={channel}
              quickAmounts={channels.data?.quickAmounts ?? []}
              promotions={channels.data?.promotions ?? []}
              currency={currency}
            />
          </>
        )
      )}
      <DepositHistory
        deposits={rowsOf(deposits.data)}
        currency={currency}
        newLayout={newDetailLayout}
      />
      <MoreButton query={deposits} />
    </div>
  );
}

function ChannelPicker({
  channels,
  selected,
  onSelect,
  locale,
}: {
  channels: readonly PaymentChannel[];
  selected: string;
  onSelect: (code: string) => void;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.heading}>{t('cashier.channels')}</legend>
      <div className={styles.channels}>
        {channels.map((row) => (
          <label key={row.code} className={styles.channel} data-selected={row.code === selected}>
            <input
              type="radio"
              name="channel"
              value={row.code}
              checked={row.code === selected}
              onChange={() => onSelect(row.code)}
            />
            <span className={styles.channelName}>{row.displayName}</span>
            <small className={styles.muted}>
              {t('cashier.limits', {
                min: formatAmount(row.minCents, locale),
                max: formatAmount(row.maxCents, locale),
              })}
            </small>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DepositForm({
  channel,
  quickAmounts,
  promotions,
  currency,
}: {
  channel: PaymentChannel;
  quickAmounts: readonly number[];
  promotions: ChannelsValue['promotions'];
  currency: Money;
}) {
  const locale = currency.locale;
  const { t } = useTranslation();
  const ids = useId();
  const create = useCreateDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const problem = amountError(amount, channel, locale);
  const manual = channel.kind === 'manual';
  const referenceMissing = manual && reference.trim() === '';
  // Issue 25: a promotion with a bonus says what it gives and asks under the picker.
  const bonus = promotions.find((promotion) => String(promotion.id) === promotionId)?.bonus;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    setSent(false);
    if (problem || referenceMissing || parseAmountCents(normalizeAmount(amount, locale)) === null)
      return;
    try {
      const value = await create.mutateAsync({
        channelCode: channel.code,
        amount: normalizeAmount(amount, locale),
        ...(manual ? { reference: reference.trim() } : {}),
        ...(promotionId ? { promotionId: Number(promotionId) } : {}),
      });
      if (value.paymentUrl) {
        // The provider's page lives outside the site (here: the server's dev provider).
        window.location.assign(value.paymentUrl);
        return;
      }
      setSent(true);
      setAmount('');
      setReference('');
      setTouched(false);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('cashier.errors.failed'));
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={channel.displayName}>
      <AmountField
        value={amount}
        onChange={setAmount}
        minCents={channel.minCents}
        maxCents={channel.maxCents}
        quickAmounts={quickAmounts}
        locale={locale}
        error={touched && problem ? t(problem.key, problem.values) : null}
      />
      {manual && (
        <>
          <section aria-labelledby={`${ids}-how`} className={styles.instructions}>
            <h3 id={`${ids}-how`} className={styles.subheading}>
              {t('cashier.instructions')}
            </h3>
            <p>{channel.instructions}</p>
          </section>
          <div className={styles.field}>
            <label htmlFor={`${ids}-ref`} className={styles.label}>
              {t('cashier.reference')}
            </label>
            <input
              id={`${ids}-ref`}
              className={styles.input}
              value={reference}
              maxLength={64}
              onChange={(event) => setReference(event.target.value)}
              aria-invalid={touched && referenceMissing ? true : undefined}
            />
            {touched && referenceMissing && (
              <p className={styles.error} role="alert">
                {t('cashier.errors.reference')}
              </p>
            )}
          </div>
        </>
      )}
      {!manual && channel.instructions && <p className={styles.muted}>{channel.instructions}</p>}
      {promotions.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${ids}-promo`} className={styles.label}>
            {t('cashier.promotion')}
          </label>
          <select
            id={`${ids}-promo`}
            className={styles.input}
            value={promotionId}
            onChange={(event) => setPromotionId(event.target.value)}
            aria-describedby={bonus ? `${ids}-bonus` : undefined}
          >
            <option value="">{t('cashier.noPromotion')}</option>
            {promotions.map((promotion) => (
              <option key={promotion.id} value={promotion.id}>
                {promotion.title}
              </option>
            ))}
          </select>
          {bonus && (
            <BonusTermsSummary
              id={`${ids}-bonus`}
              terms={bonus}
              currency={currency}
              className={styles.muted}
            />
          )}
        </div>
      )}
      <FormEnd
        error={serverError}
        sent={sent ? t('cashier.manualSent') : null}
        pending={create.isPending}
        submit={manual ? t('cashier.submitManual') : t('cashier.submitGateway')}
      />
    </form>
  );
}
