import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import Papa from 'papaparse';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The back office's table (TanStack Table): sortable columns, a quick filter over the loaded
 * rows, paging (on the server when `paging` is given, else in the browser) and CSV export of
 * the loaded rows. A column's CSV value is its `meta.csv(row)` when given (e.g. cents as a plain
 * number), else its accessor's value.
 */
export interface ServerPaging {
  limit: number;
  offset: number;
  total: number;
  onChange: (offset: number, limit: number) => void;
}

export interface ServerSorting {
  state: SortingState;
  onChange: (state: SortingState) => void;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    csv?: (row: TData) => string | number | null;
    /** Right-aligned (amounts, counts). */
    numeric?: boolean;
  }
}

// TanStack's column definitions mix value types per column; `any` is its own recommendation.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

export function DataTable<T>({
  caption,
  columns,
  data,
  csvName,
  paging,
  sorting,
  loading = false,
  filterable = true,
  emptyText,
  footer,
  csvFooter,
}: {
  /** The table's accessible name (shown as its caption). */
  caption: string;
  columns: Columns<T>;
  data: T[];
  csvName?: string;
  paging?: ServerPaging;
  sorting?: ServerSorting;
  loading?: boolean;
  filterable?: boolean;
  emptyText?: string;
  /** Rows under the body (`<tr>`s in a `<tfoot>`), e.g. a report's totals. */
  footer?: ReactNode;
  /** Rows added after the data in the CSV, in the columns' order (e.g. the totals). */
  csvFooter?: Array<Array<string | number>>;
}) {
  const { t } = useTranslation('common');
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [filter, setFilter] = useState('');
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is read in this render only
  const table = useReactTable({
    data,
    columns,
    state: { sorting: sorting ? sorting.state : localSorting, globalFilter: filter },
    onSortingChange: (updater) => {
      const current = sorting ? sorting.state : localSorting;
      const next = typeof updater === 'function' ? updater(current) : updater;
      if (sorting) sorting.onChange(next);
      else setLocalSorting(next);
    },
    onGlobalFilterChange: setFilter,
    manualSorting: !!sorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(paging ? {} : { getPaginationRowModel: getPaginationRowModel() }),
    initialState: { pagination: { pageSize: 25 } },
  });

  const exportCsv = () => {
    const leaves = table.getAllLeafColumns();
    const header = leaves.map((column) =>
      typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id,
    );
    const rows = table.getFilteredRowModel().rows.map((row) =>
      leaves.map((column) => {
        const csv = column.columnDef.meta?.csv;
        const value = csv ? csv(row.original) : row.getValue(column.id);
        return value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : value;
      }),
    );
    const text = Papa.unparse({ fields: header, data: [...rows, ...(csvFooter ?? [])] });
    const url = URL.createObjectURL(
      new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `${csvName ?? 'export'}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const pageCount = paging
    ? Math.max(1, Math.ceil(paging.total / paging.limit))
    : Math.max(1, table.getPageCount());
  const pageIndex = paging
    ? Math.floor(paging.offset / paging.limit)
    : table.getState().pagination.pageIndex;
  const total = paging ? paging.total : table.getFilteredRowModel().rows.length;
  const rows = table.getRowModel().rows;

  return (
    <div className="table-wrap">
      <div className="table-tools">
        {filterable ? (
          <input
            type="search"
            aria-label={t('table.filter')}
            placeholder={t('table.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        ) : null}
        <span className="muted" aria-live="polite">
          {t('table.rows', { count: total })}
        </span>
        {csvName ? (
          <button
            type="button"
            className="secondary"
            onClick={exportCsv}
            disabled={data.length === 0}
          >
            {t('table.exportCsv')}
          </button>
        ) : null}
      </div>
      <div className="table-scroll">
        <table aria-busy={loading}>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.numeric ? 'numeric' : undefined}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort && !header.isPlaceholder ? (
                        <button
                          type="button"
                          className="sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {loading ? t('loading') : (emptyText ?? t('noRows'))}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cell.column.columnDef.meta?.numeric ? 'numeric' : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {footer ? <tfoot>{footer}</tfoot> : null}
        </table>
      </div>
      {pageCount > 1 || paging ? (
        <nav
          className="pager"
          aria-label={t('table.pageOf', { page: pageIndex + 1, pages: pageCount })}
        >
          <button
            type="button"
            className="secondary"
            disabled={pageIndex === 0}
            onClick={() =>
              paging
                ? paging.onChange(Math.max(0, paging.offset - paging.limit), paging.limit)
                : table.previousPage()
            }
          >
            {t('table.previous')}
          </button>
          <span>{t('table.pageOf', { page: pageIndex + 1, pages: pageCount })}</span>
          <button
            type="button"
            className="secondary"
            disabled={pageIndex + 1 >= pageCount}
            onClick={() =>
              paging
                ? paging.onChange(paging.offset + paging.limit, paging.limit)
                : table.nextPage()
            }
          >
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
