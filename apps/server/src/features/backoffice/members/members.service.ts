import { sql, type Expression, type SqlBool } from 'kysely';
import { TRIAL_TYPE, type Language } from '@app/contracts';
import {
  BALANCE_ADJUST_APPROVAL,
  BO_MEMBER_LOCKED,
  type BoMemberCashier,
  type BoMemberDevices,
  type BoMemberLedgerPage,
  type BoMemberNote,
  type BoMemberNotePage,
  type BoMemberPage,
  type BoMemberProfile,
  type BoMemberRoundPage,
  type BoMemberBetPage,
  type BoMemberSearchKey,
  type BoMemberSessionPage,
  type BoPendingAdjustment,
  type BoMemberSort,
} from '@app/contracts/backoffice';
import { AppError } from '../../../errors.ts';
import { merchantCurrency, nowMs, parseJsonColumn, type AppContext } from '../../../lib/context.ts';
import { withinLifetime } from '../../../lib/sessions.ts';
import { ACCOUNT } from '@app/contracts';

/**
 * The members area's reads (issue 21): search, a member's profile and the paged tabs. Every
 * query is scoped to the server's merchant; a member of another merchant is not found.
 */

interface Page {
  limit: number;
  offset: number;
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** `%needle%` for LIKE ... ESCAPE '\': the needle's own wildcards match themselves. */
function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function containsLower(column: string, needle: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(needle.toLowerCase())} escape '\\'`;
}

function contains(column: Expression<string>, needle: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} like ${likePattern(needle)} escape '\\'`;
}

export async function requireMember(ctx: AppContext, memberId: number) {
  const row = await ctx.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  return row;
}

async function vipLevels(ctx: AppContext) {
  return ctx.db
    .selectFrom('vip_levels')
    .select(['code', 'name_en', 'name_pt'])
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('level')
    .execute();
}

/** As the member centre reads it: the label's level, else the entry level (decision 026). */
function levelOf(
  levels: Awaited<ReturnType<typeof vipLevels>>,
  clubLabel: string | null,
  language: Language,
): { code: string; name: string } | null {
  const level = clubLabel ? levels.find((l) => l.code === clubLabel) : levels[0];
  if (!level) return clubLabel ? { code: clubLabel, name: clubLabel } : null;
  return { code: level.code, name: language === 'PT' ? level.name_pt : level.name_en };
}

export interface SearchInput extends Page {
  key: BoMemberSearchKey;
  q: string;
  sort: BoMemberSort;
  order: 'asc' | 'desc';
}

export async function searchMembers(
  ctx: AppContext,
  input: SearchInput,
  language: Language,
): Promise<BoMemberPage> {
  const q = input.q.trim();
  let base = ctx.db
    .selectFrom('members as m')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .onRef('a.member_id', '=', 'm.id')
        .on('a.kind', '=', 'member')
        .on('a.merchant_code', '=', ctx.merchantCode),
    )
    .where('m.merchant_code', '=', ctx.merchantCode);
  // Trial accounts come and go by the thousand: only an id finds one.
  if (input.key !== 'id') base = base.where('m.type', '!=', TRIAL_TYPE);
  if (q !== '') {
    switch (input.key) {
      case 'id': {
        const id = /^\d{1,15}$/.test(q) ? Number(q) : -1;
        base = base.where('m.id', '=', id);
        break;
      }
      case 'account':
        base = base.where(contains(sql.ref('m.user_name_key'), q.toLowerCase()));
        break;
      case 'name':
        base = base.where((eb) =>
          eb.or([containsLower('m.payee_name', q), containsLower('m.nickname', q)]),
        );
        break;
      case 'mobile': {
        const digits = q.replace(/\D/g, '');
        base =
          digits === ''
            ? base.where(sql<SqlBool>`1 = 0`)
            : base.where((eb) =>
                eb.or([
                  contains(sql.ref('m.mobile_num'), digits),
                  contains(sql<string>`m.country_dialing_code || m.mobile_num`, digits),
                ]),
              );
        break;
      }
      case 'email':
        base = base.where(containsLower('m.email', q));
        break;
    }
  }
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const sortColumn =
    input.sort === 'balance'
      ? sql`coalesce(a.balance_cents, 0)`
      : input.sort === 'lastLogin'
        ? sql`coalesce(m.last_login_at, '')`
        : sql`m.created_at`;
  const rows = await base
    .select([
      'm.id',
      'm.user_name',
      'm.payee_name',
      'm.nickname',
      'm.country_dialing_code',
      'm.mobile_num',
      'm.email',
      'm.type',
      'm.status',
      'm.club_label',
      'm.created_at',
      'm.last_login_at',
      'a.balance_cents',
    ])
    .orderBy(sortColumn, input.order)
    .orderBy('m.id', input.order)
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const ids = rows.map((row) => row.id);
  const tags =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('member_tags')
          .select(['member_id', 'tag'])
          .where('member_id', 'in', ids)
          .orderBy('tag')
          .execute();
  const levels = await vipLevels(ctx);
  return {
    total: count(total.n),
    rows: rows.map((row) => ({
      id: row.id,
      userName: row.user_name,
      realName: row.payee_name,
      nickname: row.nickname,
      mobile: row.mobile_num ? `+${row.country_dialing_code} ${row.mobile_num}` : '',
      email: row.email,
      type: row.type,
      status: row.status,
      vipLevel: levelOf(levels, row.club_label, language)?.name ?? null,
      balanceCents: count(row.balance_cents),
      createdAt: row.created_at,
      lastLoginAt: row.last_login_at,
      tags: tags.filter((t) => t.member_id === row.id).map((t) => t.tag),
    })),
  };
}

async function notesOf(ctx: AppContext, memberId: number, page: Page): Promise<BoMemberNote[]> {
  const rows = await ctx.db
    .selectFrom('member_notes as n')
    .leftJoin('operators as o', 'o.id', 'n.operator_id')
    .select(['n.id', 'n.body', 'n.operator_id', 'o.username', 'n.created_at'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    operatorId: row.operator_id,
    operatorName: row.username ?? `#${row.operator_id}`,
    createdAt: row.created_at,
  }));
}

export async function memberNotes(
  ctx: AppContext,
  memberId: number,
  page: Page,
): Promise<BoMemberNotePage> {
  await requireMember(ctx, memberId);
  const total = await ctx.db
    .selectFrom('member_notes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { total: count(total.n), rows: await notesOf(ctx, memberId, page) };
}

export async function memberTags(ctx: AppContext, memberId: number) {
  const rows = await ctx.db
    .selectFrom('member_tags as t')
    .leftJoin('operators as o', 'o.id', 't.operator_id')
    .select(['t.tag', 't.operator_id', 'o.username', 't.created_at'])
    .where('t.member_id', '=', memberId)
    .orderBy('t.tag')
    .execute();
  return rows.map((row) => ({
    tag: row.tag,
    operatorName: row.username ?? `#${row.operator_id}`,
    createdAt: row.created_at,
  }));
}

export async function pendingAdjustments(
  ctx: AppContext,
  memberId: number,
): Promise<BoPendingAdjustment[]> {
  const rows = await ctx.db
    .selectFrom('approvals as p')
    .leftJoin('operators as o', 'o.id', 'p.requested_by')
    .select([
      'p.id',
      'p.amount_cents',
      'p.payload_json',
      'p.reason',
      'o.username',
      'p.requested_at',
    ])
    .where('p.kind', '=', BALANCE_ADJUST_APPROVAL)
    .where('p.target_type', '=', 'member')
    .where('p.target_id', '=', String(memberId))
    .where('p.status', '=', 'pending')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => {
    const payload = parseJsonColumn<{ direction?: string }>(row.payload_json, {});
    return {
      approvalId: row.id,
      direction: payload.direction === 'debit' ? 'debit' : 'credit',
      amountCents: count(row.amount_cents),
      reason: row.reason,
      requestedBy: row.username ?? '',
      requestedAt: row.requested_at,
    };
  });
}

export async function memberProfile(
  ctx: AppContext,
  memberId: number,
  language: Language,
): Promise<BoMemberProfile> {
  const m = await requireMember(ctx, memberId);
  const now = nowMs(ctx);
  const idleSince = new Date(now - ACCOUNT.sessionIdleMs).toISOString();
  const nowIso = new Date(now).toISOString();
  const sessions = ctx.db.selectFrom('sessions').where('member_id', '=', memberId);
  const [
    levels,
    upline,
    firstSession,
    lastSession,
    accounts,
    pendingWithdrawals,
    rewards,
    tags,
    notes,
    noteCount,
    live,
    lock,
    adjustments,
    currency,
  ] = await Promise.all([
    vipLevels(ctx),
    m.upline_id === null
      ? undefined
      : ctx.db
          .selectFrom('members')
          .select(['id', 'user_name', 'type'])
          .where('id', '=', m.upline_id)
          .executeTakeFirst(),
    sessions.select('ip').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst(),
    sessions
      .select(['ip', 'user_agent'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('ledger_accounts')
      .select(['owner_key', 'kind', 'name', 'currency_code', 'balance_cents'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('member_rewards')
      .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'AVAILABLE')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
      .executeTakeFirstOrThrow(),
    memberTags(ctx, memberId),
    notesOf(ctx, memberId, { limit: 5, offset: 0 }),
    ctx.db
      .selectFrom('member_notes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    sessions
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('ended_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .where('last_seen_at', '>', idleSince)
      .executeTakeFirstOrThrow(),
    m.status === BO_MEMBER_LOCKED
      ? ctx.db
          .selectFrom('audit_log')
          .select(['at', 'operator_name', 'reason'])
          .where('target_type', '=', 'member')
          .where('target_id', '=', String(memberId))
          .where('action', '=', 'member.lock')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined,
    pendingAdjustments(ctx, memberId),
    merchantCurrency(ctx.db, ctx.merchantCode),
  ]);
  const cash = accounts.find((a) => a.owner_key === `member:${memberId}`);
  return {
    id: m.id,
    userName: m.user_name,
    realName: m.payee_name,
    nickname: m.nickname,
    type: m.type,
    status: m.status,
    locked: m.status === BO_MEMBER_LOCKED,
    lock: lock ? { at: lock.at, operatorName: lock.operator_name, reason: lock.reason } : null,
    mobile: { dialingCode: m.country_dialing_code, number: m.mobile_num },
    email: m.email,
    vipLevel: levelOf(levels, m.club_label, language),
    upline: upline ? { id: upline.id, userName: upline.user_name, type: upline.type } : null,
    affiliateCode: m.affiliate_code,
    registerMethod: m.register_method,
    registerUrl: m.register_url,
    domain: m.domain,
    registration: { at: m.created_at, ip: firstSession?.ip || null },
    lastLogin: m.last_login_at
      ? {
          at: m.last_login_at,
          ip: lastSession?.ip || null,
          userAgent: lastSession?.user_agent || null,
        }
      : null,
    currencyCode: currency.code,
    balances: {
      cashCents: count(cash?.balance_cents),
      pendingWithdrawalCents: count(pendingWithdrawals.n),
      unclaimedRewardCents: count(rewards.n),
      accounts: accounts.map((a) => ({
        ownerKey: a.owner_key,
        kind: a.kind,
        name: a.name,
        currencyCode: a.currency_code,
        balanceCents: count(a.balance_cents),
      })),
    },
    tags,
    notes,
    noteCount: count(noteCount.n),
    liveSessions: count(live.n),
    pendingAdjustments: adjustments,
    fourEyesAdjustmentCents: ctx.config.FOUR_EYES_ADJUSTMENT_CENTS,
  };
}

export async function memberLedger(
  ctx: AppContext,
  memberId: number,
  input: Page & { kind?: string | undefined },
): Promise<BoMemberLedgerPage> {
  await requireMember(ctx, memberId);
  let base = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.merchant_code', '=', ctx.merchantCode)
    .where('a.owner_key', '=', `member:${memberId}`);
  if (input.kind) base = base.where('t.kind', '=', input.kind);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'e.id',
      'e.transfer_id',
      't.kind',
      't.reference',
      'e.amount_cents',
      'e.balance_after_cents',
      'e.created_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    total: count(total.n),
    rows: rows.map((row) => ({
      id: row.id,
      transferId: row.transfer_id,
      kind: row.kind,
      reference: row.reference,
      amountCents: count(row.amount_cents),
      balanceAfterCents: count(row.balance_after_cents),
      createdAt: row.created_at,
    })),
  };
}

/** In-house slot rounds and vendor rounds together, newest first. */
export async function memberRounds(
  ctx: AppContext,
  memberId: number,
  page: Page,
): Promise<BoMemberRoundPage> {
  await requireMember(ctx, memberId);
  const slots = ctx.db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.game_id', 'r.game_id')
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.member_id', '=', memberId);
  const vendor = ctx.db
    .selectFrom('vendor_rounds as v')
    .leftJoin('vendors as d', 'd.code', 'v.vendor_code')
    .where('v.merchant_code', '=', ctx.merchantCode)
    .where('v.member_id', '=', memberId);
  const [slotCount, vendorCount] = await Promise.all([
    slots.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    vendor.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const union = slots
    .select([
      sql<string>`'slot'`.as('source'),
      sql<string>`cast(r.id as varchar(40))`.as('ref'),
      sql<string>`coalesce(g.display_name, cast(r.game_id as varchar(40)))`.as('game'),
      'r.bet_cents as stake',
      'r.win_cents as win',
      'r.play_money as play',
      'r.created_at as at',
      'r.id as seq',
    ])
    .unionAll(
      vendor.select([
        sql<string>`'vendor'`.as('source'),
        sql<string>`v.round_id`.as('ref'),
        sql<string>`coalesce(d.display_name, v.vendor_code)`.as('game'),
        'v.stake_cents as stake',
        'v.credit_cents as win',
        sql<number>`0`.as('play'),
        'v.created_at as at',
        'v.id as seq',
      ]),
    );
  const rows = await ctx.db
    .selectFrom(union.as('u'))
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('seq', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: count(slotCount.n) + count(vendorCount.n),
    rows: rows.map((row) => ({
      source: row.source === 'vendor' ? 'vendor' : 'slot',
      ref: String(row.ref),
      game: String(row.game),
      stakeCents: count(row.stake),
      winCents: count(row.win),
      playMoney: count(row.play) === 1,
      createdAt: row.at,
    })),
  };
}

export async function memberBets(
  ctx: AppContext,
  memberId: number,
  page: Page,
  language: Language,
): Promise<BoMemberBetPage> {
  await requireMember(ctx, memberId);
  const base = ctx.db
    .selectFrom('lottery_bets as b')
    .leftJoin('lottery_games as g', 'g.game_id', 'b.game_id')
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('b.member_id', '=', memberId);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'b.id',
      'b.game_id',
      'g.name_en',
      'g.name_pt',
      'b.numero',
      'b.bet_type',
      'b.picks',
      'b.cost_cents',
      'b.status',
      'b.payout_cents',
      'b.created_at',
      'b.settled_at',
    ])
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: count(total.n),
    rows: rows.map((row) => ({
      id: row.id,
      game: (language === 'PT' ? row.name_pt : row.name_en) ?? String(row.game_id),
      numero: row.numero,
      betType: row.bet_type,
      picks: row.picks,
      costCents: count(row.cost_cents),
      status: row.status,
      payoutCents: count(row.payout_cents),
      createdAt: row.created_at,
      settledAt: row.settled_at,
    })),
  };
}

export async function memberSessions(
  ctx: AppContext,
  memberId: number,
  input: Page & { state: 'active' | 'all' },
): Promise<BoMemberSessionPage> {
  await requireMember(ctx, memberId);
  const now = nowMs(ctx);
  let base = ctx.db
    .selectFrom('sessions')
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode);
  if (input.state === 'active') {
    base = base
      .where('ended_at', 'is', null)
      .where('expires_at', '>', new Date(now).toISOString())
      .where('last_seen_at', '>', new Date(now - ACCOUNT.sessionIdleMs).toISOString());
  }
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ended_at', 'ip', 'user_agent'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    total: count(total.n),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      endedAt: row.ended_at,
      ip: row.ip,
      userAgent: row.user_agent,
      active:
        row.ended_at === null &&
        withinLifetime({ expiresAt: row.expires_at, lastSeenAt: row.last_seen_at }, now),
    })),
  };
}

const DEVICE_LIMIT = 100;

/** The browsers and addresses the member's sessions came from (every sign-in opens one). */
export async function memberDevices(ctx: AppContext, memberId: number): Promise<BoMemberDevices> {
  await requireMember(ctx, memberId);
  const sessions = ctx.db
    .selectFrom('sessions')
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode);
  /** Sessions per browser or address, with the first and the last time it was seen. */
  const seenBy = <C extends 'user_agent' | 'ip'>(column: C) =>
    sessions
      .select((eb) => [
        column,
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.min('created_at').as('first'),
        eb.fn.max('last_seen_at').as('last'),
      ])
      .groupBy(column)
      .orderBy('last', 'desc')
      .limit(DEVICE_LIMIT)
      .execute();
  const [devices, addresses] = await Promise.all([seenBy('user_agent'), seenBy('ip')]);
  const ips = addresses.map((row) => row.ip).filter((ip) => ip !== '');
  const shared =
    ips.length === 0
      ? []
      : await ctx.db
          .selectFrom('sessions')
          .select((eb) => ['ip', eb.fn.count<string | number>('member_id').distinct().as('n')])
          .where('merchant_code', '=', ctx.merchantCode)
          .where('ip', 'in', ips)
          .where('member_id', '!=', memberId)
          .groupBy('ip')
          .execute();
  const others = new Map(shared.map((row) => [row.ip, count(row.n)]));
  return {
    devices: devices.map((row) => ({
      userAgent: row.user_agent,
      sessions: count(row.n),
      firstSeen: String(row.first),
      lastSeen: String(row.last),
    })),
    addresses: addresses.map((row) => ({
      ip: row.ip,
      sessions: count(row.n),
      firstSeen: String(row.first),
      lastSeen: String(row.last),
      otherMembers: others.get(row.ip) ?? 0,
    })),
  };
}

const RECENT = 10;

/** The cashier tables a member's history reads, and the column that says where money went. */
const CHANNEL_OF = { deposits: 'channel_code', withdrawals: 'bank_name' } as const;
type RequestTable = keyof typeof CHANNEL_OF;

/** The member's deposits or withdrawals at this merchant. */
function requestsOf(ctx: AppContext, table: RequestTable, memberId: number) {
  return ctx.db
    .selectFrom(table)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId);
}

/** How many requests of each status there are, and their sum. */
async function totalsByStatus(ctx: AppContext, table: RequestTable, memberId: number) {
  const rows = await requestsOf(ctx, table, memberId)
    .select((eb) => [
      'status',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number>('amount_cents').as('sum'),
    ])
    .groupBy('status')
    .orderBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    count: count(row.n),
    amountCents: count(row.sum),
  }));
}

/** The latest requests, newest first, with the deposit's channel or the payee's bank. */
async function recentRequests(ctx: AppContext, table: RequestTable, memberId: number) {
  const rows = await requestsOf(ctx, table, memberId)
    .select(['id', 'amount_cents', 'status', 'reason', 'created_at', 'decided_at'])
    .select(sql.ref<string>(CHANNEL_OF[table]).as('channel'))
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountCents: count(row.amount_cents),
    status: row.status,
    channel: row.channel,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }));
}

export async function memberCashier(ctx: AppContext, memberId: number): Promise<BoMemberCashier> {
  await requireMember(ctx, memberId);
  const [depositTotals, withdrawalTotals, deposits, withdrawals] = await Promise.all([
    totalsByStatus(ctx, 'deposits', memberId),
    totalsByStatus(ctx, 'withdrawals', memberId),
    recentRequests(ctx, 'deposits', memberId),
    recentRequests(ctx, 'withdrawals', memberId),
  ]);
  return {
    deposits: { byStatus: depositTotals, recent: deposits },
    withdrawals: { byStatus: withdrawalTotals, recent: withdrawals },
  };
}
