import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE } from '@app/contracts';
import {
  BO_DASHBOARD_API,
  BO_REPORTS_API,
  BonusReport,
  CashflowReport,
  Dashboard,
  GGR_DIMENSIONS,
  GgrReport,
  MembersReport,
  OPERATOR_ROLES,
  REPORT_UNATTRIBUTED,
  roleCan,
  type GgrFigures,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { firstGameIdOfType, insertRound } from '../../../testing/games.ts';
import { insertMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { transfer, type LedgerAccountRef } from '../../ledger/ledger.service.ts';
import { periodSpan } from './ledger-query.ts';
import { voidRefundKey } from '../../lottery/void.ts';

/**
 * The reports on a real database (SQLite, and PostgreSQL in CI): known activity on known days
 * of a period in Brazil's clock (UTC-3), then every report's totals against the ledger's own
 * sums for the same instants, each report's rows against its totals, and the attribution of
 * each transfer to its game, vendor, type and agent.
 *
 * The app's clock stands in 2024, before the seeded rows were written (they carry the wall
 * clock), so the seed's own members and grants fall after the period.
 */
const NOW = Date.parse('2024-03-15T12:00:00.000Z');
const OFFSET = -180;
const FROM = '2024-03-01';
const TO = '2024-03-15';
const PERIOD = `from=${FROM}&to=${TO}&utcOffset=${OFFSET}`;

let t: TestApp;
let finance: TestOperator;
let serial = 0;
const ids = {
  agent: 0,
  downline: 0,
  direct: 0,
  trial: 0,
  slot: 0,
  lotteryGame: 0,
  lotteryCode: '',
};

const member = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });
type HouseName = Extract<LedgerAccountRef, { kind: 'house' }>['name'];
const house = (name: HouseName): LedgerAccountRef => ({ kind: 'house', name });
const VENDOR = 'SLX';
const vendor: LedgerAccountRef = { kind: 'vendor', vendorCode: VENDOR };

/** A real ledger transfer, then dated `at` (the ledger stamps the wall clock). */
async function move(
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amountCents: number,
  kind: Parameters<typeof transfer>[1]['kind'],
  at: string,
  keys: { key?: string; reference?: string } = {},
): Promise<number> {
  const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  const result = await transfer(ctx, {
    idempotencyKey: keys.key ?? `reports-test:${++serial}`,
    from,
    to,
    amountCents,
    kind,
    ...(keys.reference ? { reference: keys.reference } : {}),
  });
  const db = t.database.db;
  await db
    .updateTable('ledger_transfers')
    .set({ created_at: at })
    .where('id', '=', result.transferId)
    .execute();
  await db
    .updateTable('ledger_entries')
    .set({ created_at: at })
    .where('transfer_id', '=', result.transferId)
    .execute();
  return result.transferId;
}

async function deposit(memberId: number, channel: string, cents: number, at: string) {
  const row = await t.database.db
    .insertInto('deposits')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      channel_code: channel,
      kind: 'manual',
      amount_cents: cents,
      status: 'approved',
      created_at: at,
      decided_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ref = `deposit:${row.id}`;
  await move(house('cashier'), member(memberId), cents, 'deposit', at, {
    key: ref,
    reference: ref,
  });
}

async function withdrawal(memberId: number, bank: string, cents: number, at: string) {
  const row = await t.database.db
    .insertInto('withdrawals')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      request_id: `reports-${++serial}`,
      amount_cents: cents,
      status: 'paid',
      bank_name: bank,
      account_number: '123',
      holder_name: 'Holder',
      created_at: at,
      decided_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ref = `withdrawal:${row.id}`;
  await move(member(memberId), house('withdrawal-hold'), cents, 'withdrawal.hold', at, {
    reference: ref,
  });
  await move(house('withdrawal-hold'), house('cashier'), cents, 'withdrawal.paid', at, {
    reference: ref,
  });
}

/** A slot round of ours with its bet and win on the books, as play.service writes them. */
async function slotRound(memberId: number, bet: number, win: number, at: string) {
  await insertRound(t.database.db, {
    memberId,
    gameId: ids.slot,
    betCents: bet,
    winCents: win,
    at,
  });
  const round = await t.database.db
    .selectFrom('game_rounds')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const reference = `bgs-round:${round.id}`;
  await move(member(memberId), house('game'), bet, 'bet', at, { reference });
  if (win > 0) await move(house('game'), member(memberId), win, 'win', at, { reference });
}

/**
 * A lottery slip and, when it wins, its settled win, as bets.service and settlement do; or,
 * `payout` 'void', its stake returned by a voided draw, as lottery/void.ts does.
 */
async function lotteryBet(memberId: number, cost: number, payout: number | 'void', at: string) {
  const db = t.database.db;
  const numero = `20240301-${++serial}`;
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      game_id: ids.lotteryGame,
      numero,
      draw_at: at,
      lock_at: at,
      seed_hash: 'h',
      seed: 's',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await move(member(memberId), house('lottery'), cost, 'bet', at, {
    key: `lottery:bet:${memberId}:${serial}`,
    reference: `lottery:${ids.lotteryCode}:${numero}`,
  });
  const bet = await db
    .insertInto('lottery_bets')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      draw_id: draw.id,
      game_id: ids.lotteryGame,
      numero,
      request_id: `r${serial}`,
      line_no: 1,
      prize_mode: 'x',
      bet_type: 'x',
      picks: '1',
      unit_stake_cents: cost,
      cost_cents: cost,
      status: payout === 'void' ? 'voided' : payout > 0 ? 'won' : 'lost',
      payout_cents: payout === 'void' ? 0 : payout,
      created_at: at,
      settled_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (payout === 'void') {
    await move(house('lottery'), member(memberId), cost, 'rollback', at, {
      key: voidRefundKey(bet.id),
      reference: `lottery:void:${numero}`,
    });
  } else if (payout > 0) {
    await move(house('lottery'), member(memberId), payout, 'win', at, {
      key: `lottery:win:${bet.id}`,
      reference: `lottery:${numero}`,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  finance = await signedInOperator(t.database.db, 'finance', new Date(NOW));
  const db = t.database.db;
  ids.slot = await firstGameIdOfType(db, 'INHOUSE');
  const lottery = await db
    .selectFrom('lottery_games')
    .select(['game_id', 'code'])
    .orderBy('game_id')
    .executeTakeFirstOrThrow();
  ids.lotteryGame = lottery.game_id;
  ids.lotteryCode = lottery.code;

  const long = '2023-01-01T00:00:00.000Z';
  ids.agent = (await insertMember(db, { created_at: long, user_name: 'repagent' })).id;
  ids.downline = (
    await insertMember(db, { created_at: '2024-03-02T12:00:00.000Z', upline_id: ids.agent })
  ).id;
  ids.direct = (await insertMember(db, { created_at: '2024-03-15T02:00:00.000Z' })).id; // 14th local
  ids.trial = (
    await insertMember(db, { type: CUSTOMER_TYPE.trial, created_at: '2024-03-05T12:00:00.000Z' })
  ).id;
  const { agent, downline, direct, trial } = ids;

  // Funding that is not play: an old deposit (before the period) and a demo grant.
  await deposit(direct, 'bank-transfer', 7_000, '2024-02-20T12:00:00.000Z');
  await move(house('bonus'), member(agent), 50_000, 'seed.grant', '2024-03-02T12:00:00.000Z');

  // Deposits in the period: the downline twice (its first ever), the direct member once.
  await deposit(downline, 'bank-transfer', 20_000, '2024-03-02T13:00:00.000Z');
  await deposit(downline, 'dev-gateway', 5_000, '2024-03-03T13:00:00.000Z');
  await deposit(direct, 'dev-gateway', 12_345, '2024-03-15T02:30:00.000Z'); // 14th local
  // A deposit one millisecond before the period (23:59:59.999 on 29 Feb local).
  await deposit(direct, 'bank-transfer', 999, '2024-03-01T02:59:59.999Z');

  // Our slot: downline stakes 10.00 + 5.00, wins 4.00; direct stakes 3.00, wins 30.00.
  await slotRound(downline, 1_000, 400, '2024-03-02T14:00:00.000Z');
  await slotRound(downline, 500, 0, '2024-03-03T14:00:00.000Z');
  await slotRound(direct, 300, 3_000, '2024-03-10T14:00:00.000Z');
  // Lottery: downline stakes 2.00 (wins 9.00) and 1.50 (loses).
  await lotteryBet(downline, 200, 900, '2024-03-04T14:00:00.000Z');
  await lotteryBet(downline, 150, 0, '2024-03-04T15:00:00.000Z');
  // A slip of 4.00 whose draw was voided: its refund nets it out of the lottery's stakes.
  await lotteryBet(downline, 400, 'void', '2024-03-04T16:00:00.000Z');
  // Our provider's vendor wallet: 20.00 staked, 2.00 rolled back, 25.00 won.
  await move(member(direct), vendor, 2_000, 'vendor.bet', '2024-03-11T20:00:00.000Z', {
    reference: 'round-1',
  });
  await move(vendor, member(direct), 200, 'vendor.rollback', '2024-03-11T20:01:00.000Z', {
    reference: 'tx-1',
  });
  await move(vendor, member(direct), 2_500, 'vendor.win', '2024-03-11T20:02:00.000Z', {
    reference: 'round-1',
  });

  // Promotional credits: the agent's rebate on RNG (with its payout row), a contract salary,
  // and a reward the downline claims.
  const rebate = await move(
    house('rebate'),
    member(agent),
    120,
    'agent.rebate',
    '2024-03-05T01:00:00.000Z',
  );
  await db
    .insertInto('agent_rebate_payouts')
    .values({
      merchant_code: 'DEMO',
      agent_id: agent,
      day: '2024-03-04',
      game_type: 'INHOUSE',
      valid_bet_cents: 1_500,
      rate_bp: 80,
      amount_cents: 120,
      transfer_id: rebate,
      created_at: '2024-03-05T01:00:00.000Z',
    })
    .execute();
  await move(house('commission'), member(agent), 700, 'agent.salary', '2024-03-08T12:00:00.000Z');
  await move(house('bonus'), member(downline), 250, 'reward.claim', '2024-03-09T12:00:00.000Z');

  // Withdrawals paid: the direct member's 40.00 to Banco Azul; one only on hold is not paid.
  await withdrawal(direct, 'Banco Azul', 4_000, '2024-03-12T12:00:00.000Z');
  await move(
    member(downline),
    house('withdrawal-hold'),
    100,
    'withdrawal.hold',
    '2024-03-12T13:00:00.000Z',
  );

  // The trial account plays with free money: none of it counts.
  await move(house('trial'), member(trial), 5_000, 'trial.grant', '2024-03-05T12:00:00.000Z');
  await move(member(trial), house('game'), 999, 'bet', '2024-03-05T12:01:00.000Z');
  await move(house('game'), member(trial), 4_000, 'win', '2024-03-05T12:02:00.000Z');
  // Play after the period (16th local) is not in it.
  await slotRound(direct, 10_000, 0, '2024-03-16T03:00:00.000Z');
});
afterAll(async () => t?.cleanup());

async function get<T>(url: string, parse: { parse: (value: unknown) => T }): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: finance.headers });
  return parse.parse(okValue(response));
}
const ggr = (by: string, period = PERIOD) =>
  get(`${BO_REPORTS_API.ggr}?${period}&by=${by}`, GgrReport);

/** The ledger's own sums per kind for the period's instants, trial members left out. */
async function ledgerSums(): Promise<Map<string, { cents: number; n: number }>> {
  const span = periodSpan(FROM, TO, OFFSET);
  const result = await sql<{ kind: string; cents: number | string; n: number | string }>`
    select t.kind as kind, sum(t.amount_cents) as cents, count(*) as n
    from ledger_transfers t
    where t.merchant_code = 'DEMO'
      and t.created_at >= ${span.bounds[0]!} and t.created_at < ${span.bounds.at(-1)!}
      and not exists (
        select 1 from ledger_accounts a join members m on m.id = a.member_id
        where a.id in (t.from_account_id, t.to_account_id) and m.type = ${CUSTOMER_TYPE.trial})
    group by t.kind`.execute(t.database.db);
  return new Map(
    result.rows.map((row) => [row.kind, { cents: Number(row.cents), n: Number(row.n) }]),
  );
}

function sumRows(rows: GgrFigures[]): GgrFigures {
  const keys = Object.keys(rows[0] ?? {}).filter(
    (key) => key.endsWith('Cents') || key === 'betCount',
  );
  const out: Record<string, number> = {};
  for (const key of keys) {
    out[key] = rows.reduce((acc, row) => acc + (row as unknown as Record<string, number>)[key]!, 0);
  }
  return out as unknown as GgrFigures;
}

describe('reports', () => {
  it('match the ledger: every report total equals the ledger sums of the period', async () => {
    const sums = await ledgerSums();
    const of = (kind: string) => sums.get(kind)?.cents ?? 0;
    const stakes = of('bet') + of('vendor.bet') - of('rollback') - of('vendor.rollback');
    const wins = of('win') + of('vendor.win');
    const rebates = of('agent.rebate');
    const rewards = of('reward.claim');
    const commissions = of('agent.dividend') + of('agent.salary');
    const expected: GgrFigures = {
      betCount: (sums.get('bet')?.n ?? 0) + (sums.get('vendor.bet')?.n ?? 0),
      stakeCents: stakes,
      winCents: wins,
      ggrCents: stakes - wins,
      rebateCents: rebates,
      rewardCents: rewards,
      commissionCents: commissions,
      deductionCents: rebates + rewards + commissions,
      ngrCents: stakes - wins - rebates - rewards - commissions,
    };
    // The activity above, by hand: the ledger query is not quietly empty.
    expect(expected).toEqual({
      // The voided slip counts as a bet; its refund takes its stake back out.
      betCount: 7,
      stakeCents: 1_000 + 500 + 300 + 200 + 150 + 400 - 400 + 2_000 - 200,
      winCents: 400 + 3_000 + 900 + 2_500,
      ggrCents: 3_950 - 6_800,
      rebateCents: 120,
      rewardCents: 250,
      commissionCents: 700,
      deductionCents: 1_070,
      ngrCents: 3_950 - 6_800 - 1_070,
    });
    for (const by of GGR_DIMENSIONS) {
      const report = await ggr(by);
      expect(report.totals, by).toEqual(expected);
      expect(sumRows(report.rows), by).toEqual(expected);
    }

    const cash = await get(`${BO_REPORTS_API.cashflow}?${PERIOD}`, CashflowReport);
    expect(cash.totals).toEqual({
      depositCount: sums.get('deposit')!.n,
      depositCents: of('deposit'),
      withdrawalCount: sums.get('withdrawal.paid')!.n,
      withdrawalCents: of('withdrawal.paid'),
      netCents: of('deposit') - of('withdrawal.paid'),
    });
    expect(cash.totals.depositCents).toBe(20_000 + 5_000 + 12_345);
    expect(cash.rows.reduce((acc, row) => acc + row.amountCents, 0)).toBe(
      of('deposit') + of('withdrawal.paid'),
    );

    const bonus = await get(`${BO_REPORTS_API.bonus}?${PERIOD}`, BonusReport);
    // No bonus engine transfers in the period: the cost is the promotional credits'.
    expect(bonus.totals).toEqual({
      rewardCents: rewards,
      rebateCents: rebates,
      commissionCents: commissions,
      bonusGrantedCents: 0,
      bonusConvertedCents: 0,
      bonusForfeitedCents: 0,
      totalCents: rebates + rewards + commissions,
      count: 3,
    });
    expect(bonus.activeBonuses).toEqual({ count: 0, balanceCents: 0 });
    expect(bonus.rows.reduce((acc, row) => acc + row.totalCents, 0)).toBe(bonus.totals.totalCents);
  });

  it('names the game, vendor, type and agent of each transfer', async () => {
    const byKey = async (by: string) =>
      new Map((await ggr(by)).rows.map((row) => [row.key, row] as const));

    const types = await byKey('gameType');
    // Our slot (INHOUSE) with the agent's INHOUSE rebate; the lottery; the vendor's category.
    expect(types.get('INHOUSE')).toMatchObject({
      stakeCents: 1_800,
      winCents: 3_400,
      rebateCents: 120,
    });
    expect(types.get('LOTT') ?? types.get('ELOTT')).toMatchObject({
      stakeCents: 350,
      winCents: 900,
    });
    expect(types.get('RNG')).toMatchObject({ stakeCents: 1_800, winCents: 2_500 });
    expect(types.get(REPORT_UNATTRIBUTED)).toMatchObject({
      stakeCents: 0,
      rewardCents: 250,
      commissionCents: 700,
    });

    const games = await byKey('game');
    const slot = await t.database.db
      .selectFrom('games')
      .select(['game_name', 'node_name'])
      .where('game_id', '=', ids.slot)
      .executeTakeFirstOrThrow();
    expect(games.get(String(ids.slot))).toMatchObject({
      label: slot.game_name ?? slot.node_name,
      vendorCode: 'BGS',
      gameType: 'INHOUSE',
      betCount: 3,
      stakeCents: 1_800,
    });
    // Three slips, one voided and refunded under its own game.
    expect(games.get(String(ids.lotteryGame))).toMatchObject({
      betCount: 3,
      stakeCents: 350,
      ggrCents: -550,
    });
    expect(games.get(`vendor:${VENDOR}`)).toMatchObject({
      vendorCode: VENDOR,
      label: 'Solarix Slots',
      ggrCents: -700,
    });
    // The rebate is paid per type, not per game: with the other credits, no game's.
    expect(games.get(REPORT_UNATTRIBUTED)).toMatchObject({ deductionCents: 1_070 });

    const vendors = await byKey('vendor');
    expect(vendors.get('BGS')).toMatchObject({ stakeCents: 1_800, label: 'BGS Originals' });
    expect(vendors.get(VENDOR)).toMatchObject({ stakeCents: 1_800, winCents: 2_500 });

    const agents = await byKey('agent');
    // The downline's play and reward, and the agent's own rebate and salary, are the agent's.
    expect(agents.get(String(ids.agent))).toMatchObject({
      label: 'repagent',
      stakeCents: 1_000 + 500 + 200 + 150,
      winCents: 400 + 900,
      rebateCents: 120,
      commissionCents: 700,
      rewardCents: 250,
    });
    expect(agents.get(REPORT_UNATTRIBUTED)).toMatchObject({ stakeCents: 300 + 1_800 });

    const days = await ggr('day');
    expect(days.rows.map((row) => row.key)).toHaveLength(15);
    expect(days.rows.find((row) => row.key === '2024-03-11')).toMatchObject({ ggrCents: -700 });
  });

  it('counts members per day on the operator clock', async () => {
    const report = await get(`${BO_REPORTS_API.members}?${PERIOD}`, MembersReport);
    const day = (d: string) => report.rows.find((row) => row.day === d)!;
    expect(report.rows).toHaveLength(15);
    expect(day('2024-03-02')).toEqual({
      day: '2024-03-02',
      newMembers: 1,
      activeMembers: 2, // the downline, and the agent's grant
      depositingMembers: 1,
      firstDepositMembers: 1,
    });
    // Registered at 23:00 local on the 14th; its deposit that night is not its first.
    expect(day('2024-03-14')).toMatchObject({
      newMembers: 1,
      depositingMembers: 1,
      firstDepositMembers: 0,
    });
    expect(report.totals).toEqual({
      newMembers: 2, // the trial account is not a member
      activeMembers: 3,
      depositingMembers: 2,
      firstDepositMembers: 1,
    });
  });

  it('agrees with the dashboard over its 30 days', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BO_DASHBOARD_API.dashboard}?utcOffset=${OFFSET}`,
      headers: finance.headers,
    });
    const dashboard = Dashboard.parse(okValue(response));
    const period = `from=${dashboard.series[0]!.day}&to=${dashboard.today.day}&utcOffset=${OFFSET}`;
    const report = await ggr('day', period);
    const cash = await get(`${BO_REPORTS_API.cashflow}?${period}`, CashflowReport);
    const members = await get(`${BO_REPORTS_API.members}?${period}`, MembersReport);
    expect(report.totals).toMatchObject({
      stakeCents: dashboard.totals.stakeCents,
      winCents: dashboard.totals.winCents,
      ggrCents: dashboard.totals.ggrCents,
    });
    expect(cash.totals.depositCents).toBe(dashboard.totals.depositCents);
    expect(cash.totals.withdrawalCents).toBe(dashboard.totals.withdrawalCents);
    expect(members.totals.activeMembers).toBe(dashboard.totals.activeMembers);
    expect(members.totals.newMembers).toBe(dashboard.totals.newMembers);
  });

  it('refuses a period backwards or longer than 366 days (bo.report.period)', async () => {
    const call = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${BO_REPORTS_API.ggr}?${query}`,
        headers: finance.headers,
      });
    expectError(await call('from=2024-03-10&to=2024-03-09'), 400, 'bo.report.period');
    expectError(await call('from=2023-01-01&to=2024-01-02'), 400, 'bo.report.period');
    for (const url of [BO_REPORTS_API.cashflow, BO_REPORTS_API.members, BO_REPORTS_API.bonus]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?from=2024-01-01&to=2025-01-01`,
        headers: finance.headers,
      });
      expectError(response, 400, 'bo.report.period');
    }
    // A leap year is 366 days: the longest period.
    expect((await call('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await call('from=2024-03-10&to=2024-03-10')).statusCode).toBe(200);
    expectError(await call('from=2024-3-1&to=2024-03-09'), 400, 'request.invalid');
    expectError(await call(`${PERIOD}&by=colour`), 400, 'request.invalid');
    expectError(await call('to=2024-03-09'), 400, 'request.invalid');
  });

  it('opens to finance and admin only', async () => {
    const urls = Object.values(BO_REPORTS_API).map((url) => `${url}?${PERIOD}`);
    expectError(await t.app.inject({ method: 'GET', url: urls[0]! }), 401, 'bo.auth.required');
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t.database.db, role, new Date(NOW));
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, headers: operator.headers });
        const allowed = role === 'finance' || role === 'admin';
        expect(roleCan(role, 'reports.read'), role).toBe(allowed);
        if (allowed) expect(response.statusCode, `${role} ${url}`).toBe(200);
        else expectError(response, 403, 'bo.forbidden');
      }
    }
  });
});
