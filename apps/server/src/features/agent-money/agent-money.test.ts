import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MONEY_API, REBATE_GAME_TYPES } from '@app/contracts';
import type {
  AgentQuotas,
  AgentRebates,
  AgentTransferResult,
  Downline,
  DownlineRebates,
  DownlinesPage,
} from '@app/contracts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { okValue } from '../../testing/api.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dbState, expectError } from '../accounts/test-support.ts';
import { memberBalance, transferIn } from '../ledger/ledger.service.ts';

/** Agent money over HTTP (issue 8, decision 022): team isolation, rebate bounds, transfers. */
describe('agent money', () => {
  let t: TestApp;
  const ids = { a: 0, b: 0, a1: 0, a2: 0, sub: 0, sub1: 0, b1: 0, member: 0, trial: 0 };
  const cookies = { a: '', b: '', sub: '', member: '', trial: '' };
  const names = { a1: '', a2: '', sub: '', sub1: '', b1: '' };
  const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as object });
  const putRates = (cookie: string, memberId: number, rates: object[]) =>
    send(cookie, 'PUT', AGENT_MONEY_API.downlineRebates, { memberId, rates });
  const balance = (memberId: number) => memberBalance(ctx(), memberId);
  /** Every ledger account together: money only ever moves, so the sum stays 0. */
  const ledgerSum = async () =>
    (await t.database.db.selectFrom('ledger_accounts').select('balance_cents').execute()).reduce(
      (sum, row) => sum + Number(row.balance_cents),
      0,
    );
  const fund = (memberId: number, cents: number, key: string) =>
    transferIn(t.database.db, 'DEMO', {
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId },
      amountCents: cents,
      kind: 'seed.grant',
      idempotencyKey: key,
    });
  const setRate = (memberId: number, gameType: string, rateBp: number) =>
    t.database.db
      .insertInto('agent_rebates')
      .values({ member_id: memberId, game_type: gameType, rate_bp: rateBp, updated_at: 'x' })
      .onConflict((oc) => oc.columns(['member_id', 'game_type']).doUpdateSet({ rate_bp: rateBp }))
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // a ─ a1, a2, sub (agent) ─ sub1      b ─ b1
    ids.a = (await insertMember(db, { type: 1, user_name: `ag_a${Date.now() % 100000}` })).id;
    ids.b = (await insertMember(db, { type: 1 })).id;
    const a1 = await insertMember(db, { upline_id: ids.a, nickname: 'First' });
    const a2 = await insertMember(db, { upline_id: ids.a });
    const sub = await insertMember(db, { type: 2, upline_id: ids.a });
    const sub1 = await insertMember(db, { upline_id: sub.id });
    const b1 = await insertMember(db, { upline_id: ids.b });
    Object.assign(ids, { a1: a1.id, a2: a2.id, sub: sub.id, sub1: sub1.id, b1: b1.id });
    Object.assign(names, {
      a1: a1.userName,
      a2: a2.userName,
      sub: sub.userName,
      sub1: sub1.userName,
      b1: b1.userName,
    });
    ids.member = (await insertMember(db, { upline_id: ids.a })).id;
    ids.trial = (await insertMember(db, { type: 4 })).id;
    cookies.a = await sessionCookieFor(db, ids.a);
    cookies.b = await sessionCookieFor(db, ids.b);
    cookies.sub = await sessionCookieFor(db, ids.sub);
    cookies.member = await sessionCookieFor(db, ids.member);
    cookies.trial = await sessionCookieFor(db, ids.trial);
    await fund(ids.a, 10_000, 'test:fund:a');
    await fund(ids.b, 10_000, 'test:fund:b');
    await fund(ids.a1, 300, 'test:fund:a1');
    for (const [type, bp] of [
      ['RNG', 100],
      ['LIVE', 80],
      ['LOTT', 150],
    ] as const) {
      await setRate(ids.a, type, bp);
      await setRate(ids.b, type, bp);
    }
  });
  afterAll(() => t.cleanup());

  const calls = (memberId: number) =>
    [
      ['GET', AGENT_MONEY_API.downlines, undefined],
      ['GET', `${AGENT_MONEY_API.downlineDetail}?memberId=${memberId}`, undefined],
      ['GET', AGENT_MONEY_API.rebates, undefined],
      ['GET', `${AGENT_MONEY_API.downlineRebates}?memberId=${memberId}`, undefined],
      [
        'PUT',
        AGENT_MONEY_API.downlineRebates,
        { memberId, rates: [{ gameType: 'RNG', rateBp: 1 }] },
      ],
      ['GET', AGENT_MONEY_API.quotas, undefined],
      ['POST', AGENT_MONEY_API.transferDownline, { requestId: 'req-perm-1', memberId, amount: 1 }],
      [
        'POST',
        AGENT_MONEY_API.transferDownlines,
        { requestId: 'req-perm-2', transfers: [{ memberId, amount: 1 }] },
      ],
      ['GET', AGENT_MONEY_API.rebateStatement, undefined],
    ] as const;

  it('answers 401 without a session and 403 to a plain member and a trial, changing nothing', async () => {
    const before = await dbState(t.database.db);
    for (const [method, url, payload] of calls(ids.a1)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expectError(anonymous, 401, 'auth.required');
      for (const cookie of [cookies.member, cookies.trial]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(payload ? { payload } : {}),
        });
        expectError(response, 403, 'permission.denied');
      }
    }
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('lists direct downlines with balance, downline count and rates; depth=all adds the team below', async () => {
    const direct = okValue<DownlinesPage>(await get(cookies.a, AGENT_MONEY_API.downlines));
    expect(direct.total).toBe(4);
    expect(direct.content.map((row) => row.memberId).sort()).toEqual(
      [ids.a1, ids.a2, ids.sub, ids.member].sort(),
    );
    const a1 = direct.content.find((row) => row.memberId === ids.a1)!;
    expect(a1).toMatchObject({
      userName: names.a1,
      nickname: 'First',
      type: 0,
      isAgent: false,
      depth: 1,
      balanceCents: 300,
      downlineCount: 0,
    });
    expect(a1.rebates.map((r) => r.gameType)).toEqual([...REBATE_GAME_TYPES]);
    expect(direct.content.find((row) => row.memberId === ids.sub)).toMatchObject({
      isAgent: true,
      downlineCount: 1,
      balanceCents: 0,
    });

    const all = okValue<DownlinesPage>(
      await get(cookies.a, `${AGENT_MONEY_API.downlines}?depth=all&pageSize=2`),
    );
    expect(all.total).toBe(5);
    expect(all.totalPages).toBe(3);
    const last = okValue<DownlinesPage>(
      await get(cookies.a, `${AGENT_MONEY_API.downlines}?depth=all&pageSize=2&pageNo=3`),
    );
    expect(last.content).toEqual([
      expect.objectContaining({ memberId: ids.sub1, depth: 2, uplineUserName: names.sub }),
    ]);
  });

  it('searches by user name within the team only, and never lists another team', async () => {
    const found = okValue<DownlinesPage>(
      await get(
        cookies.a,
        `${AGENT_MONEY_API.downlines}?depth=all&userName=${names.sub1.toUpperCase()}`,
      ),
    );
    expect(found.content.map((row) => row.memberId)).toEqual([ids.sub1]);
    const other = okValue<DownlinesPage>(
      await get(cookies.a, `${AGENT_MONEY_API.downlines}?depth=all&userName=${names.b1}`),
    );
    expect(other).toMatchObject({ content: [], total: 0 });
    const wildcard = okValue<DownlinesPage>(
      await get(cookies.a, `${AGENT_MONEY_API.downlines}?userName=%25`),
    );
    expect(wildcard.total).toBe(0);
    const bList = okValue<DownlinesPage>(
      await get(cookies.b, `${AGENT_MONEY_API.downlines}?depth=all`),
    );
    expect(bList.content.map((row) => row.memberId)).toEqual([ids.b1]);
  });

  it('shows a team member in detail and answers 404 for anyone outside the team', async () => {
    const detail = okValue<Downline>(
      await get(cookies.a, `${AGENT_MONEY_API.downlineDetail}?memberId=${ids.sub1}`),
    );
    expect(detail).toMatchObject({ memberId: ids.sub1, depth: 2 });
    for (const memberId of [ids.b1, ids.b, ids.a, 999_999]) {
      expectError(
        await get(cookies.a, `${AGENT_MONEY_API.downlineDetail}?memberId=${memberId}`),
        404,
        'agent.downline.not.found',
      );
    }
    expectError(
      await get(cookies.b, `${AGENT_MONEY_API.downlineRebates}?memberId=${ids.a1}`),
      404,
      'agent.downline.not.found',
    );
  });

  it('shows the agent its own rates and its quota of downline agents', async () => {
    const own = okValue<AgentRebates>(await get(cookies.a, AGENT_MONEY_API.rebates));
    expect(own.rates).toEqual(
      REBATE_GAME_TYPES.map((gameType) => ({
        gameType,
        rateBp: ({ RNG: 100, LIVE: 80, LOTT: 150 } as Record<string, number>)[gameType] ?? 0,
      })),
    );
    const quotas = okValue<AgentQuotas>(await get(cookies.a, AGENT_MONEY_API.quotas));
    expect(quotas).toEqual({
      downlineAgentQuota: 20,
      downlineAgentsUsed: 1,
      downlineAgentsRemaining: 19,
    });
  });

  it('accepts a rate equal to the ceiling and refuses one above it, naming the type, all or nothing', async () => {
    const url = AGENT_MONEY_API.downlineRebates;
    const saved = okValue<DownlineRebates>(
      await putRates(cookies.a, ids.sub, [
        { gameType: 'RNG', rateBp: 100 },
        { gameType: 'LIVE', rateBp: 40 },
      ]),
    );
    expect(saved.editable).toBe(true);
    expect(saved.rates.find((r) => r.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      rateBp: 100,
      ceilingBp: 100,
      floorBp: 0,
    });

    const before = await t.database.db.selectFrom('agent_rebates').selectAll().execute();
    const refused = expectError(
      await t.app.inject({
        method: 'PUT',
        url: `${url}?language=EN`,
        headers: { cookie: cookies.a },
        payload: {
          memberId: ids.sub,
          rates: [
            { gameType: 'RNG', rateBp: 50 },
            { gameType: 'LOTT', rateBp: 151 },
          ],
        },
      }),
      400,
      'agent.rebate.above.ceiling',
    );
    expect(refused.message).toBe('The rebate for LOTT is higher than your own rate');
    expect(refused.value).toEqual({ gameType: 'LOTT', ceilingBp: 150 });
    // A type the agent has no rate for has a ceiling of 0.
    expectError(
      await putRates(cookies.a, ids.sub, [{ gameType: 'FISH', rateBp: 1 }]),
      400,
      'agent.rebate.above.ceiling',
    );
    expect(await t.database.db.selectFrom('agent_rebates').selectAll().execute()).toEqual(before);
  });

  it('keeps a downline agent above the rates it gave its own downlines', async () => {
    await setRate(ids.sub1, 'LIVE', 30);
    const view = okValue<DownlineRebates>(
      await get(cookies.a, `${AGENT_MONEY_API.downlineRebates}?memberId=${ids.sub}`),
    );
    expect(view.rates.find((r) => r.gameType === 'LIVE')).toMatchObject({ floorBp: 30 });
    expectError(
      await putRates(cookies.a, ids.sub, [{ gameType: 'LIVE', rateBp: 20 }]),
      400,
      'agent.rebate.below.downline',
    );
    // A deeper member is visible with its bounds but only its own agent may change it.
    const deep = okValue<DownlineRebates>(
      await get(cookies.a, `${AGENT_MONEY_API.downlineRebates}?memberId=${ids.sub1}`),
    );
    expect(deep.editable).toBe(false);
    expect(deep.rates.find((r) => r.gameType === 'LIVE')).toMatchObject({
      rateBp: 30,
      ceilingBp: 40,
    });
    expectError(
      await putRates(cookies.a, ids.sub1, [{ gameType: 'LIVE', rateBp: 10 }]),
      404,
      'agent.downline.not.found',
    );
  });

  it('refuses another agent changing rates or moving money of this team, changing nothing', async () => {
    const before = await dbState(t.database.db);
    const rates = await t.database.db.selectFrom('agent_rebates').selectAll().execute();
    expectError(
      await putRates(cookies.b, ids.a1, [{ gameType: 'RNG', rateBp: 10 }]),
      404,
      'agent.downline.not.found',
    );
    expectError(
      await send(cookies.b, 'POST', AGENT_MONEY_API.transferDownline, {
        requestId: 'b-steals-1',
        memberId: ids.a1,
        amount: '1.00',
      }),
      404,
      'agent.downline.not.found',
    );
    expectError(
      await send(cookies.b, 'POST', AGENT_MONEY_API.transferDownlines, {
        requestId: 'b-steals-2',
        transfers: [
          { memberId: ids.b1, amount: 1 },
          { userName: names.a2, amount: 1 },
        ],
      }),
      404,
      'agent.downline.not.found',
    );
    expect(await dbState(t.database.db)).toEqual(before);
    expect(await t.database.db.selectFrom('agent_rebates').selectAll().execute()).toEqual(rates);
  });

  it('transfers to one downline by id or name and replays a retried request once', async () => {
    const sum = await ledgerSum();
    const [agentBefore, a2Before] = [await balance(ids.a), await balance(ids.a2)];
    const body = {
      requestId: 'one-transfer-01',
      userName: names.a2.toUpperCase(),
      amount: '12.34',
    };
    const first = okValue<AgentTransferResult>(
      await send(cookies.a, 'POST', AGENT_MONEY_API.transferDownline, body),
    );
    expect(first).toMatchObject({
      requestId: body.requestId,
      replayed: false,
      totalCents: 1234,
      balanceCents: agentBefore - 1234,
      transfers: [{ memberId: ids.a2, userName: names.a2, amountCents: 1234 }],
    });
    const retry = okValue<AgentTransferResult>(
      await send(cookies.a, 'POST', AGENT_MONEY_API.transferDownline, body),
    );
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await balance(ids.a)).toBe(agentBefore - 1234);
    expect(await balance(ids.a2)).toBe(a2Before + 1234);
    const kinds = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'reference'])
      .where('id', '=', first.transfers[0]!.transferId)
      .executeTakeFirstOrThrow();
    expect(kinds).toEqual({ kind: 'agent.transfer', reference: body.requestId });

    // The same id with another body is refused and moves nothing.
    expectError(
      await send(cookies.a, 'POST', AGENT_MONEY_API.transferDownline, { ...body, amount: 5 }),
      409,
      'ledger.idempotency.conflict',
    );
    expect(await balance(ids.a)).toBe(agentBefore - 1234);
    expect(await ledgerSum()).toBe(sum);
  });

  it('moves several lines at once, or none when one recipient is bad or the total is above the balance', async () => {
    const sum = await ledgerSum();
    const agentBefore = await balance(ids.a);
    const [a1Before, subBefore] = [await balance(ids.a1), await balance(ids.sub)];
    const url = AGENT_MONEY_API.transferDownlines;
    // A good first line, so each refusal is the second line's fault.
    const afterGoodLine = (second: object) => [{ memberId: ids.a1, amount: 1 }, second];
    const refusals: Array<[unknown[], number, string]> = [
      [afterGoodLine({ memberId: ids.b1, amount: 1 }), 404, 'agent.downline.not.found'],
      [afterGoodLine({ memberId: ids.sub1, amount: 1 }), 404, 'agent.downline.not.found'],
      [afterGoodLine({ memberId: ids.a, amount: 1 }), 404, 'agent.downline.not.found'],
      [
        [
          { memberId: ids.a1, amount: agentBefore / 100 },
          { memberId: ids.sub, amount: '0.01' },
        ],
        409,
        'wallet.insufficient.funds',
      ],
      [afterGoodLine({ memberId: ids.sub, amount: 0 }), 400, 'agent.transfer.amount.invalid'],
      [[{ memberId: ids.a1, amount: -1 }], 400, 'agent.transfer.amount.invalid'],
      [[{ memberId: ids.a1, amount: '1.005' }], 400, 'agent.transfer.amount.invalid'],
      [[{ memberId: ids.a1, amount: 1.001 }], 400, 'agent.transfer.amount.invalid'],
      [[{ memberId: ids.a1, amount: 'ten' }], 400, 'agent.transfer.amount.invalid'],
      [afterGoodLine({ userName: names.a1, amount: 2 }), 400, 'agent.transfer.duplicate'],
      // Above the configured maximum of a line (MAX_AGENT_TRANSFER_CENTS, 50,000.00 by default),
      // refused before the balance is looked at; above the absolute ceiling, by the schema.
      [afterGoodLine({ memberId: ids.sub, amount: '50000.01' }), 400, 'amount.above.max'],
      [[{ memberId: ids.a1, amount: '1000000000.01' }], 400, 'request.invalid'],
      [[{ amount: 1 }], 400, 'request.invalid'],
    ];
    for (const [index, [transfers, status, code]] of refusals.entries()) {
      const before = await dbState(t.database.db);
      expectError(
        await send(cookies.a, 'POST', url, { requestId: `refused-${index}-x`, transfers }),
        status,
        code,
      );
      expect(await dbState(t.database.db)).toEqual(before);
    }
    expect(await balance(ids.a)).toBe(agentBefore);
    expect(await balance(ids.a1)).toBe(a1Before);
    expect(await balance(ids.sub)).toBe(subBefore);

    const body = {
      requestId: 'multi-transfer-01',
      transfers: [
        { memberId: ids.a1, amount: '1.50' },
        { userName: names.sub, amount: 2 },
      ],
    };
    const done = okValue<AgentTransferResult>(await send(cookies.a, 'POST', url, body));
    expect(done).toMatchObject({
      replayed: false,
      totalCents: 350,
      balanceCents: agentBefore - 350,
    });
    const again = okValue<AgentTransferResult>(await send(cookies.a, 'POST', url, body));
    expect(again.replayed).toBe(true);
    expect(await balance(ids.a)).toBe(agentBefore - 350);
    expect(await balance(ids.a1)).toBe(a1Before + 150);
    expect(await balance(ids.sub)).toBe(subBefore + 200);
    expect(await ledgerSum()).toBe(sum);

    // Exactly the whole balance is allowed; a downline agent transfers to its own downline.
    const rest = await balance(ids.a);
    okValue(
      await send(cookies.a, 'POST', url, {
        requestId: 'all-of-it-01',
        transfers: [{ memberId: ids.a2, amount: (rest / 100).toFixed(2) }],
      }),
    );
    expect(await balance(ids.a)).toBe(0);
    okValue(
      await send(cookies.sub, 'POST', AGENT_MONEY_API.transferDownline, {
        requestId: 'sub-to-sub1',
        memberId: ids.sub1,
        amount: '2.00',
      }),
    );
    expect(await balance(ids.sub1)).toBe(200);
    expect(await ledgerSum()).toBe(sum);
  });
});
