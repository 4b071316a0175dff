import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { DateTime, Money } from '../../components/format.tsx';
import { percentText } from './percent.ts';

/**
 * Columns the agents area's payout tables share (an agent's payouts, a settlement run's lines):
 * each reads one field of the row, keyed by the field's name as `col.accessor(name)` would.
 */
type KeysOf<R, V> = { [K in keyof R]: R[K] extends V ? K : never }[keyof R] & string;

/** Cents as units, for the CSV export. */
export const centsText = (value: number) => (value / 100).toFixed(2);

/** An amount in cents: money on screen, right-aligned, units in the CSV. */
export function moneyColumn<R>(key: KeysOf<R, number>, header: string): ColumnDef<R, number> {
  const value = (row: R) => row[key] as number;
  return {
    id: key,
    accessorFn: value,
    header,
    cell: (c) => <Money cents={c.getValue()} />,
    meta: { numeric: true, csv: (row) => centsText(value(row)) },
  };
}

/** A rate in basis points, as a percentage in the operator's language. */
export function rateColumn<R>(
  key: KeysOf<R, number>,
  header: string,
  language: string,
): ColumnDef<R, number> {
  return {
    id: key,
    accessorFn: (row) => row[key] as number,
    header,
    cell: (c) => `${percentText(c.getValue(), language)}%`,
    meta: { numeric: true },
  };
}

/** An instant, in the operator's time zone. */
export function dateTimeColumn<R>(key: KeysOf<R, string>, header: string): ColumnDef<R, string> {
  return {
    id: key,
    accessorFn: (row) => row[key] as string,
    header,
    cell: (c) => <DateTime iso={c.getValue()} />,
  };
}

/** The agent a line is for (user name), linked to the agent's page. */
export function agentColumn<R extends { agent: { id: number; userName: string } }>(
  header: string,
): ColumnDef<R, string> {
  return {
    id: 'agent',
    accessorFn: (row) => row.agent.userName,
    header,
    cell: (c) => <Link to={`/agents/${c.row.original.agent.id}`}>{c.getValue()}</Link>,
  };
}
