import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';

/** The reason of a decision, at most 500 characters; `invalid` shows the hint as its error. */
export function ReasonField({
  value,
  invalid,
  onChange,
}: {
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Field label={t('reason')} hint={t('reasonHint')} error={invalid ? t('reasonHint') : null}>
      {(props) => (
        <textarea
          {...props}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

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
}: Omit<FormDialogProps, 'onSubmit' | 'busy' | 'error' | 'children'> & {
  busy?: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  const submit = () => {
    setTouched(true);
    if (!tooShort) onConfirm(reason.trim());
  };
  return (
    <FormDialog
      title={title}
      open={open}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      {children}
      <ReasonField value={reason} invalid={touched && tooShort} onChange={setReason} />
    </FormDialog>
  );
}
