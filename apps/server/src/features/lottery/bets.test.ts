import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetsValue, LOTTERY_API, PlaceBetsValue } from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import {
  accountBalance,
  createLotteryTestApp,
  drawDraw,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
  type TestDraw,
  type TestLotteryGame,
} from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { expectError } from '../accounts/test-support.ts';
import { settleDrawnBets } from './settlement.ts';

describe('lottery bets', () => {
  let t: LotteryTestApp;
  let north: TestLotteryGame;
  let ent: TestLotteryGame;
  let closed: TestLotteryGame;
  let northDraw: TestDraw;
  let entDraw: TestDraw;
  let requestN = 0;
  const requestId = () => `req-${(requestN += 1)}-abcdefgh`;
  const db = () => t.database.db;

  const member = async (cents: number, type?: number) => {
    const m = await insertMember(db(), type === undefined ? {} : { type });
    if (cents > 0) await fundMember(db(), m.id, cents);
    return { id: m.id, cookie: await sessionCookieFor(db(), m.id) };
  };

  const post = (cookie: string | null, payload: unknown, language?: 'en' | 'pt' | 'vi') =>
    t.app.inject({
      method: 'POST',
      url: LOTTERY_API.bets,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: payload as object,
    });
  const list = async (cookie: string, query = '') =>
    BetsValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: `${LOTTERY_API.bets}${query}`,
          headers: { cookie },
        }),
      ),
    );

  const northSlip = (overrides: Record<string, unknown> = {}) => ({
    gameId: north.gameId,
    numero: northDraw.numero,
    requestId: requestId(),
    lines: [
      { betType: 'de', picks: ['12', '34'], unitStakeCents: 100 },
      { betType: 'lo2', picks: ['05'], unitStakeCents: 200 },
      { betType: 'cang3', picks: ['123'], unitStakeCents: 1_000 },
    ],
    ...overrides,
  });
  const entSlip = (lines: unknown[], overrides: Record<string, unknown> = {}) => ({
    gameId: ent.gameId,
    numero: entDraw.numero,
    requestId: requestId(),
    lines,
    ...overrides,
  });

  /** Everything a refused slip must leave alone. */
  const state = async () => ({
    bets: (await db().selectFrom('lottery_bets').selectAll().orderBy('id').execute()).map((r) =>
      JSON.stringify(r),
    ),
    accounts: (
      await db().selectFrom('ledger_accounts').select(['owner_key', 'balance_cents']).execute()
    )
      .map((r) => `${r.owner_key}=${r.balance_cents}`)
      .sort(),
    transfers: (await db().selectFrom('ledger_transfers').select('id').execute()).length,
  });

  beforeAll(async () => {
    t = await createLotteryTestApp();
    north = await insertLotteryGame(db(), 'north');
    ent = await insertLotteryGame(db(), 'digits5');
    closed = await insertLotteryGame(db(), 'south', { enabled: false });
    northDraw = await insertDraw(db(), north, {
      drawAt: t.clock.now + 3_600_000,
      lockSeconds: 900,
    });
    entDraw = await insertDraw(db(), ent, { drawAt: t.clock.now + 60_000, lockSeconds: 10 });
    await insertDraw(db(), closed, { drawAt: t.clock.now + 3_600_000 });
  });
  afterAll(() => t.cleanup());

  it('places a slip: one debit of exactly its cost, the bets with the remark in the language asked', async () => {
    const m = await member(1_000_000);
    const house = await accountBalance(db(), 'house:lottery');
    const body = northSlip();
    const pt = PlaceBetsValue.parse(okValue(await post(m.cookie, body)));
    // de: 2 picks x 1.00; lo2: 1 pick x 27 cells x 2.00; cang3: 1 pick x 10.00.
    expect(pt.totalCostCents).toBe(200 + 5_400 + 1_000);
    expect(pt.balanceCents).toBe(1_000_000 - 6_600);
    expect(await accountBalance(db(), `member:${m.id}`)).toBe(1_000_000 - 6_600);
    expect(await accountBalance(db(), 'house:lottery')).toBe(house + 6_600);
    expect(pt.bets.map((b) => [b.betType, b.costCents, b.status, b.position])).toEqual([
      ['de', 200, 'open', null],
      ['lo2', 5_400, 'open', null],
      ['cang3', 1_000, 'open', null],
    ]);
    for (const bet of pt.bets) {
      expect(bet).toMatchObject({
        gameId: north.gameId,
        gameCode: north.code,
        remark: `Teste north ${north.gameId}`,
        numero: northDraw.numero,
        prizeMode: 'Lott',
        winningNumber: null,
        settledAt: null,
      });
    }
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'reference', 'amount_cents'])
      .where('idempotency_key', '=', `lottery:bet:${m.id}:${body.requestId}`)
      .execute();
    expect(transfers).toEqual([
      {
        idempotency_key: `lottery:bet:${m.id}:${body.requestId}`,
        kind: 'bet',
        reference: `lottery:${north.code}:${northDraw.numero}`,
        amount_cents: transfers[0]!.amount_cents,
      },
    ]);
    expect(Number(transfers[0]!.amount_cents)).toBe(6_600);

    const en = PlaceBetsValue.parse(
      okValue(
        await post(
          m.cookie,
          entSlip(
            [
              { betType: 'digit', position: 2, picks: ['0', '9'], unitStakeCents: 150 },
              { betType: 'sum', picks: ['big'], unitStakeCents: 500 },
            ],
            { prizeMode: 'ZY' },
          ),
          'en',
        ),
      ),
    );
    expect(en.totalCostCents).toBe(800);
    expect(en.bets.map((b) => [b.remark, b.prizeMode, b.position])).toEqual([
      [`Test digits5 ${ent.gameId}`, 'ZY', 2],
      [`Test digits5 ${ent.gameId}`, 'ZY', null],
    ]);
  });

  it('lets a trial member bet with the trial money', async () => {
    const m = await member(20_000, 4);
    const value = PlaceBetsValue.parse(
      okValue(
        await post(m.cookie, entSlip([{ betType: 'sum', picks: ['odd'], unitStakeCents: 100 }])),
      ),
    );
    expect(value.balanceCents).toBe(19_900);
  });

  const line = (over: Record<string, unknown>) => ({
    betType: 'de',
    picks: ['12'],
    unitStakeCents: 100,
    ...over,
  });

  interface Refusal {
    name: string;
    body: () => unknown;
    status: number;
    code: string;
    pt: string;
    en: string;
    /** Runs before the calls (and its undo after). */
    around?: () => () => void;
  }

  const refusals: Refusal[] = [
    {
      name: 'after the lock',
      body: () => northSlip(),
      around: () => {
        const saved = t.clock.now;
        t.clock.now = northDraw.lockAt;
        return () => {
          t.clock.now = saved;
        };
      },
      status: 409,
      code: 'lottery.draw.locked',
      pt: 'As apostas neste sorteio fecharam, aposte no próximo sorteio',
      en: 'Betting on this draw has closed, please bet on the next draw',
    },
    {
      name: 'an unknown numero',
      body: () => northSlip({ numero: '20000101' }),
      status: 409,
      code: 'lottery.draw.locked',
      pt: 'As apostas neste sorteio fecharam, aposte no próximo sorteio',
      en: 'Betting on this draw has closed, please bet on the next draw',
    },
    {
      name: 'a closed game',
      body: () => northSlip({ gameId: closed.gameId }),
      status: 409,
      code: 'lottery.game.closed',
      pt: 'Este jogo de loteria não está à venda no momento',
      en: 'This lottery game is not on sale right now',
    },
    {
      name: 'an unknown game',
      body: () => northSlip({ gameId: 989_999 }),
      status: 404,
      code: 'game.not.found',
      pt: 'Jogo não encontrado',
      en: 'Game not found',
    },
    {
      name: 'a stake below the minimum',
      body: () => northSlip({ lines: [line({}), line({ unitStakeCents: 99 })] }),
      status: 400,
      code: 'lottery.stake.below.min',
      pt: 'A aposta por número deve ser de pelo menos 1,00 (linha 2)',
      en: 'The stake per number must be at least 1.00 (line 2)',
    },
    {
      name: 'a stake above the maximum',
      body: () => northSlip({ lines: [line({ unitStakeCents: 500_001 })] }),
      status: 400,
      code: 'lottery.stake.above.max',
      pt: 'A aposta por número pode ser no máximo 5.000,00 (linha 1)',
      en: 'The stake per number can be at most 5,000.00 (line 1)',
    },
    {
      name: "a line costing more than the merchant's maximum stake of a bet",
      // 40 picks x 27 prize cells x 10.00 = 10,800.00, over the default 10,000.00 (decision 030).
      body: () =>
        northSlip({
          lines: [
            line({
              betType: 'lo2',
              picks: Array.from({ length: 40 }, (_, i) => String(i).padStart(2, '0')),
              unitStakeCents: 1_000,
            }),
          ],
        }),
      status: 400,
      code: 'game.stake.above.max',
      pt: 'A aposta neste jogo pode ser no máximo 10.000,00 (linha 1)',
      en: 'The stake in this game can be at most 10,000.00 (line 1)',
    },
    {
      name: "a line that could win more than the merchant's maximum win of a bet",
      // cang3 pays 900 times: 1,000.00 could win 900,000.00, over the default 500,000.00.
      body: () =>
        northSlip({
          lines: [
            line({ betType: 'de' }),
            line({ betType: 'cang3', picks: ['123'], unitStakeCents: 100_000 }),
          ],
        }),
      status: 400,
      code: 'game.win.above.max',
      pt: 'Esta aposta poderia ganhar mais do que o ganho máximo por aposta, 500.000,00 (linha 2)',
      en: 'This bet could win more than the maximum win of a bet, 500,000.00 (line 2)',
    },
    {
      name: 'a stake above the absolute ceiling of any amount',
      body: () => northSlip({ lines: [line({ unitStakeCents: 100_000_000_001 })] }),
      status: 400,
      code: 'request.invalid',
      pt: 'A solicitação não é válida: body.lines[0].unitStakeCents',
      en: 'The request is not valid: body.lines[0].unitStakeCents',
    },
    {
      name: 'duplicate picks',
      body: () => northSlip({ lines: [line({ picks: ['12', '12'] })] }),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 1',
      en: 'Check your numbers: line 1',
    },
    {
      name: 'picks with the wrong number of digits',
      body: () =>
        northSlip({ lines: [line({}), line({}), line({ betType: 'cang3', picks: ['1234'] })] }),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 3',
      en: 'Check your numbers: line 3',
    },
    {
      name: 'a de pick of one digit',
      body: () => northSlip({ lines: [line({ picks: ['7'] })] }),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 1',
      en: 'Check your numbers: line 1',
    },
    {
      name: 'a position on a bet without one',
      body: () => northSlip({ lines: [line({ position: 1 })] }),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 1',
      en: 'Check your numbers: line 1',
    },
    {
      name: 'a digit bet without its position',
      body: () => entSlip([{ betType: 'digit', picks: ['1'], unitStakeCents: 100 }]),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 1',
      en: 'Check your numbers: line 1',
    },
    {
      name: 'a size pick on a digit bet',
      body: () => entSlip([{ betType: 'digit', position: 1, picks: ['big'], unitStakeCents: 100 }]),
      status: 400,
      code: 'lottery.picks.invalid',
      pt: 'Verifique seus números: linha 1',
      en: 'Check your numbers: line 1',
    },
    {
      name: 'a bet type the game does not offer',
      body: () => entSlip([{ betType: 'de', picks: ['12'], unitStakeCents: 100 }]),
      status: 400,
      code: 'lottery.bet.type.invalid',
      pt: 'Este tipo de aposta não existe neste jogo de loteria',
      en: 'This bet type is not offered in this lottery game',
    },
    {
      name: 'a position out of range',
      body: () => entSlip([{ betType: 'digit', position: 6, picks: ['1'], unitStakeCents: 100 }]),
      status: 400,
      code: 'request.invalid',
      pt: 'A solicitação não é válida: body.lines[0].position',
      en: 'The request is not valid: body.lines[0].position',
    },
    {
      name: 'a bad body (no request id)',
      body: () => ({ ...northSlip(), requestId: undefined }),
      status: 400,
      code: 'request.invalid',
      pt: 'A solicitação não é válida: body.requestId',
      en: 'The request is not valid: body.requestId',
    },
    {
      name: 'more than the balance',
      body: () => northSlip({ lines: [line({ picks: ['01', '02'], unitStakeCents: 5_001 })] }),
      status: 409,
      code: 'wallet.insufficient.funds',
      pt: 'Saldo insuficiente',
      en: 'Insufficient balance',
    },
  ];

  it.each(refusals)('refuses $name with its code in PT and EN, moving nothing', async (r) => {
    const m = await member(10_000);
    const before = await state();
    const undo = r.around?.();
    try {
      const body = r.body();
      const pt = expectError(await post(m.cookie, body), r.status, r.code);
      const en = expectError(await post(m.cookie, body, 'en'), r.status, r.code);
      if (r.code === 'request.invalid') {
        expect(pt.message.startsWith(r.pt), pt.message).toBe(true);
        expect(en.message.startsWith(r.en), en.message).toBe(true);
      } else {
        expect(pt.message).toBe(r.pt);
        expect(en.message).toBe(r.en);
      }
    } finally {
      undo?.();
    }
    expect(await state()).toEqual(before);
    expect(await accountBalance(db(), `member:${m.id}`)).toBe(10_000);
  });

  it('refuses a bad line in Vietnamese for a Vietnamese member, naming the line', async () => {
    const m = await member(10_000);
    const body = northSlip({ lines: [line({}), line({ picks: ['12', '12'] })] });
    const vi = expectError(await post(m.cookie, body, 'vi'), 400, 'lottery.picks.invalid');
    expect(vi.message).toBe('Vui lòng kiểm tra lại các số đã chọn: dòng 2');
  });

  it('refuses a guest with 401 and a drawn or later draw as locked', async () => {
    expectError(await post(null, northSlip()), 401, 'auth.required');
    expectError(await t.app.inject({ method: 'GET', url: LOTTERY_API.bets }), 401, 'auth.required');
    const game = await insertLotteryGame(db(), 'digits5');
    const drawn = await insertDraw(db(), game, {
      drawAt: t.clock.now - 60_000,
      result: '1,2,3,4,5',
    });
    const open = await insertDraw(db(), game, { drawAt: t.clock.now + 60_000 });
    const later = await insertDraw(db(), game, { drawAt: t.clock.now + 120_000 });
    const m = await member(10_000);
    const before = await state();
    const slipOn = (numero: string) =>
      entSlip([{ betType: 'sum', picks: ['big'], unitStakeCents: 100 }], {
        gameId: game.gameId,
        numero,
      });
    expectError(await post(m.cookie, slipOn(drawn.numero)), 409, 'lottery.draw.locked');
    expectError(await post(m.cookie, slipOn(later.numero)), 409, 'lottery.draw.locked');
    expect(await state()).toEqual(before);
    okValue(await post(m.cookie, slipOn(open.numero)));
  });

  it('sells the next draw while the locked one waits for its time, and refuses the locked one', async () => {
    const game = await insertLotteryGame(db(), 'digits5');
    // Locked 20 s ago, drawn in 10 s; the next one is on sale.
    const locked = await insertDraw(db(), game, { drawAt: t.clock.now + 10_000 });
    const next = await insertDraw(db(), game, { drawAt: t.clock.now + 70_000 });
    const m = await member(10_000);
    const slipOn = (numero: string) =>
      entSlip([{ betType: 'sum', picks: ['big'], unitStakeCents: 100 }], {
        gameId: game.gameId,
        numero,
      });
    const before = await state();
    expectError(await post(m.cookie, slipOn(locked.numero)), 409, 'lottery.draw.locked');
    expect(await state()).toEqual(before);
    okValue(await post(m.cookie, slipOn(next.numero)));
  });

  it('answers a retried slip with its first result, once, even when sent at the same time', async () => {
    const m = await member(100_000);
    const body = northSlip();
    const first = PlaceBetsValue.parse(okValue(await post(m.cookie, body)));
    const again = PlaceBetsValue.parse(okValue(await post(m.cookie, body, 'en')));
    expect(again.bets.map((b) => b.betId)).toEqual(first.bets.map((b) => b.betId));
    expect(again.totalCostCents).toBe(first.totalCostCents);
    expect(again.balanceCents).toBe(100_000 - 6_600);
    expect(again.bets[0]!.remark).toBe(`Test north ${north.gameId}`);

    // Same id, another slip: a conflict that moves nothing.
    const before = await state();
    const other = { ...body, lines: [line({ picks: ['99'] })] };
    const conflict = expectError(await post(m.cookie, other), 409, 'ledger.idempotency.conflict');
    expect(conflict.message).toBe(
      'Este identificador de transação já foi usado com uma solicitação diferente',
    );
    expect(await state()).toEqual(before);

    // Concurrent copies of a new slip place it once.
    const racing = entSlip([{ betType: 'sum', picks: ['even'], unitStakeCents: 700 }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(m.cookie, racing)));
    const values = answers.map((a) => PlaceBetsValue.parse(okValue(a)));
    expect(new Set(values.map((v) => v.bets[0]!.betId)).size).toBe(1);
    expect(await accountBalance(db(), `member:${m.id}`)).toBe(100_000 - 6_600 - 700);

    // After the lock a retry still answers the slip it placed.
    const saved = t.clock.now;
    t.clock.now = northDraw.drawAt + 1;
    try {
      const late = PlaceBetsValue.parse(okValue(await post(m.cookie, body)));
      expect(late.bets.map((b) => b.betId)).toEqual(first.bets.map((b) => b.betId));
    } finally {
      t.clock.now = saved;
    }
  });

  it("lists the member's own bets newest first, by game and state, with the draw's result", async () => {
    const game = await insertLotteryGame(db(), 'digits5');
    const draw = await insertDraw(db(), game, { drawAt: t.clock.now + 60_000 });
    const m = await member(1_000_000);
    const stranger = await member(100_000);
    const sum = (picks: string[]) => ({ betType: 'sum', picks, unitStakeCents: 100 });
    okValue(
      await post(
        stranger.cookie,
        entSlip([sum(['big'])], { gameId: game.gameId, numero: draw.numero }),
      ),
    );
    const placedIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      t.clock.now += 1_000;
      const v = PlaceBetsValue.parse(
        okValue(
          await post(
            m.cookie,
            entSlip([sum(['big']), sum(['small'])], { gameId: game.gameId, numero: draw.numero }),
          ),
        ),
      );
      placedIds.push(...v.bets.map((b) => b.betId));
    }
    t.clock.now += 1_000;
    const northBet = PlaceBetsValue.parse(okValue(await post(m.cookie, northSlip()))).bets;

    const all = await list(m.cookie, '?pageSize=4');
    expect(all.totalPages).toBe(3); // 6 ent bets + 3 north bets
    expect(all.pageNo).toBe(1);
    expect(all.content.map((b) => b.betId)).toEqual([
      ...northBet.map((b) => b.betId).reverse(),
      placedIds[5],
    ]);
    const ofGame = await list(m.cookie, `?gameId=${game.gameId}&pageSize=100`);
    expect(ofGame.content.map((b) => b.betId)).toEqual([...placedIds].reverse());
    expect(ofGame.content.every((b) => b.winningNumber === null && b.status === 'open')).toBe(true);

    // Drawn and settled: 2+3+4+5+6 = 20, small and even.
    t.clock.now = draw.drawAt;
    await drawDraw(db(), game, draw, '2,3,4,5,6');
    await settleDrawnBets(t.ctx, t.clock.now);
    const settled = await list(m.cookie, `?gameId=${game.gameId}&status=settled&language=EN`);
    expect(settled.content).toHaveLength(6);
    for (const bet of settled.content) {
      expect(bet.winningNumber).toBe('2,3,4,5,6');
      expect(bet.remark).toBe(`Test digits5 ${game.gameId}`);
      expect(bet.status).toBe(bet.picks[0] === 'small' ? 'won' : 'lost');
      expect(bet.payoutCents).toBe(bet.picks[0] === 'small' ? 195 : 0);
      expect(bet.settledAt).not.toBeNull();
    }
    expect((await list(m.cookie, `?gameId=${game.gameId}&status=open`)).content).toEqual([]);
    const open = await list(m.cookie, '?status=open&pageSize=100');
    expect(open.content.every((b) => b.status === 'open' && b.gameId !== game.gameId)).toBe(true);
    expect(open.content.map((b) => b.betId)).toEqual(
      expect.arrayContaining(northBet.map((b) => b.betId)),
    );
    expect((await list(m.cookie, '?pageNo=9')).content).toEqual([]);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `${LOTTERY_API.bets}?status=won`,
        headers: { cookie: m.cookie },
      }),
      400,
      'request.invalid',
    );
  });
});
