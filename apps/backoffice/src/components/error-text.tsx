import { ApiError } from '../lib/api.ts';

/** A failed call's message (already in the operator's language), announced to screen readers. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="error-text">
      {message}
    </p>
  );
}
