import { sql, type Kysely, type Selectable } from 'kysely';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type ErrorCode,
  type ExclusionRefusal,
  type PendingChange,
  type RgExclusionDuration,
  type RgExclusionKind,
  type RgExclusionState,
  type RgLimitKind,
  type RgPeriod,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { RgLimitsTable, RgSettingsTable } from '../../db/schema/player-protection-tables.ts';
import { isPostgres } from '../../db/dialect.ts';
import { prepared } from '../../db/prepared.ts';
import { AppError, dateTimeDetail } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { allBounds, type PeriodBounds } from './periods.ts';

/**
 * The rules every money route shares (decision 048): what is in force for a member at an
 * instant, and the checks that refuse a stake, a deposit request, a launch, a login or an
 * agent's transfer. Pending changes are applied in memory when their time has come (and
 * written back by the member's own calls), so a check never writes.
 */
type Db = Kysely<Database>;
export type SettingsRow = Selectable<RgSettingsTable>;
export type LimitRow = Selectable<RgLimitsTable>;

export const STAKE_KINDS = ['bet', 'vendor.bet'] as const;
export const WIN_KINDS = ['win', 'vendor.win'] as const;
export const ROLLBACK_KINDS = ['rollback', 'vendor.rollback'] as const;
const PLAY_KINDS = [...STAKE_KINDS, ...WIN_KINDS, ...ROLLBACK_KINDS];

export function timeZoneOf(ctx: AppContext): string {
  return ctx.config.MERCHANT_TIME_ZONE ?? 'America/Sao_Paulo';
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Compiled once (decision 051, third pass): every stake reads it inside the ledger's
 * transaction (`checkStake`), so a member without tools costs this one lookup and no query
 * building. Never cached: a member's change and an operator's exclusion apply at once.
 */
const settingsOf = prepared((db, p: { memberId: number }) =>
  db.selectFrom('rg_settings').selectAll().where('member_id', '=', p.memberId),
);

export async function loadSettings(db: Db, memberId: number): Promise<SettingsRow | undefined> {
  const [row] = await settingsOf(db, { memberId });
  return row;
}

export async function loadLimits(db: Db, memberId: number): Promise<LimitRow[]> {
  return db.selectFrom('rg_limits').selectAll().where('member_id', '=', memberId).execute();
}

export interface Effective<T> {
  value: T | null;
  pending: PendingChange | null;
}

/** A value with a pending change: the change once its time has come, else both. */
function resolve(
  current: number | null,
  pendingValue: number | null,
  pendingAt: string | null,
  nowIso: string,
): Effective<number> {
  if (pendingAt === null) return { value: current, pending: null };
  if (pendingAt <= nowIso) return { value: pendingValue, pending: null };
  return { value: current, pending: { value: pendingValue, effectiveAt: pendingAt } };
}

export function effectiveLimit(row: LimitRow, nowIso: string): Effective<number> {
  return resolve(
    Number(row.amount_cents),
    row.pending_amount_cents === null ? null : Number(row.pending_amount_cents),
    row.pending_at,
    nowIso,
  );
}

export function effectiveSessionLimit(
  s: SettingsRow | undefined,
  nowIso: string,
): Effective<number> {
  if (!s) return { value: null, pending: null };
  return resolve(
    s.session_limit_minutes,
    s.session_limit_pending,
    s.session_limit_pending_at,
    nowIso,
  );
}

/** The break or self-exclusion in force at this instant, or null. */
export function activeExclusion(
  s: SettingsRow | undefined,
  nowIso: string,
): RgExclusionState | null {
  if (!s || !s.exclusion_kind || !s.exclusion_started_at) return null;
  const kind = s.exclusion_kind as RgExclusionKind;
  if (kind === 'timeout') {
    if (!s.exclusion_until || s.exclusion_until <= nowIso) return null;
  } else if (s.exclusion_ends_at !== null && s.exclusion_ends_at <= nowIso) {
    return null;
  }
  return {
    kind,
    duration: s.exclusion_duration as RgExclusionDuration,
    startedAt: s.exclusion_started_at,
    until: s.exclusion_until,
    endRequestedAt: s.exclusion_end_requested_at,
    endsAt: kind === 'timeout' ? s.exclusion_until : s.exclusion_ends_at,
  };
}

/** The refusal of an excluded member (login, stake, deposit, launch): rg.excluded.*. */
export function exclusionError(ctx: AppContext, exclusion: RgExclusionState): AppError {
  const code: ErrorCode =
    exclusion.kind === 'timeout'
      ? 'rg.excluded.timeout'
      : exclusion.until === null
        ? 'rg.excluded.permanent'
        : 'rg.excluded.self';
  const until = exclusion.endsAt ?? exclusion.until;
  const value: ExclusionRefusal = { kind: exclusion.kind, until, withdrawable: true };
  return new AppError(code, 403, until ? dateTimeDetail(until, timeZoneOf(ctx)) : '', value);
}

/** Refuses with rg.excluded.* while a break or self-exclusion is in force. */
export async function assertNotExcluded(ctx: AppContext, memberId: number): Promise<void> {
  const settings = await loadSettings(ctx.db, memberId);
  if (!settings?.exclusion_kind) return;
  const exclusion = activeExclusion(settings, iso(nowMs(ctx)));
  if (exclusion) throw exclusionError(ctx, exclusion);
}

export type Sums = Record<RgPeriod, number>;
const zero = (): Sums => ({ day: 0, week: 0, month: 0 });

/** Play figures of one account per period: wagers (stakes - rollbacks) and net loss. */
export async function playSums(
  db: Db,
  accountId: number,
  bounds: Record<RgPeriod, PeriodBounds>,
): Promise<{ wager: Sums; loss: Sums }> {
  const day = iso(bounds.day.start);
  const week = iso(bounds.week.start);
  const month = iso(bounds.month.start);
  const earliest = week < month ? week : month;
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      't.kind as kind',
      sql<string | number>`sum(case when e.created_at >= ${day} then e.amount_cents else 0 end)`.as(
        'd',
      ),
      sql<
        string | number
      >`sum(case when e.created_at >= ${week} then e.amount_cents else 0 end)`.as('w'),
      sql<
        string | number
      >`sum(case when e.created_at >= ${month} then e.amount_cents else 0 end)`.as('m'),
    ])
    .where('e.account_id', '=', accountId)
    .where('e.created_at', '>=', earliest)
    .where('t.kind', 'in', PLAY_KINDS)
    .groupBy('t.kind')
    .execute();
  const wager = zero();
  const loss = zero();
  for (const row of rows) {
    const signed: Sums = { day: Number(row.d), week: Number(row.w), month: Number(row.m) };
    const kind = row.kind as (typeof PLAY_KINDS)[number];
    for (const period of RG_PERIODS) {
      // Entries on the member's side are signed: stakes negative, wins and refunds positive.
      if ((STAKE_KINDS as readonly string[]).includes(kind)) wager[period] -= signed[period];
      if ((ROLLBACK_KINDS as readonly string[]).includes(kind)) wager[period] -= signed[period];
      loss[period] -= signed[period];
    }
  }
  return { wager, loss };
}

/** Deposits counted against deposit limits: credited plus still-pending requests. */
export async function depositSums(
  ctx: AppContext,
  memberId: number,
  bounds: Record<RgPeriod, PeriodBounds>,
  now: number,
): Promise<Sums> {
  const week = iso(bounds.week.start);
  const month = iso(bounds.month.start);
  const earliest = week < month ? week : month;
  const expiredBefore = iso(now - ctx.config.DEPOSIT_EXPIRY_MINUTES * 60_000);
  const rows = await ctx.db
    .selectFrom('deposits')
    .select(['amount_cents', 'created_at', 'status'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .where('created_at', '>=', earliest)
    .where('status', 'in', ['approved', 'pending'])
    .execute();
  const sums = zero();
  for (const row of rows) {
    if (row.status === 'pending' && row.created_at < expiredBefore) continue;
    for (const period of RG_PERIODS) {
      if (row.created_at >= iso(bounds[period].start)) sums[period] += Number(row.amount_cents);
    }
  }
  return sums;
}

export interface LimitBreach {
  kind: RgLimitKind;
  period: RgPeriod;
  limitCents: number;
  usedCents: number;
  resetsAt: string;
}

export function limitError(ctx: AppContext, breach: LimitBreach): AppError {
  return new AppError(
    `rg.limit.${breach.kind}.${breach.period}` as ErrorCode,
    403,
    dateTimeDetail(breach.resetsAt, timeZoneOf(ctx)),
    breach,
  );
}

/** The limits in force of one kind, by period. */
function inForce(limits: LimitRow[], kind: RgLimitKind, nowIso: string) {
  return limits
    .filter((row) => row.kind === kind)
    .map((row) => ({ period: row.period as RgPeriod, amount: effectiveLimit(row, nowIso).value }))
    .filter((row): row is { period: RgPeriod; amount: number } => row.amount !== null)
    .sort((a, b) => RG_PERIODS.indexOf(a.period) - RG_PERIODS.indexOf(b.period));
}

/** The most recent session of the member not ended: "the current session" of a stake. */
async function currentSession(db: Db, memberId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'rg_started_at', 'rg_reality_due_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function sessionStart(row: { created_at: string; rg_started_at: string | null }): string {
  return row.rg_started_at ?? row.created_at;
}

/** When the session's next reality check falls due. */
export function realityDueAt(
  row: { created_at: string; rg_started_at: string | null; rg_reality_due_at: string | null },
  minutes: number,
): string {
  return row.rg_reality_due_at ?? iso(Date.parse(sessionStart(row)) + minutes * 60_000);
}

/**
 * The stake check the ledger runs inside its transfer transaction, for a member's debit of a
 * stake kind (BGS spins, provider debits, lottery bets: every stake route, present and future).
 * A member without tools costs one primary-key lookup. Otherwise, in order: exclusion, session
 * limit, reality check, wager and loss limits. On PostgreSQL the member's ledger account row is
 * locked first, so two stakes of one member are summed one after the other; SQLite's BEGIN
 * IMMEDIATE already runs one write at a time.
 */
export async function checkStake(
  ctx: AppContext,
  memberId: number,
  accountId: number,
  amountCents: number,
  now: number,
): Promise<void> {
  const settings = await loadSettings(ctx.db, memberId);
  if (!settings) return;
  const nowIso = iso(now);
  const exclusion = activeExclusion(settings, nowIso);
  if (exclusion) throw exclusionError(ctx, exclusion);

  const sessionLimit = effectiveSessionLimit(settings, nowIso).value;
  const interval = settings.reality_check_minutes;
  if (sessionLimit !== null || interval !== null) {
    const session = await currentSession(ctx.db, memberId);
    if (session) {
      const started = Date.parse(sessionStart(session));
      if (sessionLimit !== null && now - started >= sessionLimit * 60_000) {
        throw new AppError('rg.limit.session', 403, `${sessionLimit} min`, {
          limitMinutes: sessionLimit,
          sessionStartedAt: sessionStart(session),
        });
      }
      if (interval !== null) {
        const dueAt = realityDueAt(session, interval);
        if (dueAt <= nowIso) {
          throw new AppError('rg.reality.check.due', 409, '', { dueAt, intervalMinutes: interval });
        }
      }
    }
  }

  const limits = await loadLimits(ctx.db, memberId);
  const wagers = inForce(limits, 'wager', nowIso);
  const losses = inForce(limits, 'loss', nowIso);
  if (wagers.length === 0 && losses.length === 0) return;
  if (isPostgres(ctx.db)) {
    await ctx.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('id', '=', accountId)
      .forUpdate()
      .execute();
  }
  const bounds = allBounds(now, timeZoneOf(ctx));
  const sums = await playSums(ctx.db, accountId, bounds);
  for (const [kind, list] of [
    ['wager', wagers],
    ['loss', losses],
  ] as const) {
    for (const { period, amount } of list) {
      const used = sums[kind][period];
      if (used + amountCents > amount) {
        throw limitError(ctx, {
          kind,
          period,
          limitCents: amount,
          usedCents: Math.max(0, used),
          resetsAt: iso(bounds[period].end),
        });
      }
    }
  }
}

/**
 * A deposit request: refused while excluded, and when credited deposits plus pending requests
 * of a period plus this amount would pass that period's deposit limit.
 */
export async function checkDeposit(
  ctx: AppContext,
  memberId: number,
  amountCents: number,
): Promise<void> {
  const settings = await loadSettings(ctx.db, memberId);
  if (!settings) return;
  const now = nowMs(ctx);
  const nowIso = iso(now);
  const exclusion = activeExclusion(settings, nowIso);
  if (exclusion) throw exclusionError(ctx, exclusion);
  const limits = inForce(await loadLimits(ctx.db, memberId), 'deposit', nowIso);
  if (limits.length === 0) return;
  const bounds = allBounds(now, timeZoneOf(ctx));
  const sums = await depositSums(ctx, memberId, bounds, now);
  for (const { period, amount } of limits) {
    if (sums[period] + amountCents > amount) {
      throw limitError(ctx, {
        kind: 'deposit',
        period,
        limitCents: amount,
        usedCents: sums[period],
        resetsAt: iso(bounds[period].end),
      });
    }
  }
}

export { RG_LIMIT_KINDS, RG_PERIODS };
