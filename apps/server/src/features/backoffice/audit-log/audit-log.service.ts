import { sql } from 'kysely';
import type { AuditPage, AuditRow, AuditSearchQuery } from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { dayBounds } from '../../../lib/day-range.ts';

/**
 * Searching the audit log (issue 21, decision 043). Reads only: the log is append-only, and
 * nothing in the server updates or deletes its rows (audit-log.test.ts reads the source to
 * keep it so).
 */

/** A LIKE pattern matching `text` literally, with `!` as the escape character. */
const literal = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A row is shown whatever it holds: an unreadable value is shown as the text it is.
    return text;
  }
}

export async function searchAudit(ctx: AppContext, query: AuditSearchQuery): Promise<AuditPage> {
  let base = ctx.db.selectFrom('audit_log');
  if (query.operator !== undefined) {
    const name = query.operator.toLowerCase();
    const id = /^\d{1,9}$/.test(name) ? Number(name) : null;
    // A name of digits only is a valid user name too: digits match either.
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(operator_name)`, '=', name),
        ...(id === null ? [] : [eb('operator_id', '=', id)]),
      ]),
    );
  }
  if (query.action !== undefined) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const pattern = `${literal(query.action.toLowerCase())}%`;
    base = base.where(sql<boolean>`lower(action) like ${pattern} escape '!'`);
  }
  if (query.targetType !== undefined) base = base.where('target_type', '=', query.targetType);
  if (query.targetId !== undefined) base = base.where('target_id', '=', query.targetId);
  const { from, before } = dayBounds(query);
  if (from) base = base.where('at', '>=', from);
  if (before) base = base.where('at', '<', before);
  if (query.q !== undefined) {
    const pattern = `%${literal(query.q.toLowerCase())}%`;
    base = base.where(sql<boolean>`lower(reason) like ${pattern} escape '!'`);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row): AuditRow => ({
      id: Number(row.id),
      at: row.at,
      operatorId: row.operator_id === null ? null : Number(row.operator_id),
      operatorName: row.operator_name,
      via: row.via,
      ip: row.ip,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: parseJson(row.before_json),
      after: parseJson(row.after_json),
      reason: row.reason,
    })),
    total: Number(count.n),
  };
}
