import type { FormEvent, ReactNode } from 'react';
import styles from './member-centre.module.css';

/**
 * A form opened inside a member-centre card (nickname, e-mail, security questions): its fields,
 * the problem that stopped it, then cancel and save (busy while the call runs).
 */
export function InlineForm({
  label,
  onSubmit,
  problem,
  pending,
  onCancel,
  cancel,
  save,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  problem: string | null;
  pending: boolean;
  onCancel: () => void;
  cancel: string;
  save: string;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} aria-label={label} onSubmit={onSubmit} noValidate>
      {children}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {cancel}
        </button>
        <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending}>
          {save}
        </button>
      </div>
    </form>
  );
}
