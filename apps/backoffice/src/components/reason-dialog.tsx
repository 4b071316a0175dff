import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { ErrorText } from './error-text.tsx';
import { Field } from './field.tsx';

/**
 * Asks for the reason of a decision (required: at least 3 characters) and confirms it. The
 * caller runs the call; a failure stays in the dialog.
 */
export function ReasonDialog({
  title,
  open,
  confirmLabel,
  busy = false,
  error,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  open: boolean;
  confirmLabel: string;
  busy?: boolean;
  error?: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!tooShort) onConfirm(reason.trim());
  };
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      <form onSubmit={submit} className="stack">
        {children}
        <Field
          label={t('reason')}
          hint={t('reasonHint')}
          error={touched && tooShort ? t('reasonHint') : null}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <ErrorText error={error} />
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
