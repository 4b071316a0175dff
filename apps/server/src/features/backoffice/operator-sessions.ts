import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { OperatorSessionsTable, OperatorsTable } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { wallMs } from '../../lib/context.ts';
import { readCookie } from '../../lib/request-language.ts';
import { hashToken } from '../../lib/sessions.ts';

/**
 * Operator sessions (decision 043): apart from member sessions, in a cookie scoped to /bo/
 * (SameSite=Strict, HttpOnly, Secure over HTTPS), random 32-byte tokens stored as SHA-256
 * hashes. Short idle expiry (BO_IDLE_MINUTES), eight hours at most, and a session only counts
 * as signed in at stage `full` (password and second factor both checked).
 */
export const BO_COOKIE = 'bo_session';
const SECURE_BO_COOKIE = '__Secure-bo_session';
const ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** A half-finished sign-in (password checked, code awaited) lives this long. */
const PENDING_MS = 10 * 60 * 1000;

export type OperatorStage = OperatorSessionsTable['stage'];
export type OperatorRow = Selectable<OperatorsTable>;

function cookieParts(request: FastifyRequest, value: string, maxAgeS: number): string {
  const secure = request.protocol === 'https';
  const parts = [
    `${secure ? SECURE_BO_COOKIE : BO_COOKIE}=${value}`,
    'Path=/bo/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeS}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function presentedOperatorToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return readCookie(header, SECURE_BO_COOKIE) ?? readCookie(header, BO_COOKIE) ?? null;
}

export async function startOperatorSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  operatorId: number,
  stage: OperatorStage,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = wallMs(ctx);
  // A new stage is a new token: the half-signed-in one dies (no fixation across stages).
  const previous = presentedOperatorToken(request);
  if (previous) await endOperatorSession(ctx, previous);
  await ctx.db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      stage,
      ip: request.ip,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + (stage === 'full' ? ABSOLUTE_MS : PENDING_MS)).toISOString(),
    })
    .execute();
  void reply.header('set-cookie', cookieParts(request, token, Math.floor(ABSOLUTE_MS / 1000)));
}

export interface OperatorSession {
  tokenHash: string;
  stage: OperatorStage;
  operator: OperatorRow;
}

/** The live session a request presents (touching its idle clock), or null. */
export async function resolveOperatorSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<OperatorSession | null> {
  const token = presentedOperatorToken(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await ctx.db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .select([
      'operator_sessions.stage',
      'operator_sessions.last_seen_at',
      'operator_sessions.expires_at',
      'operator_sessions.ended_at',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.disabled === 1) return null;
  const now = wallMs(ctx);
  const idleMs = ctx.config.BO_IDLE_MINUTES * 60_000;
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + idleMs <= now) {
    return null;
  }
  // Touch at most every half minute: a screen's burst of calls writes once.
  if (now - Date.parse(row.last_seen_at) > 30_000) {
    await ctx.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  const { stage, last_seen_at: _seen, expires_at: _expires, ended_at: _ended, ...operator } = row;
  return { tokenHash, stage, operator };
}

export async function endOperatorSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db
    .updateTable('operator_sessions')
    .set({ ended_at: new Date(wallMs(ctx)).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('ended_at', 'is', null)
    .execute();
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookieParts(request, '', 0));
}
