import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/error-text.tsx';

/** The editor's end: save (for writers), the notice, and the save's error. */
export function EditorFooter({
  canWrite,
  saving,
  notice,
  error,
}: {
  canWrite: boolean;
  saving: boolean;
  notice: string;
  error: Error | null;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      {canWrite ? (
        <div className="row">
          <button type="submit" disabled={saving}>
            {t('form.save')}
          </button>
        </div>
      ) : null}
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={error} />
    </>
  );
}
