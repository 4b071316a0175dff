import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { amountToCents, type AgentTransferResult } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { transferToDownlines } from '../api/agent-money-api.ts';
import { checkTransfer, type TransferDraft } from '../lib/forms.ts';
import { newRequestId } from '../lib/money.ts';
import { useFormatMoney } from '../../../lib/money.ts';
import styles from './agent-money.module.css';

export interface Recipient {
  memberId: number;
  userName: string;
}

/**
 * Transfer to one or several downlines: an amount per recipient, a confirmation step with the
 * total, then the server's answer in the member's language. The request id is made when the
 * member confirms and kept while the same confirmation is retried, so a retry after a lost
 * answer moves the money once.
 */
export function TransferDialog({
  recipients,
  balanceCents,
  onClose,
  onDone,
  send = transferToDownlines,
}: {
  recipients: readonly Recipient[];
  balanceCents: number | undefined;
  onClose: () => void;
  onDone: (result: AgentTransferResult) => void;
  send?: typeof transferToDownlines;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const amount = useFormatMoney();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [step, setStep] = useState<'edit' | 'confirm' | 'done'>('edit');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<AgentTransferResult | null>(null);
  const requestId = useRef<string | null>(null);

  const lines: TransferDraft[] = recipients.map((r) => ({
    memberId: r.memberId,
    userName: r.userName,
    amount: amounts[r.memberId] ?? '',
  }));
  const check = checkTransfer(lines, balanceCents);
  const title =
    recipients.length === 1
      ? t('agentMoney.transfer.titleOne', { name: recipients[0]!.userName })
      : t('agentMoney.transfer.titleMany', { count: recipients.length });

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (!check.ok) return;
    requestId.current = newRequestId();
    setStep('confirm');
  };

  const onConfirm = async () => {
    if (busy || !requestId.current) return;
    setBusy(true);
    setFailure(null);
    try {
      const done = await send({
        requestId: requestId.current,
        transfers: lines.map((line) => ({ memberId: line.memberId, amount: line.amount.trim() })),
      });
      setResult(done);
      setStep('done');
      onDone(done);
    } catch (error) {
      const text =
        isApiError(error) && error.errorCode !== 'network.error' && error.message
          ? error.message
          : t('agentMoney.transfer.failed');
      setFailure(text);
      // A refusal is final for this request id: editing starts a new one. A lost answer keeps
      // it, so confirming again replays instead of paying twice.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        requestId.current = null;
        setStep('edit');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={title}>
      {step === 'edit' && (
        <form className={styles.dialogForm} noValidate onSubmit={onReview}>
          <p className={styles.muted}>
            {t('agentMoney.balance')}:{' '}
            <strong>{balanceCents === undefined ? '—' : amount(balanceCents)}</strong>
          </p>
          {lines.map((line, index) => {
            const error = touched ? check.errors.get(line.memberId) : undefined;
            const inputId = `${ids}-amount-${line.memberId}`;
            return (
              <div key={line.memberId} className={styles.field}>
                <label htmlFor={inputId} className={styles.label}>
                  {t('agentMoney.transfer.amountFor', { name: line.userName })}
                </label>
                <input
                  id={inputId}
                  className={styles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={line.amount}
                  {...(index === 0 ? { 'data-autofocus': true } : {})}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) =>
                    setAmounts((previous) => ({
                      ...previous,
                      [line.memberId]: event.target.value,
                    }))
                  }
                />
                {error && (
                  <p id={`${inputId}-error`} className={styles.error}>
                    {t(`agentMoney.transfer.${error}`)}
                  </p>
                )}
              </div>
            );
          })}
          <p className={styles.total}>
            {t('agentMoney.transfer.total')}: <strong>{amount(check.totalCents)}</strong>
          </p>
          {touched && check.aboveBalance && (
            <p className={styles.error} role="alert">
              {t('agentMoney.transfer.aboveBalance')}
            </p>
          )}
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('agentMoney.cancel')}
            </button>
            <button type="submit" className={styles.primary}>
              {t('agentMoney.transfer.review')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <div className={styles.dialogForm}>
          <p>{t('agentMoney.transfer.confirmText', { total: amount(check.totalCents) })}</p>
          <ul className={styles.summary} aria-label={t('agentMoney.transfer.summary')}>
            {lines.map((line) => (
              <li key={line.memberId}>
                <span>{line.userName}</span>
                <strong>{amount(amountToCents(line.amount) ?? 0)}</strong>
              </li>
            ))}
          </ul>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => {
                requestId.current = null;
                setStep('edit');
              }}
            >
              {t('agentMoney.back')}
            </button>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void onConfirm()}
            >
              {t('agentMoney.transfer.confirm')}
            </button>
          </div>
        </div>
      )}
      {step === 'done' && result && (
        <div className={styles.dialogForm}>
          <p role="status" className={styles.success}>
            {t('agentMoney.transfer.success', {
              total: amount(result.totalCents),
              count: result.transfers.length,
            })}
          </p>
          <p className={styles.muted}>
            {t('agentMoney.balance')}: <strong>{amount(result.balanceCents)}</strong>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onClose}>
              {t('agentMoney.close')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
