import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_CONTRACTS_API,
  contractPeriod,
  type AgentContract,
  type ContractHistoryValue,
  type ContractStatusValue,
  type DownlineAgents,
} from '@app/contracts';
import { memberBalance } from '../ledger/ledger.service.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { payContracts } from './contract-payouts.service.ts';
import { runPayContractsCommand } from './pay-contracts.command.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { DEMO_DIVIDEND_TERMS, DEMO_SUB_AGENT } from '../../db/seed/agent-contracts.ts';
import { insertRound } from '../../testing/games.ts';

/** Agent contracts (issue 8, decision 024) on the real database of the run. */
describe('agent contracts', () => {
  let t: TestApp;
  // top ─ sub ─ subMember ─ grand
  //     │     └ subAgent (type 2)
  //     └ plain (type 0)
  // other (another agent) ─ outsider
  const ids = {
    top: 0,
    sub: 0,
    subMember: 0,
    grand: 0,
    subAgent: 0,
    plain: 0,
    other: 0,
    outsider: 0,
  };
  const cookie: Record<keyof typeof ids, string> = {
    top: '',
    sub: '',
    subMember: '',
    grand: '',
    subAgent: '',
    plain: '',
    other: '',
    outsider: '',
  };

  const dividendTerms = {
    cycle: 'weekly',
    tiers: [
      { minNetLossCents: 0, rateBasisPoints: 1000 },
      { minNetLossCents: 100_000, rateBasisPoints: 1500 },
    ],
  };
  const salaryTerms = {
    tiers: [
      { minValidBetCents: 0, rateBasisPoints: 50 },
      { minValidBetCents: 150_000, rateBasisPoints: 100 },
    ],
  };

  const get = (who: keyof typeof ids, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookie[who] } });
  const post = (who: keyof typeof ids, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: cookie[who] }, payload });
  const offer = (who: keyof typeof ids, memberId: number, kind: string, terms: object) =>
    post(who, AGENT_CONTRACTS_API.offer, { memberId, kind, terms });
  const count = async (table: 'agent_contracts' | 'agent_contract_audit') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ids.top = (await insertMember(db, { type: 1 })).id;
    ids.other = (await insertMember(db, { type: 1 })).id;
    ids.sub = (await insertMember(db, { type: 1, upline_id: ids.top })).id;
    ids.plain = (await insertMember(db, { upline_id: ids.top })).id;
    ids.subMember = (await insertMember(db, { type: 1, upline_id: ids.sub })).id;
    ids.subAgent = (await insertMember(db, { type: 2, upline_id: ids.sub })).id;
    ids.grand = (await insertMember(db, { upline_id: ids.subMember })).id;
    ids.outsider = (await insertMember(db, { upline_id: ids.other })).id;
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) {
      cookie[key] = await sessionCookieFor(db, ids[key]);
    }
  });
  afterAll(() => t.cleanup());

  it('refuses offers outside the relationship, to members and from members, writing nothing', async () => {
    const before = [await count('agent_contracts'), await count('agent_contract_audit')];
    // A grandchild, another agent's member and the offerer itself are not direct downlines.
    const notDownline = async (who: keyof typeof ids, memberId: number) =>
      expectError(
        await offer(who, memberId, 'dividend', dividendTerms),
        404,
        'agent.downline.not.found',
      );
    await notDownline('top', ids.subMember);
    await notDownline('top', ids.outsider);
    await notDownline('other', ids.sub);
    await notDownline('top', ids.top);
    expectError(
      await offer('top', ids.plain, 'dividend', dividendTerms),
      409,
      'agent.contract.member.not.agent',
    );
    expectError(await offer('plain', ids.sub, 'dividend', dividendTerms), 403, 'permission.denied');
    // Terms out of bounds or not rising answer 400.
    const tooHigh = { cycle: 'weekly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 5001 }] };
    expectError(await offer('top', ids.sub, 'dividend', tooHigh), 400, 'request.invalid');
    const falling = {
      tiers: [
        { minValidBetCents: 1000, rateBasisPoints: 50 },
        { minValidBetCents: 500, rateBasisPoints: 60 },
      ],
    };
    expectError(await offer('top', ids.sub, 'dailySalary', falling), 400, 'request.invalid');
    expectError(await offer('top', ids.sub, 'dividend', salaryTerms), 400, 'request.invalid');
    expect([await count('agent_contracts'), await count('agent_contract_audit')]).toEqual(before);
  });

  it('shows a pending request in the status fields until it is decided', async () => {
    const empty = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
    expect(okValue<ContractStatusValue>(await get('sub', AGENT_CONTRACTS_API.status))).toEqual(
      empty,
    );

    const hourly = okValue<AgentContract>(await offer('top', ids.sub, 'hourlySalary', salaryTerms));
    expect(hourly).toMatchObject({ status: 'pending', kind: 'hourlySalary', role: 'upline' });
    expect(okValue<ContractStatusValue>(await get('sub', AGENT_CONTRACTS_API.status))).toEqual({
      ...empty,
      contracthoursalreq: String(hourly.id),
    });
    // Another member's status and a plain member's stay empty.
    expect(okValue<ContractStatusValue>(await get('top', AGENT_CONTRACTS_API.status))).toEqual(
      empty,
    );
    expect(okValue<ContractStatusValue>(await get('plain', AGENT_CONTRACTS_API.status))).toEqual(
      empty,
    );
    // One pending offer per kind and downline.
    expectError(
      await offer('top', ids.sub, 'hourlySalary', salaryTerms),
      409,
      'agent.contract.pending.exists',
    );

    const refused = okValue<AgentContract>(
      await post('sub', AGENT_CONTRACTS_API.decide, { id: hourly.id, decision: 'refuse' }),
    );
    expect(refused).toMatchObject({
      status: 'refused',
      decidedByName: expect.any(String),
      role: 'member',
    });
    expect(refused.decidedAt).not.toBeNull();
    expect(okValue<ContractStatusValue>(await get('sub', AGENT_CONTRACTS_API.status))).toEqual(
      empty,
    );
    expect(refused.audit.map((entry) => [entry.action, entry.fromStatus, entry.toStatus])).toEqual([
      ['offer', null, 'pending'],
      ['refuse', 'pending', 'refused'],
    ]);
  });

  it('records an acceptance with time and actor once; a second or a stranger’s decision changes nothing', async () => {
    const offered = okValue<AgentContract>(await offer('top', ids.sub, 'dividend', dividendTerms));
    const status = okValue<ContractStatusValue>(await get('sub', AGENT_CONTRACTS_API.status));
    expect(status.divtypecompperiodreq).toBe(String(offered.id));
    const pending = okValue<{ contract: AgentContract | null }>(
      await get('sub', `${AGENT_CONTRACTS_API.pending}?kind=dividend`),
    );
    expect(pending.contract).toMatchObject({ id: offered.id, terms: dividendTerms });

    // Neither the offerer nor another agent nor a plain member can decide it.
    for (const who of ['top', 'other', 'subMember'] as const) {
      expectError(
        await post(who, AGENT_CONTRACTS_API.decide, { id: offered.id, decision: 'accept' }),
        404,
        'agent.contract.not.found',
      );
    }
    expectError(
      await get('other', `${AGENT_CONTRACTS_API.detail}?id=${offered.id}`),
      404,
      'agent.contract.not.found',
    );

    const before = Date.now();
    const accepted = okValue<AgentContract>(
      await post('sub', AGENT_CONTRACTS_API.decide, { id: offered.id, decision: 'accept' }),
    );
    const row = await t.database.db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', offered.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'accepted', decided_by: ids.sub });
    expect(Date.parse(row.decided_at!)).toBeGreaterThanOrEqual(before - 5);
    expect(accepted.audit.map((entry) => entry.action)).toEqual(['offer', 'accept']);
    expect(accepted.audit[1]!.at).toBe(row.decided_at);

    const auditBefore = await count('agent_contract_audit');
    for (const decision of ['refuse', 'accept'] as const) {
      expectError(
        await post('sub', AGENT_CONTRACTS_API.decide, { id: offered.id, decision }),
        409,
        'agent.contract.already.decided',
      );
    }
    expectError(
      await post('top', AGENT_CONTRACTS_API.cancel, { id: offered.id }),
      409,
      'agent.contract.already.decided',
    );
    expect(await count('agent_contract_audit')).toBe(auditBefore);
    expect(
      await t.database.db
        .selectFrom('agent_contracts')
        .selectAll()
        .where('id', '=', offered.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(row);

    // Both parties read it and its trail; the upline sees it accepted among its offers.
    const seenByUpline = okValue<AgentContract>(
      await get('top', `${AGENT_CONTRACTS_API.detail}?id=${offered.id}`),
    );
    expect(seenByUpline).toMatchObject({ status: 'accepted', role: 'upline' });
    const offeredList = okValue<{ list: AgentContract[] }>(
      await get('top', AGENT_CONTRACTS_API.offered),
    );
    expect(offeredList.list.find((item) => item.id === offered.id)?.status).toBe('accepted');
    const received = okValue<{ list: AgentContract[] }>(
      await get('sub', `${AGENT_CONTRACTS_API.received}?kind=dividend`),
    );
    expect(received.list.map((item) => item.id)).toEqual([offered.id]);
    const info = okValue<{ contract: AgentContract | null }>(
      await get('sub', AGENT_CONTRACTS_API.dividendInfo),
    );
    expect(info.contract?.id).toBe(offered.id);
    const downlines = okValue<DownlineAgents>(await get('top', AGENT_CONTRACTS_API.downlines));
    expect(downlines.list).toEqual([
      {
        memberId: ids.sub,
        userName: expect.any(String),
        contracts: { dailySalary: null, dividend: 'accepted', hourlySalary: 'refused' },
      },
    ]);
  });

  it('keeps an agent under contract from offering more than its own best rate', async () => {
    // sub accepted top's dividend (best rate 15%) above.
    const generous = {
      cycle: 'weekly',
      tiers: [
        { minNetLossCents: 0, rateBasisPoints: 1000 },
        { minNetLossCents: 50_000, rateBasisPoints: 1501 },
      ],
    };
    expectError(
      await offer('sub', ids.subMember, 'dividend', generous),
      409,
      'agent.contract.rate.above.own',
    );
    const fair = { cycle: 'halfMonthly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 1500 }] };
    const offered = okValue<AgentContract>(await offer('sub', ids.subMember, 'dividend', fair));
    expect(offered).toMatchObject({
      status: 'pending',
      terms: fair,
      memberName: expect.any(String),
    });
    okValue(await post('sub', AGENT_CONTRACTS_API.cancel, { id: offered.id }));
  });

  it('lets the upline withdraw a pending offer, and a newer acceptance supersede the old contract', async () => {
    const first = okValue<AgentContract>(
      await offer('sub', ids.subAgent, 'dailySalary', salaryTerms),
    );
    // Only its offerer withdraws it: the addressee, the grand-upline and strangers get 404.
    for (const who of ['subAgent', 'top', 'other'] as const) {
      expectError(
        await post(who, AGENT_CONTRACTS_API.cancel, { id: first.id }),
        404,
        'agent.contract.not.found',
      );
    }
    const cancelled = okValue<AgentContract>(
      await post('sub', AGENT_CONTRACTS_API.cancel, { id: first.id }),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.audit.map((entry) => entry.action)).toEqual(['offer', 'cancel']);
    expectError(
      await post('subAgent', AGENT_CONTRACTS_API.decide, { id: first.id, decision: 'accept' }),
      409,
      'agent.contract.already.decided',
    );

    const a = okValue<AgentContract>(await offer('sub', ids.subAgent, 'dailySalary', salaryTerms));
    okValue(await post('subAgent', AGENT_CONTRACTS_API.decide, { id: a.id, decision: 'accept' }));
    const b = okValue<AgentContract>(await offer('sub', ids.subAgent, 'dailySalary', salaryTerms));
    okValue(await post('subAgent', AGENT_CONTRACTS_API.decide, { id: b.id, decision: 'accept' }));
    const old = okValue<AgentContract>(
      await get('subAgent', `${AGENT_CONTRACTS_API.detail}?id=${a.id}`),
    );
    expect(old.status).toBe('cancelled');
    expect(old.endedAt).not.toBeNull();
    expect(old.audit.map((entry) => [entry.action, entry.toStatus])).toEqual([
      ['offer', 'pending'],
      ['accept', 'accepted'],
      ['supersede', 'cancelled'],
    ]);
  });

  it('lets one of two racing decisions through and refuses the other', async () => {
    const offered = okValue<AgentContract>(
      await offer('sub', ids.subAgent, 'hourlySalary', salaryTerms),
    );
    const answers = await Promise.all(
      (['accept', 'refuse', 'accept'] as const).map((decision) =>
        post('subAgent', AGENT_CONTRACTS_API.decide, { id: offered.id, decision }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const detail = okValue<AgentContract>(
      await get('subAgent', `${AGENT_CONTRACTS_API.detail}?id=${offered.id}`),
    );
    expect(detail.audit).toHaveLength(2);
  });

  it('pays a period once, the hand-computed share of the team’s real bets', async () => {
    const db = t.database.db;
    // A salary contract for sub too (its dividend was accepted above).
    const salary = okValue<AgentContract>(await offer('top', ids.sub, 'dailySalary', salaryTerms));
    okValue(await post('sub', AGENT_CONTRACTS_API.decide, { id: salary.id, decision: 'accept' }));

    // A week ahead, so both contracts were accepted before the period began.
    const day = new Date(Date.now() + 8 * 86_400_000);
    const daily = contractPeriod('daily', day);
    const weekly = contractPeriod('weekly', day);
    const inDay = new Date(Date.parse(daily.startAt) + 3_600_000).toISOString();
    const beforeWeek = new Date(Date.parse(weekly.startAt) - 60_000).toISOString();

    const game = await db
      .selectFrom('games')
      .select('game_id')
      .where('game_id', '>', 0)
      .executeTakeFirstOrThrow();
    const lotteryGame = await db
      .selectFrom('lottery_games')
      .select('game_id')
      .executeTakeFirstOrThrow();
    let key = 0;
    const round = (memberId: number, bet: number, win: number, at: string, playMoney = 0) =>
      insertRound(db, {
        memberId,
        gameId: game.game_id,
        betCents: bet,
        winCents: win,
        at,
        playMoney,
      });
    const draw = await db
      .insertInto('lottery_draws')
      .values({
        game_id: lotteryGame.game_id,
        numero: 'contract-test',
        draw_at: inDay,
        lock_at: inDay,
        seed_hash: 'h',
        seed: 's',
        result: '1',
        drawn_at: inDay,
        settled_at: inDay,
        created_at: inDay,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lottery = async (memberId: number, cost: number, payout: number, status: string) => {
      key += 1;
      await db
        .insertInto('lottery_bets')
        .values({
          merchant_code: 'DEMO',
          member_id: memberId,
          draw_id: draw.id,
          game_id: lotteryGame.game_id,
          numero: 'contract-test',
          request_id: `contract-test-${key}`,
          line_no: 1,
          prize_mode: 'Elott',
          bet_type: 'digit',
          position: 1,
          picks: '1',
          unit_stake_cents: cost,
          cost_cents: cost,
          status,
          hits: payout > 0 ? 1 : 0,
          payout_cents: payout,
          created_at: inDay,
          settled_at: status === 'open' ? null : inDay,
        })
        .execute();
    };
    // Counted: sub itself, its member and its grandchild.
    await round(ids.sub, 50_000, 10_000, inDay);
    await round(ids.subMember, 80_000, 0, inDay);
    await lottery(ids.grand, 30_000, 5_000, 'won');
    await lottery(ids.grand, 10_000, 0, 'lost');
    // Not counted: play money, another team, before the period, an open lottery bet.
    await round(ids.subMember, 999_999, 0, inDay, 1);
    await round(ids.outsider, 500_000, 0, inDay);
    await round(ids.top, 400_000, 0, inDay);
    await round(ids.subMember, 70_000, 0, beforeWeek);
    await lottery(ids.grand, 20_000, 0, 'open');

    const ctx = { config: t.config, db, merchantCode: 'DEMO' };
    // Valid bets 170,000; wins 15,000; net loss 155,000 (tier 15%: 23,250); salary 1% = 1,700.
    const after = new Date(Date.parse(weekly.endAt) + 3_600_000);
    const early = await payContracts(
      db,
      'DEMO',
      'dividend',
      day,
      new Date(Date.parse(weekly.endAt) - 1),
    );
    expect(early.find((o) => o.memberId === ids.sub)?.result).toBe('unfinished');
    expect(await memberBalance(ctx, ids.sub)).toBe(0);

    for (let run = 0; run < 2; run += 1) {
      const dividends = await payContracts(db, 'DEMO', 'dividend', day, after);
      const salaries = await payContracts(db, 'DEMO', 'dailySalary', day, after);
      const mine = [...dividends, ...salaries].filter((o) => o.memberId === ids.sub);
      expect(mine.map((o) => [o.amountCents, o.result])).toEqual([
        [23_250, run === 0 ? 'paid' : 'already'],
        [1_700, run === 0 ? 'paid' : 'already'],
      ]);
    }
    expect(await memberBalance(ctx, ids.sub)).toBe(24_950);
    const transfers = await db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount_cents'])
      .where('kind', 'in', ['agent.salary', 'agent.dividend'])
      .orderBy('kind')
      .execute();
    expect(transfers.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
      ['agent.dividend', 23_250],
      ['agent.salary', 1_700],
    ]);
    const commission = await db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('owner_key', '=', 'house:commission')
      .executeTakeFirstOrThrow();
    expect(Number(commission.balance_cents)).toBe(-24_950);

    const history = okValue<ContractHistoryValue>(
      await get('sub', AGENT_CONTRACTS_API.dividendHistory),
    );
    expect(history.list).toEqual([
      expect.objectContaining({
        periodStart: weekly.start,
        periodEnd: weekly.end,
        validBetCents: 170_000,
        netLossCents: 155_000,
        rateBasisPoints: 1500,
        amountCents: 23_250,
      }),
    ]);
    const salaryHistory = okValue<ContractHistoryValue>(
      await get('sub', AGENT_CONTRACTS_API.salaryHistory),
    );
    expect(salaryHistory.list).toEqual([
      expect.objectContaining({
        periodStart: daily.start,
        periodEnd: daily.start,
        amountCents: 1_700,
      }),
    ]);
    // The operator's command pays nothing more and says so.
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(
      await runPayContractsCommand(
        ['--kind', 'dividend', '--date', daily.start],
        db,
        'DEMO',
        io,
        after,
      ),
    ).toBe(0);
    expect(lines).toContain(
      `dividend contract ${
        history.list[0]!.contractId
      } member ${ids.sub} ${weekly.start}..${weekly.end}: already 232.50`,
    );
    expect(lines.at(-1)).toBe('paid now: 0.00');
    expect(await runPayContractsCommand(['--kind', 'bonus'], db, 'DEMO', io, after)).toBe(2);
    expect(await memberBalance(ctx, ids.sub)).toBe(24_950);
    // Non-agents have no dividend screen.
    expectError(await get('plain', AGENT_CONTRACTS_API.dividendHistory), 403, 'permission.denied');
  });

  it('seeds agent02 under agent01 with one pending dividend offer, never offered again', async () => {
    const db = t.database.db;
    const agent02 = await db
      .selectFrom('members as m')
      .innerJoin('members as up', 'up.id', 'm.upline_id')
      .select(['m.id', 'm.type', 'up.user_name as upline'])
      .where('m.user_name_key', '=', DEMO_SUB_AGENT.userName)
      .executeTakeFirstOrThrow();
    expect(agent02).toMatchObject({ type: 1, upline: 'agent01' });
    const rows = () =>
      db.selectFrom('agent_contracts').selectAll().where('member_id', '=', agent02.id).execute();
    const [seeded] = await rows();
    expect(seeded).toMatchObject({ kind: 'dividend', status: 'pending' });
    expect(JSON.parse(seeded!.terms)).toEqual(DEMO_DIVIDEND_TERMS);
    await seedDatabase(db, 'DEMO');
    expect(await rows()).toHaveLength(1);
    const agent02Cookie = await sessionCookieFor(db, agent02.id);
    okValue(
      await t.app.inject({
        method: 'POST',
        url: AGENT_CONTRACTS_API.decide,
        headers: { cookie: agent02Cookie },
        payload: { id: seeded!.id, decision: 'refuse' },
      }),
    );
    await seedDatabase(db, 'DEMO');
    expect((await rows()).map((row) => row.status)).toEqual(['refused']);
  });
});
