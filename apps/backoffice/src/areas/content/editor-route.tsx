import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/error-text.tsx';

/**
 * An editor's route (…/new or …/:id): finds the list's row, waits while the list loads, says
 * when it is not found, then renders the editor (null for a new one), keyed by the id.
 */
export function EditorRoute<T extends { id: number }>({
  rows,
  pending,
  error,
  backTo,
  children,
}: {
  rows: readonly T[] | undefined;
  pending: boolean;
  error: Error | null;
  backTo: string;
  children: (row: T | null) => ReactNode;
}) {
  const { id } = useParams();
  const { t } = useTranslation('content');
  const rowId = id === undefined || id === 'new' ? null : Number(id);
  if (rowId !== null && pending) return <p>{t('common:loading')}</p>;
  const row = rowId === null ? null : (rows?.find((r) => r.id === rowId) ?? null);
  if (rowId !== null && !row) {
    return (
      <div className="stack">
        <ErrorText error={error ?? new Error(t('form.notFound'))} />
        <Link to={backTo}>{t('form.back')}</Link>
      </div>
    );
  }
  return <Fragment key={rowId ?? 'new'}>{children(row)}</Fragment>;
}
