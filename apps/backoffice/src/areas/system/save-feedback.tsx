import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/error-text.tsx';

/**
 * The outcome of a save, announced: the success text in a polite live region (present before it
 * fills, so screen readers hear it), a failure as an alert with the server's message.
 */
export function SaveFeedback({ success, error }: { success: string | null; error: unknown }) {
  return (
    <>
      <p role="status" className="ok-text">
        {success ?? ''}
      </p>
      <ErrorText error={error} />
    </>
  );
}

/**
 * The end of a settings form: Save (for a role that may change them; only once something changed
 * and the form is valid) with an unsaved-changes note, then the outcome.
 */
export function SaveRow({
  canWrite,
  dirty,
  canSave,
  success,
  error,
}: {
  canWrite: boolean;
  dirty: boolean;
  /** Valid and not already saving. */
  canSave: boolean;
  success: string | null;
  error: unknown;
}) {
  const { t } = useTranslation('system');
  return (
    <>
      {canWrite ? (
        <div className="row">
          <button type="submit" disabled={!dirty || !canSave}>
            {t('common:save')}
          </button>
          {dirty ? <span className="warn-text">{t('unsaved')}</span> : null}
        </div>
      ) : null}
      <SaveFeedback success={success} error={error} />
    </>
  );
}
