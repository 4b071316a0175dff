import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_CONTRACTS_API,
  AGENT_MONEY_API,
  AGENTS_API,
  AgentRebates,
  DEFAULT_DOWNLINE_AGENT_QUOTA,
  PendingContractValue,
  type ContractStatusValue,
  type DownlineAgents,
} from '@app/contracts';
import {
  BO_AGENTS_API,
  BoAgentCandidates,
  BoAgentContract,
  BoAgentContracts,
  BoAgentDetail,
  BoAgentPayouts,
  BoAgentTree,
  BoSettlementDetail,
  BoSettlementPage,
  boAgentPath,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { expectLedgerBalanced } from '../../../testing/ledger.ts';
import { firstGameIdOfType, insertRound } from '../../../testing/games.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { countRows } from '../../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { runJobForPeriod } from '../../scheduler/index.ts';

/**
 * The back office's agents area (issue 22) on a real database (SQLite, and PostgreSQL in CI):
 * who may call it, the tree, the rate rules, promotion as the member side sees it, house
 * contract offers through the member side's accept flow, and settlement runs against the
 * payout tables. Members carry a per-file prefix, so the seeded demo agents never match.
 */
let t: TestApp;
let finance: TestOperator;
let admin: TestOperator;
let cashier: TestOperator;
let support: TestOperator;

const prefix = `ag${randomBytes(3).toString('hex')}`;
// top ─ sub ─ subMember
//     └ plain (promoted in a test)
// loner (no upline), trial (type 4)
const ids = { top: 0, sub: 0, subMember: 0, plain: 0, loner: 0, trial: 0 };

const get = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const post = (operator: TestOperator, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: operator.headers, payload });
const memberGet = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const memberPost = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function setRates(memberId: number, rates: Record<string, number>) {
  for (const [gameType, rateBp] of Object.entries(rates)) {
    await t.database.db
      .insertInto('agent_rebates')
      .values({ member_id: memberId, game_type: gameType, rate_bp: rateBp, updated_at: 'x' })
      .execute();
  }
}

async function ratesOf(memberId: number): Promise<Record<string, number>> {
  const rows = await t.database.db
    .selectFrom('agent_rebates')
    .select(['game_type', 'rate_bp'])
    .where('member_id', '=', memberId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.game_type, Number(row.rate_bp)]));
}

async function auditRows(action: string) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    operatorId: row.operator_id,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    reason: row.reason,
  }));
}

const detailOf = async (id: number) =>
  BoAgentDetail.parse(okValue(await get(finance, boAgentPath(BO_AGENTS_API.agent, { id }))));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  finance = await signedInOperator(db, 'finance');
  admin = await signedInOperator(db, 'admin');
  cashier = await signedInOperator(db, 'cashier');
  support = await signedInOperator(db, 'support');
  ids.top = (await insertMember(db, { user_name: `${prefix}top`, type: 1 })).id;
  ids.sub = (await insertMember(db, { user_name: `${prefix}sub`, type: 1, upline_id: ids.top })).id;
  ids.subMember = (
    await insertMember(db, { user_name: `${prefix}submember`, upline_id: ids.sub })
  ).id;
  ids.plain = (await insertMember(db, { user_name: `${prefix}plain`, upline_id: ids.top })).id;
  ids.loner = (await insertMember(db, { user_name: `${prefix}loner` })).id;
  ids.trial = (await insertMember(db, { user_name: `${prefix}trial`, type: 4 })).id;
  await setRates(ids.top, { RNG: 200, LIVE: 100 });
  await setRates(ids.sub, { RNG: 150, LIVE: 50 });
  await setRates(ids.subMember, { RNG: 100 });
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.database.db);
  await t?.cleanup();
});

describe('permissions', () => {
  it('lets finance and admin read and refuses cashier and support (403, nothing changed)', async () => {
    const reads = [
      BO_AGENTS_API.tree,
      `${BO_AGENTS_API.candidates}?q=${prefix}`,
      BO_AGENTS_API.settlements,
      boAgentPath(BO_AGENTS_API.agent, { id: ids.top }),
      boAgentPath(BO_AGENTS_API.contracts, { id: ids.top }),
      boAgentPath(BO_AGENTS_API.payouts, { id: ids.top }),
    ];
    for (const url of reads) {
      for (const allowed of [finance, admin])
        expect((await get(allowed, url)).statusCode).toBe(200);
      for (const refused of [cashier, support]) {
        expectError(await get(refused, url), 403, 'bo.forbidden');
      }
    }
    const auditBefore = await countRows(t.database.db, 'audit_log');
    const writes: Array<[string, object]> = [
      [BO_AGENTS_API.promote, { memberId: ids.loner, reason: 'asked by marketing' }],
      [
        boAgentPath(BO_AGENTS_API.rates, { id: ids.top }),
        { rates: [{ gameType: 'RNG', rateBp: 300 }], reason: 'new deal' },
      ],
      [
        boAgentPath(BO_AGENTS_API.contracts, { id: ids.top }),
        {
          kind: 'dailySalary',
          terms: { tiers: [{ minValidBetCents: 0, rateBasisPoints: 50 }] },
          reason: 'new deal',
        },
      ],
    ];
    for (const [url, body] of writes) {
      for (const refused of [cashier, support]) {
        expectError(await post(refused, url, body), 403, 'bo.forbidden');
      }
    }
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
    const loner = await t.database.db
      .selectFrom('members')
      .select('type')
      .where('id', '=', ids.loner)
      .executeTakeFirstOrThrow();
    expect(loner.type).toBe(0);
    expect(await ratesOf(ids.top)).toEqual({ RNG: 200, LIVE: 100 });
  });
});

describe('the tree', () => {
  it('lists top-level agents with their team sizes and drills into downline agents', async () => {
    const roots = BoAgentTree.parse(okValue(await get(finance, BO_AGENTS_API.tree)));
    const top = roots.nodes.find((node) => node.id === ids.top);
    // sub, subMember and plain are below top; sub is its only agent child.
    expect(top).toMatchObject({ teamSize: 3, directCount: 2, directAgents: 1, uplineId: null });
    expect(roots.nodes.some((node) => node.id === ids.sub)).toBe(false);
    expect(roots.nodes.some((node) => node.id === ids.loner)).toBe(false);

    const children = BoAgentTree.parse(
      okValue(await get(finance, `${BO_AGENTS_API.tree}?parentId=${ids.top}`)),
    );
    expect(children.nodes.map((node) => node.id)).toEqual([ids.sub]);
    expect(children.nodes[0]).toMatchObject({ teamSize: 1, directCount: 1, directAgents: 0 });
  });

  it('finds agents anywhere by part of the name, with their path from the top', async () => {
    const found = BoAgentTree.parse(
      okValue(await get(finance, `${BO_AGENTS_API.tree}?q=${prefix.toUpperCase()}SU`)),
    );
    expect(found.nodes.map((node) => node.id)).toEqual([ids.sub]);
    expect(found.nodes[0]!.path).toEqual([{ id: ids.top, userName: `${prefix}top` }]);
    // Plain members are not agents: the search does not list them.
    const none = BoAgentTree.parse(
      okValue(await get(finance, `${BO_AGENTS_API.tree}?q=${prefix}loner`)),
    );
    expect(none.nodes).toEqual([]);
  });

  it('shows an agent with its rates between its downlines and its upline; 404 for a non-agent', async () => {
    const sub = await detailOf(ids.sub);
    expect(sub).toMatchObject({
      topLevel: false,
      parentAgent: { id: ids.top, userName: `${prefix}top` },
      path: [{ id: ids.top, userName: `${prefix}top` }],
    });
    expect(sub.rates.find((rate) => rate.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      rateBp: 150,
      ceilingBp: 200,
      floorBp: 100,
    });
    const top = await detailOf(ids.top);
    expect(top.topLevel).toBe(true);
    expect(top.rates.find((rate) => rate.gameType === 'RNG')).toMatchObject({
      ceilingBp: 10_000,
      floorBp: 150,
    });
    expectError(
      await get(finance, boAgentPath(BO_AGENTS_API.agent, { id: ids.loner })),
      404,
      'bo.not.found',
    );
  });
});

describe('rates', () => {
  const ratesUrl = (id: number) => boAgentPath(BO_AGENTS_API.rates, { id });

  it('refuses a rate above the upline’s or below a downline’s with a bo.* error, changing nothing', async () => {
    const before = await auditRows('agent.rates');
    const above = expectError(
      await post(finance, ratesUrl(ids.sub), {
        rates: [
          { gameType: 'LIVE', rateBp: 80 },
          { gameType: 'RNG', rateBp: 201 },
        ],
        reason: 'new deal',
      }),
      400,
      'bo.agent.rate.above.upline',
    );
    expect(above.value).toEqual({ gameType: 'RNG', ceilingBp: 200 });
    expect(above.message).toContain('RNG');
    const below = expectError(
      await post(finance, ratesUrl(ids.sub), {
        rates: [{ gameType: 'RNG', rateBp: 99 }],
        reason: 'new deal',
      }),
      400,
      'bo.agent.rate.below.downline',
    );
    expect(below.value).toEqual({ gameType: 'RNG', floorBp: 100 });
    // A top-level agent is bounded by its downlines below and 100% above.
    expectError(
      await post(finance, ratesUrl(ids.top), {
        rates: [{ gameType: 'RNG', rateBp: 149 }],
        reason: 'new deal',
      }),
      400,
      'bo.agent.rate.below.downline',
    );
    expectError(
      await post(finance, ratesUrl(ids.top), {
        rates: [{ gameType: 'RNG', rateBp: 10_001 }],
        reason: 'new deal',
      }),
      400,
      'request.invalid',
    );
    // No reason, no change: rates move money.
    expectError(
      await post(finance, ratesUrl(ids.top), { rates: [{ gameType: 'RNG', rateBp: 250 }] }),
      400,
      'request.invalid',
    );
    expectError(
      await post(finance, ratesUrl(ids.loner), {
        rates: [{ gameType: 'RNG', rateBp: 10 }],
        reason: 'new deal',
      }),
      404,
      'bo.not.found',
    );
    expect(await ratesOf(ids.sub)).toEqual({ RNG: 150, LIVE: 50 });
    expect(await ratesOf(ids.top)).toEqual({ RNG: 200, LIVE: 100 });
    expect(await auditRows('agent.rates')).toEqual(before);
  });

  it('sets rates within the bounds, audited with before, after and reason; the member side sees them', async () => {
    const value = BoAgentDetail.parse(
      okValue(
        await post(finance, ratesUrl(ids.sub), {
          rates: [
            { gameType: 'RNG', rateBp: 180 },
            { gameType: 'PVP', rateBp: 0 },
          ],
          reason: 'quarterly review',
        }),
      ),
    );
    expect(value.rates.find((rate) => rate.gameType === 'RNG')!.rateBp).toBe(180);
    expect(await ratesOf(ids.sub)).toEqual({ RNG: 180, LIVE: 50 });
    const rows = await auditRows('agent.rates');
    expect(rows.at(-1)).toMatchObject({
      operatorId: finance.id,
      targetType: 'member',
      targetId: String(ids.sub),
      reason: 'quarterly review',
      before: { ratesBp: { RNG: 150, LIVE: 50, PVP: 0 } },
      after: { ratesBp: { RNG: 180, LIVE: 50, PVP: 0 } },
    });
    const cookie = await sessionCookieFor(t.database.db, ids.sub);
    const own = AgentRebates.parse(okValue(await memberGet(cookie, AGENT_MONEY_API.rebates)));
    expect(own.rates.find((rate) => rate.gameType === 'RNG')!.rateBp).toBe(180);

    // The same rates again change nothing and write no audit row.
    okValue(
      await post(finance, ratesUrl(ids.sub), {
        rates: [{ gameType: 'RNG', rateBp: 180 }],
        reason: 'quarterly review',
      }),
    );
    expect(await auditRows('agent.rates')).toHaveLength(rows.length);
  });
});

describe('promotion', () => {
  it('finds plain members to promote', async () => {
    const found = BoAgentCandidates.parse(
      okValue(await get(finance, `${BO_AGENTS_API.candidates}?q=${prefix}`)),
    );
    expect(found.list.map((row) => row.id).sort()).toEqual(
      [ids.subMember, ids.plain, ids.loner].sort(),
    );
    expect(found.list.find((row) => row.id === ids.plain)!.upline).toEqual({
      id: ids.top,
      userName: `${prefix}top`,
    });
  });

  it('makes a member an agent the member site recognises, audited', async () => {
    const cookie = await sessionCookieFor(t.database.db, ids.plain);
    expectError(await memberGet(cookie, AGENTS_API.agentProfile), 403, 'permission.denied');

    const detail = BoAgentDetail.parse(
      okValue(
        await post(admin, BO_AGENTS_API.promote, {
          memberId: ids.plain,
          reason: 'signed the agent agreement',
        }),
      ),
    );
    expect(detail).toMatchObject({ id: ids.plain, type: 1, topLevel: false });
    expect((await auditRows('agent.promote')).at(-1)).toMatchObject({
      operatorId: admin.id,
      targetId: String(ids.plain),
      before: { type: 0, uplineId: ids.top },
      after: { type: 1, uplineId: ids.top },
      reason: 'signed the agent agreement',
    });

    // The same session is an agent's now: the agent home, team and contract calls answer.
    expect((await memberGet(cookie, AGENTS_API.agentProfile)).statusCode).toBe(200);
    expect((await memberGet(cookie, AGENT_MONEY_API.downlines)).statusCode).toBe(200);
    expect((await memberGet(cookie, AGENT_CONTRACTS_API.received)).statusCode).toBe(200);
    // Its upline sees it among the downline agents it can offer contracts to.
    const topCookie = await sessionCookieFor(t.database.db, ids.top);
    const downlines = okValue<DownlineAgents>(
      await memberGet(topCookie, AGENT_CONTRACTS_API.downlines),
    );
    expect(downlines.list.map((row) => row.memberId)).toContain(ids.plain);
    // And it is in the tree under top.
    const children = BoAgentTree.parse(
      okValue(await get(finance, `${BO_AGENTS_API.tree}?parentId=${ids.top}`)),
    );
    expect(children.nodes.map((node) => node.id).sort()).toEqual([ids.sub, ids.plain].sort());
  });

  it('refuses agents, trial accounts, unknown ids and a full upline quota, changing nothing', async () => {
    const before = await countRows(t.database.db, 'audit_log');
    const promote = (memberId: number) =>
      post(finance, BO_AGENTS_API.promote, { memberId, reason: 'asked by marketing' });
    expectError(await promote(ids.plain), 409, 'bo.agent.already.agent');
    expectError(await promote(ids.trial), 409, 'bo.agent.not.promotable');
    expectError(await promote(999_999_999), 404, 'bo.not.found');

    const full = (await insertMember(t.database.db, { user_name: `${prefix}full`, type: 1 })).id;
    await t.database.db
      .insertInto('members')
      .values(
        Array.from({ length: DEFAULT_DOWNLINE_AGENT_QUOTA }, (_, i) => ({
          merchant_code: 'DEMO',
          user_name: `${prefix}q${i}`,
          user_name_key: `${prefix}q${i}`,
          password_hash: 'x',
          type: 1,
          upline_id: full,
          password_changed_at: 'x',
          created_at: 'x',
        })),
      )
      .execute();
    const waiting = (
      await insertMember(t.database.db, { user_name: `${prefix}waiting`, upline_id: full })
    ).id;
    expectError(await promote(waiting), 409, 'bo.agent.quota.full');
    const row = await t.database.db
      .selectFrom('members')
      .select('type')
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe(0);
    expect(await countRows(t.database.db, 'audit_log')).toBe(before);
  });
});

describe('house contract offers', () => {
  const salary = {
    kind: 'dailySalary',
    terms: {
      tiers: [
        { minValidBetCents: 0, rateBasisPoints: 50 },
        { minValidBetCents: 100_000, rateBasisPoints: 100 },
      ],
    },
  };
  const offerUrl = (id: number) => boAgentPath(BO_AGENTS_API.contracts, { id });

  it('offers only to top-level agents', async () => {
    expectError(
      await post(finance, offerUrl(ids.sub), { ...salary, reason: 'house programme' }),
      409,
      'bo.agent.not.top.level',
    );
    expectError(
      await post(finance, offerUrl(ids.loner), { ...salary, reason: 'house programme' }),
      404,
      'bo.not.found',
    );
    expectError(
      await post(finance, offerUrl(ids.top), {
        kind: 'dailySalary',
        terms: { tiers: [{ minValidBetCents: 0, rateBasisPoints: 301 }] },
        reason: 'house programme',
      }),
      400,
      'request.invalid',
    );
  });

  it('shows the offer to the agent, who accepts it on the member side; audited', async () => {
    const offered = BoAgentContract.parse(
      okValue(await post(finance, offerUrl(ids.top), { ...salary, reason: 'house programme' })),
    );
    expect(offered).toMatchObject({
      kind: 'dailySalary',
      status: 'pending',
      offeredBy: null,
      member: { id: ids.top },
    });
    expect((await auditRows('agent.contract.offer')).at(-1)).toMatchObject({
      operatorId: finance.id,
      targetType: 'agent_contract',
      targetId: String(offered.id),
      before: null,
      after: { memberId: ids.top, kind: 'dailySalary', terms: salary.terms, status: 'pending' },
      reason: 'house programme',
    });
    expectError(
      await post(finance, offerUrl(ids.top), { ...salary, reason: 'house programme' }),
      409,
      'agent.contract.pending.exists',
    );

    const cookie = await sessionCookieFor(t.database.db, ids.top);
    const status = okValue<ContractStatusValue>(
      await memberGet(cookie, AGENT_CONTRACTS_API.status),
    );
    expect(status.dailysalreqtype).toBe(String(offered.id));
    const pending = PendingContractValue.parse(
      okValue(await memberGet(cookie, `${AGENT_CONTRACTS_API.pending}?kind=dailySalary`)),
    );
    expect(pending.contract).toMatchObject({ id: offered.id, role: 'member', uplineName: '' });
    okValue(
      await memberPost(cookie, AGENT_CONTRACTS_API.decide, {
        id: offered.id,
        decision: 'accept',
      }),
    );
    // The house's offer cannot be withdrawn by the agent (it is not the offerer).
    expectError(
      await memberPost(cookie, AGENT_CONTRACTS_API.cancel, { id: offered.id }),
      404,
      'agent.contract.not.found',
    );

    const contracts = BoAgentContracts.parse(
      okValue(await get(finance, boAgentPath(BO_AGENTS_API.contracts, { id: ids.top }))),
    );
    expect(contracts.received[0]).toMatchObject({ id: offered.id, status: 'accepted' });
    expect(contracts.received[0]!.audit.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['offer', ''],
      ['accept', `${prefix}top`],
    ]);
    // Cancelling a decided offer is refused and changes nothing.
    expectError(
      await post(finance, boAgentPath(BO_AGENTS_API.cancelContract, { contractId: offered.id }), {
        reason: 'changed our mind',
      }),
      409,
      'agent.contract.already.decided',
    );

    // The agent's own offers to its downlines are now capped by the house contract's rate.
    expectError(
      await memberPost(cookie, AGENT_CONTRACTS_API.offer, {
        memberId: ids.sub,
        kind: 'dailySalary',
        terms: { tiers: [{ minValidBetCents: 0, rateBasisPoints: 150 }] },
      }),
      409,
      'agent.contract.rate.above.own',
    );
  });

  it('withdraws a pending house offer, audited; the agent no longer sees it', async () => {
    const offered = BoAgentContract.parse(
      okValue(
        await post(finance, offerUrl(ids.top), {
          kind: 'dividend',
          terms: { cycle: 'weekly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 1000 }] },
          reason: 'house programme',
        }),
      ),
    );
    const cancelled = BoAgentContract.parse(
      okValue(
        await post(finance, boAgentPath(BO_AGENTS_API.cancelContract, { contractId: offered.id }), {
          reason: 'sent by mistake',
        }),
      ),
    );
    expect(cancelled.status).toBe('cancelled');
    expect((await auditRows('agent.contract.cancel')).at(-1)).toMatchObject({
      targetId: String(offered.id),
      before: { status: 'pending' },
      after: { status: 'cancelled', memberId: ids.top, kind: 'dividend' },
      reason: 'sent by mistake',
    });
    const cookie = await sessionCookieFor(t.database.db, ids.top);
    const status = okValue<ContractStatusValue>(
      await memberGet(cookie, AGENT_CONTRACTS_API.status),
    );
    expect(status.divtypecompperiodreq).toBe('');
  });
});

describe('settlement runs', () => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });

  it('lists what each run paid; the lines add up to the payout tables and the run’s own figure', async () => {
    const db = t.database.db;
    const rng = await firstGameIdOfType(db, 'RNG');
    // subMember (a plain member) staked 500.00 yesterday: sub earns its 1.80%, top 2.00% - 1.80%.
    for (const cents of [20_000, 30_000]) {
      await insertRound(db, {
        memberId: ids.subMember,
        gameId: rng,
        betCents: cents,
        at: `${day}T10:00:00.000Z`,
      });
    }
    // top's accepted house salary contract counts from before yesterday.
    await db
      .updateTable('agent_contracts')
      .set({ decided_at: `${day}T00:00:00.000Z`, created_at: `${day}T00:00:00.000Z` })
      .where('member_id', '=', ids.top)
      .where('status', '=', 'accepted')
      .execute();

    const rebateRun = await runJobForPeriod(ctx(), 'rebate-settlement', day, 'scheduler');
    const payoutRun = await runJobForPeriod(ctx(), 'contract-payouts', day, 'scheduler');
    const again = await runJobForPeriod(ctx(), 'rebate-settlement', day, 'scheduler');

    const page = BoSettlementPage.parse(
      okValue(await get(finance, `${BO_AGENTS_API.settlements}?limit=500`)),
    );
    const listed = (id: number) => page.rows.find((row) => row.id === id)!;

    const rebateRows = await db
      .selectFrom('agent_rebate_payouts')
      .selectAll()
      .where('day', '=', day)
      .execute();
    const rebateTotal = rebateRows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    expect(listed(rebateRun.id)).toMatchObject({
      job: 'rebate-settlement',
      periodKey: day,
      outcome: 'ok',
      paidCents: rebateTotal,
      reportedCents: rebateTotal,
      lineCount: rebateRows.length,
    });
    expect(listed(again.id)).toMatchObject({ paidCents: 0, reportedCents: 0, lineCount: 0 });

    const detail = BoSettlementDetail.parse(
      okValue(await get(finance, boAgentPath(BO_AGENTS_API.settlement, { id: rebateRun.id }))),
    );
    const paidTo = (id: number) =>
      detail.byAgent.find((entry) => entry.agent.id === id)?.amountCents ?? 0;
    expect(paidTo(ids.sub)).toBe(900);
    expect(paidTo(ids.top)).toBe(100);
    expect(detail.byAgent.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(rebateTotal);
    expect(detail.lines.find((line) => line.agent.id === ids.sub)).toMatchObject({
      kind: 'rebate',
      gameType: 'RNG',
      validBetCents: 50_000,
      rateBp: 180,
      amountCents: 900,
    });

    const salaryRows = await db
      .selectFrom('agent_contract_payouts')
      .selectAll()
      .where('period_start', '=', day)
      .execute();
    const salaryTotal = salaryRows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    const payout = BoSettlementDetail.parse(
      okValue(await get(finance, boAgentPath(BO_AGENTS_API.settlement, { id: payoutRun.id }))),
    );
    expect(payout.run).toMatchObject({ paidCents: salaryTotal, reportedCents: salaryTotal });
    // top's team staked 500.00: the 0.50% tier pays 2.50.
    expect(payout.lines.find((line) => line.agent.id === ids.top)).toMatchObject({
      kind: 'dailySalary',
      validBetCents: 50_000,
      rateBp: 50,
      amountCents: 250,
    });

    // The agent's payout history shows both.
    const history = BoAgentPayouts.parse(
      okValue(await get(finance, boAgentPath(BO_AGENTS_API.payouts, { id: ids.top }))),
    );
    expect(history.rebates.map((line) => [line.day, line.amountCents])).toEqual([[day, 100]]);
    expect(history.contracts.map((line) => [line.kind, line.amountCents])).toEqual([
      ['dailySalary', 250],
    ]);
    expect((await detailOf(ids.top)).totals).toEqual({
      rebateCents: 100,
      dailySalaryCents: 250,
      dividendCents: 0,
    });

    expectError(
      await get(finance, boAgentPath(BO_AGENTS_API.settlement, { id: 999_999_999 })),
      404,
      'bo.not.found',
    );
  });
});
