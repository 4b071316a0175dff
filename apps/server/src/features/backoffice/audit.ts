import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import type { BoPrincipal } from './bo-guard.ts';

/**
 * The audit log (decision 043): one append-only row per write an operator makes, with who, when,
 * from where, what, the values before and after and the reason. Nothing updates or deletes it:
 * no route, command or job has a query that would.
 */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditActor {
  operatorId: number | null;
  username: string;
  via: BoPrincipal['via'] | 'cli';
  ip: string;
}

export function actorOf(principal: BoPrincipal, request: FastifyRequest): AuditActor {
  return {
    operatorId: principal.operatorId,
    username: principal.username,
    via: principal.via,
    ip: request.ip,
  };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(
  ctx: Pick<AppContext, 'clock'> & { db: Kysely<Database> },
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      at: new Date(nowMs(ctx)).toISOString(),
      operator_id: actor.operatorId,
      operator_name: actor.username,
      via: actor.via,
      ip: actor.ip,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason ?? null,
    })
    .execute();
}
