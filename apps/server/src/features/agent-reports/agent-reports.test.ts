import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_REPORTS_API,
  API,
  BgsSpinValue,
  PLAY_API,
  TeamBetsValue,
  TeamOverview,
  TeamPnl,
  WalletTransactionsValue,
  bgsPath,
  type LedgerKind,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertDraw, insertLotteryGame } from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dbState, expectError } from '../accounts/test-support.ts';
import { memberBalance, transfer, type LedgerAccountRef } from '../ledger/ledger.service.ts';
import { firstSlotGameId } from '../../testing/games.ts';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * Team reports (issue 8, decision 023) on a hand-built team:
 *
 *   agent ─ sub (agent) ─ s1
 *         ├ m1
 *         ├ m2 (no activity)
 *         └ trial (type 4, never part of a team)
 *   other agent ─ o1 (another team)
 *
 * Bets are real slot spins through the play API and lottery bets and partner-game transfers
 * written as the services write them (a bet row and its ledger transfers).
 */
describe('agent team reports', () => {
  let t: TestApp;
  let ctx: AppContext;
  let gameId: number;
  const ids = { agent: 0, sub: 0, s1: 0, m1: 0, m2: 0, trial: 0, other: 0, o1: 0, plain: 0 };
  const names = { sub: '', s1: '', m1: '', m2: '', o1: '' };
  const cookies = { agent: '', sub: '', s1: '', m1: '', trial: '', other: '', o1: '', plain: '' };
  // Today's UTC day sits inside [yesterday, tomorrow] whatever the hour the test runs at.
  const range = `startDate=${day(-1)}&endDate=${day(1)}`;
  let keyN = 0;
  const key = () => `report-test:${(keyN += 1)}`;
  const member = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });
  const house = (
    name:
      | 'cashier'
      | 'withdrawal-hold'
      | 'rebate'
      | 'commission'
      | 'bonus'
      | 'lottery'
      | 'trial'
      | 'game',
  ) => ({ kind: 'house', name }) as const;
  const move = (
    from: LedgerAccountRef,
    to: LedgerAccountRef,
    amountCents: number,
    kind: LedgerKind,
  ) => transfer(ctx, { idempotencyKey: key(), from, to, amountCents, kind });

  const get = (cookie: string | null, url: string, language = 'EN') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': language },
    });
  const overview = async (cookie: string, query = range) =>
    TeamOverview.parse(okValue(await get(cookie, `${AGENT_REPORTS_API.teamOverview}?${query}`)));
  const pnl = async (cookie: string, query = range) =>
    TeamPnl.parse(okValue(await get(cookie, `${AGENT_REPORTS_API.teamPnl}?${query}`)));
  const bets = async (cookie: string, query = range) =>
    TeamBetsValue.parse(okValue(await get(cookie, `${AGENT_REPORTS_API.teamBets}?${query}`)));
  const spin = async (cookie: string, betCents: number) =>
    BgsSpinValue.parse(
      okValue(
        await t.app.inject({
          method: 'POST',
          url: bgsPath(PLAY_API.bgsSpin, gameId),
          headers: { cookie },
          payload: { betCents, idempotencyKey: key() },
        }),
      ),
    );

  /** A lottery bet as the bet and settlement services write it: the row and its transfers. */
  const lotteryBet = async (memberId: number, costCents: number, payoutCents: number) => {
    const game = await insertLotteryGame(t.database.db, 'digits5');
    const draw = await insertDraw(t.database.db, game, { drawAt: Date.now() + 3_600_000 });
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('lottery_bets')
      .values({
        merchant_code: 'DEMO',
        member_id: memberId,
        draw_id: draw.id,
        game_id: game.gameId,
        numero: draw.numero,
        request_id: key(),
        line_no: 1,
        prize_mode: 'Lott',
        bet_type: 'd1',
        position: 1,
        picks: '["5"]',
        unit_stake_cents: costCents,
        cost_cents: costCents,
        status: payoutCents > 0 ? 'won' : 'lost',
        payout_cents: payoutCents,
        created_at: now,
        settled_at: now,
      })
      .execute();
    await move(member(memberId), house('lottery'), costCents, 'bet');
    if (payoutCents > 0) await move(house('lottery'), member(memberId), payoutCents, 'win');
  };

  /** Sum of a column of the members' real-money slot rounds. */
  const roundSum = async (memberIds: number[], column: 'bet_cents' | 'win_cents') =>
    Number(
      (
        await t.database.db
          .selectFrom('game_rounds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>(column), eb.lit(0)).as('n'))
          .where('member_id', 'in', memberIds)
          .where('play_money', '=', 0)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const db = t.database.db;
    gameId = await firstSlotGameId(db);
    const suffix = String(Date.now()).slice(-6);
    const add = async (
      name: keyof typeof ids,
      columns: { type?: number; upline_id?: number },
      userName = `${name}${suffix}`,
    ) => {
      ids[name] = (await insertMember(db, { ...columns, user_name: userName })).id;
      if (name in names) names[name as keyof typeof names] = userName;
      if (name in cookies)
        cookies[name as keyof typeof cookies] = await sessionCookieFor(db, ids[name]);
    };
    await add('agent', { type: 1 });
    // Names chosen so the rows sort m1, m2, sub.
    await add('m1', { upline_id: ids.agent }, `am1${suffix}`);
    await add('m2', { upline_id: ids.agent }, `am2${suffix}`);
    await add('sub', { type: 1, upline_id: ids.agent }, `asub${suffix}`);
    await add('s1', { upline_id: ids.sub });
    await add('trial', { type: 4, upline_id: ids.agent });
    await add('other', { type: 1 });
    await add('o1', { upline_id: ids.other });
    await add('plain', {});

    // m1: a deposit, three slot spins, two partner bets (one refunded) and a partner win,
    // a rebate, and a withdrawal of which part came back.
    await move(house('cashier'), member(ids.m1), 10_000, 'deposit');
    for (let i = 0; i < 3; i++) await spin(cookies.m1, 100);
    await move(member(ids.m1), { kind: 'vendor', vendorCode: 'PG' }, 1_000, 'vendor.bet');
    await move(member(ids.m1), { kind: 'vendor', vendorCode: 'PG' }, 700, 'vendor.bet');
    await move({ kind: 'vendor', vendorCode: 'PG' }, member(ids.m1), 700, 'vendor.rollback');
    await move({ kind: 'vendor', vendorCode: 'PG' }, member(ids.m1), 300, 'vendor.win');
    await move(house('rebate'), member(ids.m1), 150, 'agent.rebate');
    await move(member(ids.m1), house('withdrawal-hold'), 2_000, 'withdrawal.hold');
    await move(house('withdrawal-hold'), member(ids.m1), 500, 'withdrawal.rejected');
    // The sub-agent plays itself; its member deposits and bets on the lottery.
    await move(house('bonus'), member(ids.sub), 3_000, 'seed.grant');
    await spin(cookies.sub, 200);
    await move(house('cashier'), member(ids.s1), 5_000, 'deposit');
    await lotteryBet(ids.s1, 200, 500);
    await lotteryBet(ids.s1, 100, 0);
    // Play that must never count: the agent's own, a trial's and another team's.
    await move(house('bonus'), member(ids.agent), 5_000, 'seed.grant');
    await spin(cookies.agent, 100);
    await move(house('trial'), member(ids.trial), 5_000, 'trial.grant');
    await move(member(ids.trial), house('game'), 100, 'bet');
    await move(house('cashier'), member(ids.o1), 5_000, 'deposit');
    await spin(cookies.o1, 100);
    await lotteryBet(ids.o1, 100, 0);
    // The agent kinds on the agent's own account.
    await move(house('commission'), member(ids.agent), 800, 'agent.dividend');
    await move(house('commission'), member(ids.agent), 400, 'agent.salary');
    await move(member(ids.agent), member(ids.m1), 250, 'agent.transfer');
  });
  afterAll(() => t.cleanup());

  it('sums the team overview from the ledger and the bet tables', async () => {
    const value = await overview(cookies.agent);
    const teamIds = [ids.sub, ids.s1, ids.m1, ids.m2];
    const slotBets = await roundSum(teamIds, 'bet_cents');
    const slotWins = await roundSum(teamIds, 'win_cents');
    expect(slotBets).toBe(500);
    expect(value).toMatchObject({
      directMembers: 3,
      teamMembers: 4,
      newMembers: 4,
      firstDepositMembers: 2,
      depositCount: 2,
      depositCents: 15_000,
      withdrawalCents: 1_500,
      // Slots, partner bets less the refund, lottery stakes.
      validBetCents: slotBets + 1_000 + 300,
      payoutCents: slotWins + 300 + 500,
      rebateCents: 150,
      activeBettors: 3,
    });
    expect(value.pnlCents).toBe(value.payoutCents + value.rebateCents - value.validBetCents);

    // What the ledger says: every balance is what came in and went out plus the team's result.
    const balances = await Promise.all(teamIds.map((id) => memberBalance(ctx, id)));
    const received = 3_000 /* sub's grant */ + 250; /* the agent's transfer to m1 */
    expect(balances.reduce((a, b) => a + b, 0)).toBe(
      value.depositCents - value.withdrawalCents + received + value.pnlCents,
    );
  });

  it('counts nothing outside the period', async () => {
    const value = await overview(cookies.agent, `startDate=${day(-40)}&endDate=${day(-10)}`);
    expect(value).toMatchObject({
      teamMembers: 4,
      newMembers: 0,
      firstDepositMembers: 0,
      depositCents: 0,
      validBetCents: 0,
      pnlCents: 0,
      activeBettors: 0,
    });
  });

  it('gives one row per direct downline summing its subtree, and a total equal to the rows and the overview', async () => {
    const value = await pnl(cookies.agent);
    expect(value.path).toEqual([]);
    expect(value.rows.map((row) => [row.userName, row.self, row.isAgent, row.downlines])).toEqual([
      [names.m1, false, false, 0],
      [names.m2, false, false, 0],
      [names.sub, false, true, 1],
    ]);
    const sum = (pick: (row: (typeof value.rows)[number]) => number) =>
      value.rows.reduce((total, row) => total + pick(row), 0);
    expect(value.total).toEqual({
      betCents: sum((row) => row.betCents),
      winCents: sum((row) => row.winCents),
      rebateCents: sum((row) => row.rebateCents),
      pnlCents: sum((row) => row.pnlCents),
    });
    const whole = await overview(cookies.agent);
    expect(value.total).toEqual({
      betCents: whole.validBetCents,
      winCents: whole.payoutCents,
      rebateCents: whole.rebateCents,
      pnlCents: whole.pnlCents,
    });
    const m2 = value.rows.find((row) => row.memberId === ids.m2)!;
    expect(m2).toMatchObject({ betCents: 0, winCents: 0, rebateCents: 0, pnlCents: 0 });
    const sub = value.rows.find((row) => row.memberId === ids.sub)!;
    const subSlots = await roundSum([ids.sub], 'bet_cents');
    expect(sub.betCents).toBe(subSlots + 300);

    // Drilling into the sub-agent: its own play and its member, adding up to its row above.
    const drilled = await pnl(cookies.agent, `${range}&parentId=${ids.sub}`);
    expect(drilled.path).toEqual([{ memberId: ids.sub, userName: names.sub }]);
    expect(drilled.rows.map((row) => [row.memberId, row.self])).toEqual([
      [ids.sub, true],
      [ids.s1, false],
    ]);
    expect(drilled.rows[1]).toMatchObject({ betCents: 300, winCents: 500, pnlCents: 200 });
    expect(drilled.total).toEqual({
      betCents: sub.betCents,
      winCents: sub.winCents,
      rebateCents: sub.rebateCents,
      pnlCents: sub.pnlCents,
    });
    // The sub-agent sees its own team the same way.
    const own = await pnl(cookies.sub);
    expect(own.rows.map((row) => row.memberId)).toEqual([ids.s1]);
    expect(own.total.pnlCents).toBe(200);
  });

  it('refuses to drill into another team, an upline, or a member that does not exist', async () => {
    for (const parentId of [ids.o1, ids.other, ids.trial, 99_999_999]) {
      expectError(
        await get(cookies.agent, `${AGENT_REPORTS_API.teamPnl}?${range}&parentId=${parentId}`),
        404,
        'agent.downline.not.found',
      );
    }
    expectError(
      await get(cookies.sub, `${AGENT_REPORTS_API.teamPnl}?${range}&parentId=${ids.m1}`),
      404,
      'agent.downline.not.found',
    );
  });

  it("lists the team's bets, newest first, filtered and paged, and never another team's", async () => {
    const all = await bets(cookies.agent, `${range}&pageSize=100`);
    const byMember = (id: number) => all.content.filter((row) => row.memberId === id);
    expect(byMember(ids.m1)).toHaveLength(3);
    expect(byMember(ids.sub)).toHaveLength(1);
    expect(
      byMember(ids.s1).map((row) => [row.source, row.status, row.stakeCents, row.winCents]),
    ).toEqual(
      expect.arrayContaining([
        ['lottery', 'won', 200, 500],
        ['lottery', 'lost', 100, 0],
      ]),
    );
    expect(all.content).toHaveLength(6);
    for (const outsider of [ids.agent, ids.trial, ids.o1, ids.other]) {
      expect(byMember(outsider)).toEqual([]);
    }
    const times = all.content.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.content.find((row) => row.memberId === ids.m1)).toMatchObject({
      userName: names.m1,
      source: 'slot',
      status: 'settled',
      stakeCents: 100,
    });

    const page = await bets(cookies.agent, `${range}&pageSize=4&pageNo=2`);
    expect(page).toMatchObject({ totalPages: 2, pageNo: 2 });
    expect(page.content.map((row) => row.id)).toEqual(all.content.slice(4).map((row) => row.id));

    const one = await bets(cookies.agent, `${range}&userName=${names.m1.toUpperCase()}`);
    expect(one.content.map((row) => row.memberId)).toEqual([ids.m1, ids.m1, ids.m1]);
    const lottery = await bets(cookies.agent, `${range}&gameType=ELOTT`);
    expect(lottery.content.map((row) => row.memberId)).toEqual([ids.s1, ids.s1]);

    for (const outsider of [names.o1, 'no-such-member']) {
      expectError(
        await get(cookies.agent, `${AGENT_REPORTS_API.teamBets}?${range}&userName=${outsider}`),
        404,
        'agent.downline.not.found',
      );
    }
  });

  it('answers 403 to members and trials and 401 without a session', async () => {
    for (const path of Object.values(AGENT_REPORTS_API)) {
      expectError(await get(cookies.plain, `${path}?${range}`), 403, 'permission.denied');
      expectError(await get(cookies.trial, `${path}?${range}`), 403, 'permission.denied');
      expectError(await get(cookies.m1, `${path}?${range}`), 403, 'permission.denied');
      expectError(await get(null, `${path}?${range}`), 401, 'auth.required');
    }
  });

  it('refuses bad periods with a clear code in the member language and changes nothing', async () => {
    const before = await dbState(t.database.db);
    for (const path of Object.values(AGENT_REPORTS_API)) {
      const order = expectError(
        await get(cookies.agent, `${path}?startDate=${day(0)}&endDate=${day(-1)}`, 'pt-BR'),
        400,
        'report.range.order',
      );
      expect(order.message).toBe('A data de início não pode ser posterior à data de fim');
      const long = expectError(
        await get(cookies.agent, `${path}?startDate=${day(-93)}&endDate=${day(0)}`),
        400,
        'report.range.too.long',
      );
      expect(long.message).toContain('93 days');
      expectError(
        await get(cookies.agent, `${path}?startDate=2026-13-01&endDate=${day(0)}`),
        400,
        'request.invalid',
      );
      expectError(await get(cookies.agent, `${path}?endDate=${day(0)}`), 400, 'request.invalid');
    }
    // 93 days exactly is allowed.
    await overview(cookies.agent, `startDate=${day(-92)}&endDate=${day(0)}`);
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('lists the agent kinds on the account record with types=A, and everything without it', async () => {
    const record = async (cookie: string, query: string) =>
      WalletTransactionsValue.parse(
        okValue(await get(cookie, `${API.walletTransactions}?${query}`)),
      );
    const agentKinds = await record(cookies.agent, 'types=A');
    expect(agentKinds.content.map((row) => [row.type, row.amountCents])).toEqual([
      ['agent.transfer', -250],
      ['agent.salary', 400],
      ['agent.dividend', 800],
    ]);
    const m1Kinds = await record(cookies.m1, 'types=A');
    expect(m1Kinds.content.map((row) => [row.type, row.amountCents])).toEqual([
      ['agent.transfer', 250],
      ['agent.rebate', 150],
    ]);
    // Unchanged: no types lists every entry, named kinds list those kinds.
    const everything = await record(cookies.agent, 'pageSize=100');
    expect([...new Set(everything.content.map((row) => row.type))]).toEqual(
      expect.arrayContaining([
        'seed.grant',
        'bet',
        'agent.dividend',
        'agent.salary',
        'agent.transfer',
      ]),
    );
    const grants = await record(cookies.agent, 'types=seed.grant');
    expect(grants.content.map((row) => row.type)).toEqual(['seed.grant']);
  });
});
