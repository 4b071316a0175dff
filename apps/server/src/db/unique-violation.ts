/**
 * True when a failed insert or update ran into a unique key: PostgreSQL's code 23505 or
 * SQLite's "UNIQUE constraint failed". The one test every "insert, and on a clash..." uses.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : '';
  return e?.code === '23505' || message.includes('UNIQUE constraint failed');
}
