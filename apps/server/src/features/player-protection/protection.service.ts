import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  RG_COOLING_OFF_MS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_TIMEOUT_DURATIONS,
  type ExclusionBody,
  type ProtectionState,
  type RealityCheckValue,
  type RgActivity,
  type RgExclusionDuration,
  type RgExclusionState,
  type RgHistory,
  type RgHistoryItem,
  type RgLimitKind,
  type RgLimitState,
  type RgPeriod,
  type SetLimitBody,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError, dateTimeDetail } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { recheckLoginPassword } from '../auth/password-recheck.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { allBounds } from './periods.ts';
import {
  activeExclusion,
  depositSums,
  effectiveLimit,
  effectiveSessionLimit,
  exclusionError,
  iso,
  loadLimits,
  loadSettings,
  playSums,
  realityDueAt,
  ROLLBACK_KINDS,
  sessionStart,
  STAKE_KINDS,
  timeZoneOf,
  WIN_KINDS,
  type SettingsRow,
} from './rules.ts';

/**
 * The member's player-protection tools (decision 048): limits with their cooling-off, the
 * session limit, reality checks, breaks and self-exclusion, activity and history.
 */
type Db = Kysely<Database>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function memberAccountId(db: Db, merchantCode: string, memberId: number) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('owner_key', '=', `member:${memberId}`)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The member's row of tools, created on the first change. */
async function ensureSettings(ctx: AppContext, memberId: number, nowIso: string): Promise<void> {
  await ctx.db
    .insertInto('rg_settings')
    .values({ member_id: memberId, merchant_code: ctx.merchantCode, updated_at: nowIso })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

async function addHistory(
  ctx: AppContext,
  memberId: number,
  entry: { at: string; what: string; from: unknown; to: unknown; effectiveAt: string | null },
): Promise<void> {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  await ctx.db
    .insertInto('rg_history')
    .values({
      merchant_code: ctx.merchantCode,
      member_id: memberId,
      at: entry.at,
      what: entry.what,
      from_value: text(entry.from),
      to_value: text(entry.to),
      effective_at: entry.effectiveAt,
    })
    .execute();
}

/** Writes back the pending changes whose time has come (reads apply them anyway). */
async function settle(ctx: AppContext, memberId: number, nowIso: string): Promise<void> {
  await ctx.db
    .deleteFrom('rg_limits')
    .where('member_id', '=', memberId)
    .where('pending_at', '<=', nowIso)
    .where('pending_amount_cents', 'is', null)
    .execute();
  await ctx.db
    .updateTable('rg_limits')
    .set((eb) => ({
      amount_cents: eb.ref('pending_amount_cents') as never,
      pending_amount_cents: null,
      pending_at: null,
      updated_at: nowIso,
    }))
    .where('member_id', '=', memberId)
    .where('pending_at', '<=', nowIso)
    .where('pending_amount_cents', 'is not', null)
    .execute();
  await ctx.db
    .updateTable('rg_settings')
    .set((eb) => ({
      session_limit_minutes: eb.ref('session_limit_pending'),
      session_limit_pending: null,
      session_limit_pending_at: null,
      updated_at: nowIso,
    }))
    .where('member_id', '=', memberId)
    .where('session_limit_pending_at', '<=', nowIso)
    .execute();
}

// ---------------------------------------------------------------- activity and state

function clippedMinutes(
  sessions: { created_at: string; last_seen_at: string }[],
  from: number,
  to: number,
): number {
  let ms = 0;
  for (const s of sessions) {
    const start = Math.max(Date.parse(s.created_at), from);
    const end = Math.min(Date.parse(s.last_seen_at), to);
    if (end > start) ms += end - start;
  }
  return Math.floor(ms / MINUTE);
}

async function netDeposits(db: Db, accountId: number | null, since: string | null) {
  if (accountId === null) return 0;
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(sql<string | number | null>`sum(e.amount_cents)`.as('n'))
    .where('e.account_id', '=', accountId)
    .where('t.kind', 'in', ['deposit', 'withdrawal.hold', 'withdrawal.rejected']);
  if (since) query = query.where('e.created_at', '>=', since);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function memberActivity(
  ctx: AppContext,
  memberId: number,
  currentSessionId: string | null,
): Promise<RgActivity> {
  const now = nowMs(ctx);
  const bounds = allBounds(now, timeZoneOf(ctx));
  const accountId = await memberAccountId(ctx.db, ctx.merchantCode, memberId);
  const earliest = Math.min(bounds.week.start, bounds.month.start);
  const sessions = await ctx.db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('last_seen_at', '>=', iso(earliest))
    .execute();
  let previous = ctx.db
    .selectFrom('sessions')
    .select(['created_at', 'ip'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(1);
  if (currentSessionId) {
    const current = await ctx.db
      .selectFrom('sessions')
      .select('created_at')
      .where('id', '=', currentSessionId)
      .executeTakeFirst();
    previous = previous.where('id', '<>', currentSessionId);
    if (current) previous = previous.where('created_at', '<=', current.created_at);
  }
  const before = await previous.executeTakeFirst();
  return {
    netDepositMonthCents: await netDeposits(ctx.db, accountId, iso(bounds.month.start)),
    netDepositTotalCents: await netDeposits(ctx.db, accountId, null),
    playMinutesToday: clippedMinutes(sessions, bounds.day.start, now),
    playMinutesWeek: clippedMinutes(sessions, bounds.week.start, now),
    playMinutesMonth: clippedMinutes(sessions, bounds.month.start, now),
    previousLoginAt: before?.created_at ?? null,
    previousLoginIp: before?.ip || null,
  };
}

/** Limits, pending changes, session limit, reality check, exclusion (no activity). */
export async function protectionTools(ctx: AppContext, memberId: number) {
  const now = nowMs(ctx);
  const nowIso = iso(now);
  const settings = await loadSettings(ctx.db, memberId);
  const rows = settings ? await loadLimits(ctx.db, memberId) : [];
  const bounds = allBounds(now, timeZoneOf(ctx));
  const accountId = await memberAccountId(ctx.db, ctx.merchantCode, memberId);
  const play = accountId === null ? null : await playSums(ctx.db, accountId, bounds);
  const deposits = await depositSums(ctx, memberId, bounds, now);
  const limits: RgLimitState[] = [];
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const effective = row ? effectiveLimit(row, nowIso) : { value: null, pending: null };
      const used =
        kind === 'deposit' ? deposits[period] : play ? Math.max(0, play[kind][period]) : 0;
      limits.push({
        kind,
        period,
        amountCents: effective.value,
        pending: effective.pending,
        usedCents: used,
        resetsAt: iso(bounds[period].end),
      });
    }
  }
  const session = effectiveSessionLimit(settings, nowIso);
  return {
    limits,
    sessionLimitMinutes: session.value,
    sessionLimitPending: session.pending,
    realityCheckMinutes: settings?.reality_check_minutes ?? null,
    exclusion: activeExclusion(settings, nowIso),
    coolingOffHours: Math.round(RG_COOLING_OFF_MS / HOUR),
  };
}

export async function protectionState(
  ctx: AppContext,
  auth: Pick<AuthContext, 'memberId' | 'sessionId'>,
): Promise<ProtectionState> {
  await settle(ctx, auth.memberId, iso(nowMs(ctx)));
  return {
    ...(await protectionTools(ctx, auth.memberId)),
    activity: await memberActivity(ctx, auth.memberId, auth.sessionId),
  };
}

// ---------------------------------------------------------------- changes

/** Runs a change in one write transaction, after writing back what is due. */
function change<T>(
  ctx: AppContext,
  memberId: number,
  work: (tctx: AppContext, now: number) => Promise<T>,
): Promise<T> {
  return writeTransaction(ctx.db, async (trx) => {
    const tctx = { ...ctx, db: trx };
    const now = nowMs(ctx);
    await ensureSettings(tctx, memberId, iso(now));
    await settle(tctx, memberId, iso(now));
    return work(tctx, now);
  });
}

/**
 * A limit: a new or lower one applies at once (and cancels a pending raise); a higher one, or
 * removing it, waits RG_COOLING_OFF_MS (a later change restarts the wait).
 */
export async function setLimit(ctx: AppContext, memberId: number, body: SetLimitBody) {
  const kind = body.kind as RgLimitKind;
  const period = body.period as RgPeriod;
  const wanted = body.amountCents;
  await change(ctx, memberId, async (tctx, now) => {
    const nowIso = iso(now);
    const row = (await loadLimits(tctx.db, memberId)).find(
      (r) => r.kind === kind && r.period === period,
    );
    const current = row ? Number(row.amount_cents) : null;
    const what = `limit.${kind}.${period}`;
    if (current === null) {
      if (wanted === null) return;
      await tctx.db
        .insertInto('rg_limits')
        .values({
          merchant_code: tctx.merchantCode,
          member_id: memberId,
          kind,
          period,
          amount_cents: wanted,
          pending_amount_cents: null,
          pending_at: null,
          updated_at: nowIso,
        })
        .execute();
      await addHistory(tctx, memberId, {
        at: nowIso,
        what,
        from: null,
        to: wanted,
        effectiveAt: null,
      });
      return;
    }
    if (wanted !== null && wanted <= current) {
      if (wanted === current && row!.pending_at === null) return;
      await tctx.db
        .updateTable('rg_limits')
        .set({
          amount_cents: wanted,
          pending_amount_cents: null,
          pending_at: null,
          updated_at: nowIso,
        })
        .where('id', '=', row!.id)
        .execute();
      await addHistory(tctx, memberId, {
        at: nowIso,
        what,
        from: current,
        to: wanted,
        effectiveAt: null,
      });
      return;
    }
    const effectiveAt = iso(now + RG_COOLING_OFF_MS);
    await tctx.db
      .updateTable('rg_limits')
      .set({ pending_amount_cents: wanted, pending_at: effectiveAt, updated_at: nowIso })
      .where('id', '=', row!.id)
      .execute();
    await addHistory(tctx, memberId, { at: nowIso, what, from: current, to: wanted, effectiveAt });
  });
}

/** The session time limit: the same cooling-off rules as a money limit. */
export async function setSessionLimit(ctx: AppContext, memberId: number, minutes: number | null) {
  await change(ctx, memberId, async (tctx, now) => {
    const nowIso = iso(now);
    const settings = (await loadSettings(tctx.db, memberId))!;
    const current = settings.session_limit_minutes;
    const what = 'session.limit';
    if (current === null || (minutes !== null && minutes <= current)) {
      if (minutes === current && settings.session_limit_pending_at === null) return;
      if (current === null && minutes === null) return;
      await tctx.db
        .updateTable('rg_settings')
        .set({
          session_limit_minutes: minutes,
          session_limit_pending: null,
          session_limit_pending_at: null,
          updated_at: nowIso,
        })
        .where('member_id', '=', memberId)
        .execute();
      await addHistory(tctx, memberId, {
        at: nowIso,
        what,
        from: current,
        to: minutes,
        effectiveAt: null,
      });
      return;
    }
    const effectiveAt = iso(now + RG_COOLING_OFF_MS);
    await tctx.db
      .updateTable('rg_settings')
      .set({
        session_limit_pending: minutes,
        session_limit_pending_at: effectiveAt,
        updated_at: nowIso,
      })
      .where('member_id', '=', memberId)
      .execute();
    await addHistory(tctx, memberId, { at: nowIso, what, from: current, to: minutes, effectiveAt });
  });
}

/** The reality-check interval applies at once: the member's live sessions count from now. */
export async function setRealityCheck(ctx: AppContext, memberId: number, minutes: number | null) {
  await change(ctx, memberId, async (tctx, now) => {
    const nowIso = iso(now);
    const settings = (await loadSettings(tctx.db, memberId))!;
    const current = settings.reality_check_minutes;
    if (current === minutes) return;
    await tctx.db
      .updateTable('rg_settings')
      .set({ reality_check_minutes: minutes, updated_at: nowIso })
      .where('member_id', '=', memberId)
      .execute();
    await tctx.db
      .updateTable('sessions')
      .set({ rg_reality_due_at: minutes === null ? null : iso(now + minutes * MINUTE) })
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .execute();
    await addHistory(tctx, memberId, {
      at: nowIso,
      what: 'reality.check',
      from: current,
      to: minutes,
      effectiveAt: null,
    });
  });
}

// ---------------------------------------------------------------- reality checks

async function sessionRow(ctx: AppContext, sessionId: string) {
  return ctx.db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'rg_started_at', 'rg_reality_due_at'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

export async function realityCheck(ctx: AppContext, auth: AuthContext): Promise<RealityCheckValue> {
  const now = nowMs(ctx);
  const nowIso = iso(now);
  const settings = await loadSettings(ctx.db, auth.memberId);
  const interval = settings?.reality_check_minutes ?? null;
  const session = await sessionRow(ctx, auth.sessionId);
  const startedAt = sessionStart(session);
  const accountId = await memberAccountId(ctx.db, ctx.merchantCode, auth.memberId);
  let stakes = 0;
  let wins = 0;
  if (accountId !== null) {
    const rows = await ctx.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select(['t.kind as kind', sql<string | number>`sum(e.amount_cents)`.as('n')])
      .where('e.account_id', '=', accountId)
      .where('e.created_at', '>=', startedAt)
      .where('t.kind', 'in', [...STAKE_KINDS, ...WIN_KINDS, ...ROLLBACK_KINDS])
      .groupBy('t.kind')
      .execute();
    for (const row of rows) {
      const n = Number(row.n);
      if ((WIN_KINDS as readonly string[]).includes(row.kind)) wins += n;
      else stakes -= n; // stakes are negative on the member's side, refunds positive
    }
  }
  const nextAt = interval === null ? null : realityDueAt(session, interval);
  return {
    intervalMinutes: interval,
    due: nextAt !== null && nextAt <= nowIso,
    nextAt,
    sessionStartedAt: startedAt,
    playedMinutes: Math.max(0, Math.floor((now - Date.parse(startedAt)) / MINUTE)),
    netResultCents: wins - stakes,
    stakesCents: stakes,
    winsCents: wins,
  };
}

/** "Continue": the next check falls due one interval from now, in every live session. */
export async function continueRealityCheck(
  ctx: AppContext,
  auth: AuthContext,
): Promise<RealityCheckValue> {
  const settings = await loadSettings(ctx.db, auth.memberId);
  const interval = settings?.reality_check_minutes ?? null;
  if (interval !== null) {
    await ctx.db
      .updateTable('sessions')
      .set({ rg_reality_due_at: iso(nowMs(ctx) + interval * MINUTE) })
      .where('member_id', '=', auth.memberId)
      .where('ended_at', 'is', null)
      .execute();
  }
  return realityCheck(ctx, auth);
}

// ---------------------------------------------------------------- breaks and self-exclusion

const TIMEOUT_MS: Record<string, number> = {
  '24h': DAY,
  '72h': 3 * DAY,
  '7d': 7 * DAY,
  '14d': 14 * DAY,
  '30d': 30 * DAY,
  '42d': 42 * DAY,
};

/** The end of a chosen period (null: permanent); months and years by the calendar. */
export function exclusionUntil(duration: RgExclusionDuration, now: number): string | null {
  if (duration === 'permanent') return null;
  if (duration in TIMEOUT_MS) return iso(now + TIMEOUT_MS[duration]!);
  const date = new Date(now);
  if (duration === '6m') date.setUTCMonth(date.getUTCMonth() + 6);
  if (duration === '1y') date.setUTCFullYear(date.getUTCFullYear() + 1);
  if (duration === '5y') date.setUTCFullYear(date.getUTCFullYear() + 5);
  return date.toISOString();
}

function isTimeout(duration: RgExclusionDuration): boolean {
  return (RG_TIMEOUT_DURATIONS as readonly string[]).includes(duration);
}

/**
 * Takes a break or excludes oneself, confirmed with the login password. While one is in force
 * a new one is accepted only when it is stricter: a self-exclusion replaces a break, and either
 * may be lengthened (a later end, or permanent); anything else is rg.exclusion.active.
 */
export async function startExclusion(
  ctx: AppContext,
  memberId: number,
  body: ExclusionBody,
): Promise<void> {
  const now = nowMs(ctx);
  if (!(await recheckLoginPassword(ctx, memberId, body.password, { now: new Date(now) }))) {
    throw new AppError('security.password.incorrect', 400, '', { field: 'password' });
  }
  const duration = body.duration as RgExclusionDuration;
  const kind = isTimeout(duration) ? 'timeout' : 'self';
  const until = exclusionUntil(duration, now);
  await change(ctx, memberId, async (tctx) => {
    const nowIso = iso(now);
    const settings = (await loadSettings(tctx.db, memberId))!;
    const active = activeExclusion(settings, nowIso);
    if (active && !stricter(active, kind, until)) throw new AppError('rg.exclusion.active', 409);
    await tctx.db
      .updateTable('rg_settings')
      .set({
        exclusion_kind: kind,
        exclusion_duration: duration,
        exclusion_started_at: nowIso,
        exclusion_until: until,
        exclusion_end_requested_at: null,
        exclusion_ends_at: null,
        updated_at: nowIso,
      })
      .where('member_id', '=', memberId)
      .execute();
    await addHistory(tctx, memberId, {
      at: nowIso,
      what: `exclusion.${kind}`,
      from: active?.duration ?? null,
      to: duration,
      effectiveAt: null,
    });
  });
}

function stricter(active: RgExclusionState, kind: 'timeout' | 'self', until: string | null) {
  if (active.kind === 'self' && kind === 'timeout') return false;
  const activeEnd = active.endsAt ?? active.until;
  if (activeEnd === null || (active.kind === 'self' && active.until === null)) return false;
  return until === null || until > activeEnd;
}

/**
 * Asks to end a self-exclusion: only after its period (rg.exclusion.not.ended before, never
 * for a permanent one); it then ends RG_COOLING_OFF_MS later. A break ends by itself.
 */
export async function requestExclusionEnd(ctx: AppContext, memberId: number): Promise<void> {
  await change(ctx, memberId, async (tctx, now) => {
    const nowIso = iso(now);
    const settings = (await loadSettings(tctx.db, memberId))!;
    const active = activeExclusion(settings, nowIso);
    if (!active) return;
    const zone = timeZoneOf(ctx);
    if (active.kind === 'timeout') {
      throw new AppError('rg.exclusion.not.ended', 409, dateTimeDetail(active.until!, zone));
    }
    if (active.until === null) throw new AppError('rg.exclusion.permanent', 409);
    if (active.until > nowIso) {
      throw new AppError('rg.exclusion.not.ended', 409, dateTimeDetail(active.until, zone));
    }
    if (active.endRequestedAt !== null) return;
    const endsAt = iso(now + RG_COOLING_OFF_MS);
    await tctx.db
      .updateTable('rg_settings')
      .set({ exclusion_end_requested_at: nowIso, exclusion_ends_at: endsAt, updated_at: nowIso })
      .where('member_id', '=', memberId)
      .execute();
    await addHistory(tctx, memberId, {
      at: nowIso,
      what: 'exclusion.end',
      from: active.duration,
      to: null,
      effectiveAt: endsAt,
    });
  });
}

// ---------------------------------------------------------------- history

export async function protectionHistory(ctx: AppContext, memberId: number): Promise<RgHistory> {
  const rows = await ctx.db
    .selectFrom('rg_history')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return {
    list: rows.map((row): RgHistoryItem => ({
      id: Number(row.id),
      at: row.at,
      what: row.what,
      from: row.from_value,
      to: row.to_value,
      effectiveAt: row.effective_at,
    })),
  };
}

// ---------------------------------------------------------------- other features' checks

/**
 * Login (password or SMS): refused with rg.excluded.* while excluded, unless the member asks
 * for a withdraw-only session (every stake, deposit and launch refused in it anyway).
 */
export async function checkLogin(
  ctx: AppContext,
  memberId: number,
  withdrawOnly: boolean,
): Promise<void> {
  if (withdrawOnly) return;
  const settings = await loadSettings(ctx.db, memberId);
  const exclusion = activeExclusion(settings, iso(nowMs(ctx)));
  if (exclusion) throw exclusionError(ctx, exclusion);
}

function excludedNow(settings: SettingsRow | undefined, nowIso: string): boolean {
  return activeExclusion(settings, nowIso) !== null;
}

/** An agent's transfer: refused (rg.transfer.excluded) to a member on a break or excluded. */
export async function refuseExcludedRecipients(
  ctx: AppContext,
  recipients: readonly { id: number; user_name: string }[],
): Promise<void> {
  if (recipients.length === 0) return;
  const rows = await ctx.db
    .selectFrom('rg_settings')
    .selectAll()
    .where(
      'member_id',
      'in',
      recipients.map((r) => r.id),
    )
    .where('exclusion_kind', 'is not', null)
    .execute();
  const nowIso = iso(nowMs(ctx));
  for (const row of rows) {
    if (excludedNow(row, nowIso)) {
      const name = recipients.find((r) => r.id === row.member_id)?.user_name ?? '';
      throw new AppError('rg.transfer.excluded', 403, name, { memberId: row.member_id });
    }
  }
}

/**
 * Registration: refused (rg.register.excluded) with the mobile number or e-mail of a member on
 * a break or self-excluded.
 */
export async function refuseExcludedContacts(
  ctx: AppContext,
  contact: {
    countryDialingCode: string;
    mobileNum: string;
    mobileKey: string | null;
    email: string;
  },
): Promise<void> {
  const email = contact.email.trim().toLowerCase();
  const mobile = contact.mobileNum.trim();
  if (!email && !mobile) return;
  const rows = await ctx.db
    .selectFrom('rg_settings as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .selectAll('s')
    .where('s.merchant_code', '=', ctx.merchantCode)
    .where('s.exclusion_kind', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(email ? [eb(eb.fn('lower', ['m.email']), '=', email)] : []),
        ...(mobile
          ? [
              eb('m.mobile_num', '=', mobile),
              ...(contact.mobileKey ? [eb('m.mobile_key', '=', contact.mobileKey)] : []),
            ]
          : []),
      ]),
    )
    .execute();
  const nowIso = iso(nowMs(ctx));
  if (rows.some((row) => excludedNow(row, nowIso))) {
    throw new AppError('rg.register.excluded', 403);
  }
}

/**
 * A members query's filter leaving out members on a break or self-excluded at `nowIso`
 * (marketing: segment and everyone messages).
 */
export function notExcluded(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'members'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('rg_settings as rgs')
          .select('rgs.member_id')
          .whereRef('rgs.member_id', '=', 'members.id')
          .where((x) =>
            x.or([
              x.and([
                x('rgs.exclusion_kind', '=', 'timeout'),
                x('rgs.exclusion_until', '>', nowIso),
              ]),
              x.and([
                x('rgs.exclusion_kind', '=', 'self'),
                x.or([
                  x('rgs.exclusion_ends_at', 'is', null),
                  x('rgs.exclusion_ends_at', '>', nowIso),
                ]),
              ]),
            ]),
          ),
      ),
    );
}

/** Whether the member is on a break or self-excluded now (e.g. to hide broadcasts). */
export async function isExcluded(ctx: AppContext, memberId: number): Promise<boolean> {
  return excludedNow(await loadSettings(ctx.db, memberId), iso(nowMs(ctx)));
}
