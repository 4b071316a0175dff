import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoDeposit, BoWithdrawal } from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { FormDialog, type FormDialogProps } from '../../components/form-dialog.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { money } from '../../lib/format.ts';
import { useDecision, type Decision, type DecisionResult } from './api.ts';
import styles from './cashier.module.css';

/**
 * The cashier's decisions, from a queue row or a detail page: approve and pay ask to confirm
 * (with an optional note for the audit log), rejections ask for the reason the member will
 * read. The outcome is announced; a payment above the four-eyes limit says it waits for a
 * second operator.
 */
export type PendingAction =
  | { type: 'approve'; deposit: BoDeposit }
  | { type: 'rejectDeposit'; deposit: BoDeposit }
  | { type: 'pay'; withdrawal: BoWithdrawal }
  | { type: 'rejectWithdrawal'; withdrawal: BoWithdrawal };

function NoteDialog({
  title,
  open,
  confirmLabel,
  busy,
  error,
  onClose,
  onConfirm,
  children,
}: Omit<FormDialogProps, 'onSubmit'> & { onConfirm: (note: string) => void }) {
  const { t } = useTranslation('cashier');
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title={title}
      open={open}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => onConfirm(note.trim())}
    >
      {children}
      <Field label={t('actions.note')}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

export function useDecisions() {
  const { t, i18n } = useTranslation('cashier');
  const [action, setAction] = useState<PendingAction | null>(null);
  const [result, setResult] = useState<DecisionResult | null>(null);
  const mutation = useDecision();
  const amount = (cents: number) => money(cents, i18n.language);

  const open = (next: PendingAction) => {
    mutation.reset();
    setAction(next);
  };
  const close = () => setAction(null);
  const run = (decision: Decision) =>
    mutation.mutate(decision, {
      onSuccess: (value) => {
        setResult(value);
        setAction(null);
      },
    });
  const shared = { busy: mutation.isPending, error: mutation.error, onClose: close };

  const dialogs = (
    <>
      {action?.type === 'approve' ? (
        <NoteDialog
          key={`approve-${action.deposit.id}`}
          {...shared}
          open
          title={t('dialogs.approveTitle', { id: action.deposit.id })}
          confirmLabel={t('dialogs.approveConfirm')}
          onConfirm={(note) => run({ type: 'approve', id: action.deposit.id, note })}
        >
          <p>
            {t('dialogs.approveText', {
              amount: amount(action.deposit.amountCents),
              member: action.deposit.userName,
            })}
          </p>
        </NoteDialog>
      ) : null}
      {action?.type === 'pay' ? (
        <NoteDialog
          key={`pay-${action.withdrawal.id}`}
          {...shared}
          open
          title={t('dialogs.payTitle', { id: action.withdrawal.id })}
          confirmLabel={
            action.withdrawal.fourEyes ? t('dialogs.payFourEyesConfirm') : t('dialogs.payConfirm')
          }
          onConfirm={(note) => run({ type: 'pay', id: action.withdrawal.id, note })}
        >
          <p>
            {t('dialogs.payText', {
              amount: amount(action.withdrawal.amountCents),
              holder: action.withdrawal.holderName,
              bank: action.withdrawal.bankName,
              account: action.withdrawal.fullAccountNumber,
            })}
          </p>
          {action.withdrawal.fourEyes ? <p className="warn-text">{t('fourEyesHint')}</p> : null}
        </NoteDialog>
      ) : null}
      {action?.type === 'rejectDeposit' ? (
        <ReasonDialog
          key={`reject-deposit-${action.deposit.id}`}
          {...shared}
          open
          title={t('dialogs.rejectDepositTitle', { id: action.deposit.id })}
          confirmLabel={t('dialogs.rejectConfirm')}
          onConfirm={(reason) => run({ type: 'rejectDeposit', id: action.deposit.id, reason })}
        >
          <p>{t('dialogs.rejectText')}</p>
        </ReasonDialog>
      ) : null}
      {action?.type === 'rejectWithdrawal' ? (
        <ReasonDialog
          key={`reject-withdrawal-${action.withdrawal.id}`}
          {...shared}
          open
          title={t('dialogs.rejectWithdrawalTitle', { id: action.withdrawal.id })}
          confirmLabel={t('dialogs.rejectConfirm')}
          onConfirm={(reason) =>
            run({ type: 'rejectWithdrawal', id: action.withdrawal.id, reason })
          }
        >
          <p>{t('dialogs.rejectWithdrawalText')}</p>
        </ReasonDialog>
      ) : null}
    </>
  );

  let outcome: ReactNode = null;
  if (result?.type === 'approve') {
    outcome = t('results.approved', {
      id: result.deposit.id,
      amount: amount(result.deposit.amountCents),
    });
  } else if (result?.type === 'rejectDeposit') {
    outcome = t('results.depositRejected', { id: result.deposit.id });
  } else if (result?.type === 'rejectWithdrawal') {
    outcome = t('results.withdrawalRejected', { id: result.withdrawal.id });
  } else if (result?.type === 'pay') {
    outcome =
      result.value.outcome === 'paid'
        ? t('results.paid', { id: result.value.withdrawal.id })
        : t('results.awaiting', {
            id: result.value.withdrawal.id,
            approval: result.value.approval?.id ?? '',
          });
  }
  const waiting = result?.type === 'pay' && result.value.outcome === 'awaiting-approval';
  const announcement = (
    <p role="status" className={waiting ? 'warn-text' : 'ok-text'}>
      {outcome}
    </p>
  );

  return { open, dialogs, announcement };
}

/** The buttons of a pending deposit (only for a role that may decide). */
export function DepositActions({
  deposit,
  onAction,
}: {
  deposit: BoDeposit;
  onAction: (action: PendingAction) => void;
}) {
  const { t } = useTranslation('cashier');
  if (deposit.status !== 'pending' && deposit.status !== 'expired') return null;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        aria-label={t('actions.approveLabel', { id: deposit.id })}
        onClick={() => onAction({ type: 'approve', deposit })}
      >
        {t('actions.approve')}
      </button>
      <button
        type="button"
        className="secondary"
        aria-label={t('actions.rejectDepositLabel', { id: deposit.id })}
        onClick={() => onAction({ type: 'rejectDeposit', deposit })}
      >
        {t('actions.reject')}
      </button>
    </div>
  );
}

/** The buttons of a pending withdrawal (only for a role that may decide). */
export function WithdrawalActions({
  withdrawal,
  onAction,
}: {
  withdrawal: BoWithdrawal;
  onAction: (action: PendingAction) => void;
}) {
  const { t } = useTranslation('cashier');
  if (withdrawal.status !== 'pending') return null;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        aria-label={t('actions.payLabel', { id: withdrawal.id })}
        onClick={() => onAction({ type: 'pay', withdrawal })}
      >
        {t('actions.pay')}
      </button>
      <button
        type="button"
        className="secondary"
        aria-label={t('actions.rejectWithdrawalLabel', { id: withdrawal.id })}
        onClick={() => onAction({ type: 'rejectWithdrawal', withdrawal })}
      >
        {t('actions.reject')}
      </button>
    </div>
  );
}
