import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { ErrorText } from './error-text.tsx';

/** The end of a form: the call's failure, then Cancel and the submit button. */
export function FormButtons({
  error,
  disabled,
  submitLabel,
  onCancel,
}: {
  error: unknown;
  disabled: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <ErrorText error={error} />
      <div className="row end">
        <button type="button" className="secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}

export interface FormDialogProps {
  title: string;
  open: boolean;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form ending in Cancel and a confirm button. The caller checks and runs
 * the call on submit; a failure stays in the dialog.
 */
export function FormDialog({
  title,
  open,
  confirmLabel,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      <form onSubmit={submit} className="stack">
        {children}
        <FormButtons error={error} disabled={busy} submitLabel={confirmLabel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
