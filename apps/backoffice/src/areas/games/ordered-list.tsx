import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { MoveButtons } from './games-nav.tsx';
import type { Direction } from './games-api.ts';

/**
 * One of the site's ordered lists (the home hot list, the game menus) in a card: its position,
 * the given columns and up/down buttons. The texts come from `<messages>.title`, `.caption`,
 * `.up` and `.down` (the last two with the entry's `name`).
 */
export function OrderedList<T>({
  id,
  messages,
  columns,
  rows,
  loading,
  error,
  busy,
  nameOf,
  onMove,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  messages: 'hot' | 'menus';
  /** The columns between the position and the buttons. */
  columns: Columns<T>;
  rows: T[];
  loading: boolean;
  error: unknown;
  /** No move now (no catalogue.write, or a move under way). */
  busy: boolean;
  nameOf: (row: T) => string;
  onMove: (row: T, direction: Direction) => void;
}) {
  const { t } = useTranslation('games');
  const allColumns = useMemo<Columns<T>>(() => {
    const column = createColumnHelper<T>();
    return [
      column.display({
        id: 'position',
        header: t('hot.position'),
        cell: ({ row }) => row.index + 1,
        meta: { numeric: true },
      }),
      ...columns,
      column.display({
        id: 'move',
        header: t('vendors.order'),
        cell: ({ row }) => (
          <MoveButtons
            upLabel={t(`${messages}.up`, { name: nameOf(row.original) })}
            downLabel={t(`${messages}.down`, { name: nameOf(row.original) })}
            first={row.index === 0}
            last={row.index === rows.length - 1}
            busy={busy}
            onMove={(direction) => onMove(row.original, direction)}
          />
        ),
      }),
    ];
  }, [t, messages, columns, rows.length, busy, nameOf, onMove]);

  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t(`${messages}.title`)}</h2>
      <ErrorText error={error} />
      <DataTable
        caption={t(`${messages}.caption`)}
        columns={allColumns}
        data={rows}
        loading={loading}
        filterable={false}
      />
    </section>
  );
}
