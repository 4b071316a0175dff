import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';

/** "Are you sure?" for a change that takes effect at once (disable, reset, revoke). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  danger = false,
  busy = false,
  error,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} open onClose={onClose}>
      <div className="stack">
        <p>{text}</p>
        <ErrorText error={error} />
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'danger' : undefined}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
