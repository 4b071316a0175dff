import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ResultLayout } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { SlipLine } from '../lib/slip.ts';
import { SlipLines } from './bet-slip.tsx';
import styles from './betting.module.css';

interface ConfirmSlipProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  gameName: string;
  numero: string | null;
  lines: readonly SlipLine[];
  layout: ResultLayout;
  totalCents: number;
  money: (cents: number) => string;
  pending: boolean;
  /** The draw locked while the dialog was open: nothing can be placed on it. */
  locked: boolean;
  /** The server's refusal, in the member's language; the slip stays as it is. */
  error: string | null;
}

/** The last look before the debit: game, draw, every line with its cost, the total. */
export function ConfirmSlip({
  open,
  onClose,
  onConfirm,
  gameName,
  numero,
  lines,
  layout,
  totalCents,
  money,
  pending,
  locked,
  error,
}: ConfirmSlipProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('lotteryBetting.confirm.title')}
      className={styles.confirm}
    >
      <dl className={styles.confirmFacts}>
        <div>
          <dt>{t('lotteryBetting.confirm.game')}</dt>
          <dd>{gameName}</dd>
        </div>
        <div>
          <dt>{t('lottery.numeroLabel')}</dt>
          <dd data-testid="confirm-numero">{numero ?? '—'}</dd>
        </div>
      </dl>
      <SlipLines
        lines={lines}
        layout={layout}
        money={money}
        label={t('lotteryBetting.confirm.lines')}
      />
      <p className={styles.confirmTotal}>
        <span>{t('lotteryBetting.total')}</span>
        <strong data-testid="confirm-total">{money(totalCents)}</strong>
      </p>
      {/* The server's refusal already says why; one message is enough. */}
      {locked && !error && (
        <p className={styles.fieldError} role="alert">
          {t('lotteryBetting.locked')}
        </p>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.pair}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={onClose}
          disabled={pending}
        >
          {t('lotteryBetting.confirm.cancel')}
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={onConfirm}
          disabled={pending || locked || numero === null}
          aria-busy={pending || undefined}
        >
          {pending ? t('lotteryBetting.confirm.placing') : t('lotteryBetting.confirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
