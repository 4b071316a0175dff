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
