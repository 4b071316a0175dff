import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { Money } from '../../components/format.tsx';
import styles from './reports.module.css';

/**
 * A report's table: sortable columns (in the browser: a report's rows are all loaded), a totals
 * row under them, and the CSV export of the rows followed by the same totals row. Money goes to
 * the CSV as a plain decimal ("1234.50"), so a spreadsheet sums it.
 */
export interface ReportColumn<T> {
  id: string;
  header: string;
  kind: 'money' | 'count' | 'text';
  value: (row: T) => number | string;
  /** What the cell shows when not the value itself (a name, a formatted day). */
  display?: (row: T) => ReactNode;
  /** The totals row's value; null leaves the cell empty. The first column says "Total". */
  total?: number | string | null;
}

export const csvCents = (cents: number) => (cents / 100).toFixed(2);

function csvValue(kind: ReportColumn<unknown>['kind'], value: number | string): string | number {
  return kind === 'money' && typeof value === 'number' ? csvCents(value) : value;
}

export function ReportTable<T>({
  caption,
  csvName,
  columns,
  rows,
}: {
  caption: string;
  csvName: string;
  columns: ReportColumn<T>[];
  rows: T[];
}) {
  const { t } = useTranslation('reports');
  const tableColumns = useMemo<Columns<T>>(() => {
    const helper = createColumnHelper<T>();
    return columns.map((spec) =>
      helper.accessor((row) => spec.value(row), {
        id: spec.id,
        header: spec.header,
        sortDescFirst: spec.kind !== 'text',
        cell: (info) => {
          const row = info.row.original;
          if (spec.display) return spec.display(row);
          const value = info.getValue() as number | string;
          return spec.kind === 'money' && typeof value === 'number' ? (
            <span className={styles.nowrap}>
              <Money cents={value} />
            </span>
          ) : (
            value
          );
        },
        meta: {
          numeric: spec.kind !== 'text',
          csv: (row: T) => csvValue(spec.kind, spec.value(row)),
        },
      }),
    );
  }, [columns]);

  const totalCells = columns.map((spec, index) =>
    index === 0 ? t('total') : spec.total === undefined || spec.total === null ? '' : spec.total,
  );
  const footer = (
    <tr className={styles.total}>
      {columns.map((spec, index) => {
        const value = totalCells[index]!;
        if (index === 0) {
          return (
            <th key={spec.id} scope="row">
              {value}
            </th>
          );
        }
        return (
          <td key={spec.id} className={spec.kind === 'text' ? undefined : 'numeric'}>
            {spec.kind === 'money' && typeof value === 'number' ? (
              <span className={styles.nowrap}>
                <Money cents={value} />
              </span>
            ) : (
              value
            )}
          </td>
        );
      })}
    </tr>
  );
  const csvFooter = [
    columns.map((spec, index) => csvValue(spec.kind, totalCells[index]!) as string | number),
  ];
  return (
    <DataTable
      caption={caption}
      columns={tableColumns}
      data={rows}
      csvName={csvName}
      filterable={false}
      footer={footer}
      csvFooter={csvFooter}
    />
  );
}
