import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CreateWithdrawalBody, WithdrawInfo } from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { money, type Money } from '../../../lib/money.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import buttons from '../../../components/ui/buttons.module.css';
import {
  useCashierSettings,
  useCreateWithdrawal,
  useWithdrawals,
  useWithdrawInfo,
  rowsOf,
} from '../api/cashier-queries.ts';
import { MoreButton } from '../components/more-button.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { CashierGate } from '../components/cashier-gate.tsx';
import { BalanceCard, FormEnd } from '../components/cashier-form.tsx';
import { WithdrawalTracker } from '../components/withdrawal-tracker.tsx';
import { amountError, normalizeAmount } from '../lib/amount.ts';
import { cashierTime } from '../lib/format.ts';
import styles from '../components/cashier.module.css';

/** /m/withdraw: balance, payee, amount and withdrawal password, and the request tracker. */
export function WithdrawPage() {
  return (
    <CashierGate>
      <Withdraw />
    </CashierGate>
  );
}

function Withdraw() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const withdrawals = useWithdrawals();
  const { currency } = useCashierSettings();
  const data = info.data;

  return (
    <div className={styles.page}>
      <BalanceCard cents={data?.balanceCents} currency={currency} />
      {info.isError && (
        <p role="alert" className={styles.error}>
          {t('cashier.loadFailed')}
        </p>
      )}
      {data && (
        <>
          <section className={styles.card} aria-labelledby="payee-heading">
            <h2 id="payee-heading" className={styles.heading}>
              {t('cashier.withdraw.payee')}
            </h2>
            {data.payee ? (
              <div className={styles.rowHead}>
                <span>
                  {data.payee.bankName} {data.payee.accountNumber}
                  <br />
                  <small className={styles.muted}>{data.payee.holderName}</small>
                </span>
                <Link to="/withdraw/payee" className={styles.textLink}>
                  {t('cashier.withdraw.changePayee')}
                </Link>
              </div>
            ) : (
              <>
                <p className={styles.muted}>{t('cashier.withdraw.noPayee')}</p>
                <Link to="/withdraw/payee" className={styles.linkButton}>
                  {t('cashier.withdraw.bindPayee')}
                </Link>
              </>
            )}
          </section>
          {!data.passwordSet ? (
            <section className={styles.card}>
              <p className={styles.muted}>{t('cashier.withdraw.noPassword')}</p>
              <Link to="/withdraw/password" className={styles.linkButton}>
                {t('cashier.withdraw.setPassword')}
              </Link>
            </section>
          ) : (
            data.payee && data.channel && <WithdrawForm info={data} currency={currency} />
          )}
        </>
      )}
      <WithdrawalTracker withdrawals={rowsOf(withdrawals.data)} currency={currency} />
      <MoreButton query={withdrawals} />
    </div>
  );
}

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** The active bonus a withdrawal would give up (cashier.withdraw.bonus.active's value). */
function bonusAtStake(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const cents = (value as { bonusBalanceCents?: unknown }).bonusBalanceCents;
  return typeof cents === 'number' && Number.isFinite(cents) ? cents : null;
}

function WithdrawForm({ info, currency }: { info: WithdrawInfo; currency: Money }) {
  const { t } = useTranslation();
  const id = useId();
  const locale = currency.locale;
  const create = useCreateWithdrawal();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Issue 23: a refusal for identity reasons links to the identity page.
  const [kycRefused, setKycRefused] = useState(false);
  const [sent, setSent] = useState(false);
  // One id per filled-in request: a retry after a lost answer is the same request.
  const [requestId, setRequestId] = useState(newRequestId);
  // Issue 25: a request refused because it would give up the active bonus, held for the
  // member's answer; the refused attempt created nothing, so the same request goes again.
  const [bonusQuestion, setBonusQuestion] = useState<{
    body: CreateWithdrawalBody;
    text: string;
  } | null>(null);
  const channel = info.channel!;
  const problem = amountError(amount, { ...channel, balanceCents: info.balanceCents }, locale);
  const passwordProblem = !/^\d{6}$/.test(password);

  const send = async (body: CreateWithdrawalBody) => {
    setServerError(null);
    setSent(false);
    try {
      await create.mutateAsync(body);
      setSent(true);
      setAmount('');
      setPassword('');
      setTouched(false);
      setRequestId(newRequestId());
    } catch (error) {
      if (
        isApiError(error) &&
        error.errorCode === 'cashier.withdraw.bonus.active' &&
        !body.forfeitBonus
      ) {
        const cents = bonusAtStake(error.value);
        setBonusQuestion({
          body,
          // The server's own words when it did not say how much is at stake.
          text:
            cents === null
              ? error.message
              : t('cashier.withdraw.bonusQuestion', { amount: money(cents, currency) }),
        });
        return;
      }
      setServerError(isApiError(error) ? error.message : t('cashier.errors.failed'));
      setKycRefused(isApiError(error) && error.errorCode.startsWith('kyc.'));
      // The password goes (it may be the wrong one); its own hint waits for the next submit.
      setPassword('');
      setTouched(false);
      setRequestId(newRequestId());
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    setSent(false);
    if (problem || passwordProblem) return;
    await send({ amount: normalizeAmount(amount, locale), password, requestId });
  };

  const keepBonus = () => {
    setBonusQuestion(null);
    setPassword('');
    setTouched(false);
    setRequestId(newRequestId());
  };

  const giveUpBonus = () => {
    if (!bonusQuestion) return;
    const { body } = bonusQuestion;
    setBonusQuestion(null);
    void send({ ...body, forfeitBonus: true });
  };

  return (
    <>
      <form
        className={styles.card}
        onSubmit={submit}
        noValidate
        aria-label={t('cashier.withdraw.submit')}
      >
        {info.lockedUntil && (
          <p role="alert" className={styles.error}>
            {t('cashier.withdraw.locked', { time: cashierTime(info.lockedUntil) })}
          </p>
        )}
        <AmountField
          value={amount}
          onChange={setAmount}
          minCents={channel.minCents}
          maxCents={channel.maxCents}
          locale={locale}
          error={touched && problem ? t(problem.key, problem.values) : null}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-pw`} className={styles.label}>
            {t('cashier.withdraw.password')}
          </label>
          <input
            id={`${id}-pw`}
            className={styles.input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
            aria-invalid={touched && passwordProblem ? true : undefined}
          />
          {touched && passwordProblem && (
            <p className={styles.error} role="alert">
              {t('cashier.errors.password')}
            </p>
          )}
        </div>
        <FormEnd
          error={serverError}
          sent={sent ? t('cashier.withdraw.submitted') : null}
          pending={create.isPending}
          submit={t('cashier.withdraw.submit')}
        />
        {kycRefused && serverError && (
          <Link to="/identity" className={styles.textLink}>
            {t('title.identity')}
          </Link>
        )}
      </form>
      {/* Issue 25: withdrawing now would give up the active bonus; the member decides. */}
      <Dialog
        open={bonusQuestion !== null}
        onClose={keepBonus}
        title={t('cashier.withdraw.bonusTitle')}
      >
        <p>{bonusQuestion?.text}</p>
        <div className={buttons.pair}>
          <button type="button" className={buttons.secondary} data-autofocus onClick={keepBonus}>
            {t('cashier.withdraw.bonusCancel')}
          </button>
          <button type="button" className={buttons.primary} onClick={giveUpBonus}>
            {t('cashier.withdraw.bonusConfirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
