import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Column conventions the migrations share (not a migration itself): flags are 0/1 integers,
 * instants ISO-8601 text, money integer cents, ids auto-increment in each dialect's spelling.
 */
export type Table = CreateTableBuilder<string, never>;

export function withId(db: Kysely<unknown>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
export const flag = (value: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col.notNull().defaultTo(value);
export const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchants.code').onDelete('cascade');
export const memberRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('members.id').onDelete('cascade');
