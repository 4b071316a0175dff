import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOTTERY_API, NumeroValue, PlaceBetsValue, type PlaceBetsBody } from '@app/contracts';
import { buildApp } from '../../app.ts';
import { isPostgresUrl, openDatabase, type AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema/tables.ts';
import { LOTTERY_GAMES } from '../../db/seed/lottery-games.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { accountBalance, fundMember } from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../testing/test-app.ts';
import { drawResult } from './draws.service.ts';
import { openNextDraws } from './draws.service.ts';
import { winKey } from './settlement.ts';
import { runLotterySweep } from './sweep.ts';

/**
 * Two instances of the app on one database (a PostgreSQL schema, or one SQLite file), one
 * shared clock. On PostgreSQL each instance has its own connection pool, as another process
 * would. On SQLite they share this process's connection: node:sqlite waits for a lock
 * synchronously, so a second connection in the same thread would stall the one holding it
 * (separate processes, each with its own thread, wait for each other normally).
 * Members bet through HTTP on several one-minute
 * draws; then the clock passes them all and both instances sweep at once, round after round.
 * Every draw gets one result, every bet one settlement, every win one credit; afterwards an
 * instance started after a stop draws and settles the draw it missed.
 */

const TURBO_1 = LOTTERY_GAMES.find((game) => game.code === 'ENT_TURBO_1')!;
const START = Date.parse('2025-01-06T10:00:00.000Z');
const MINUTE = 60_000;
const MEMBERS = 6;
const DRAWS = 4;
const FUNDS = 1_000_000;

interface Instance {
  app: FastifyInstance;
  database: AppDatabase;
  ctx: AppContext;
}

describe('two instances racing over the same draws', () => {
  let shared: TestDatabase;
  let db: Kysely<Database>;
  let now = START;
  const clock = () => now;
  const instances: Instance[] = [];
  const members: Array<{ id: number; cookie: string }> = [];

  async function startInstance(sweepMs = 0): Promise<Instance> {
    const config = testConfig({ ...shared.env, LOTTERY_SWEEP_MS: String(sweepMs) });
    const database = isPostgresUrl(config.DATABASE_URL)
      ? await openDatabase(config)
      : { ...shared.database, destroy: async () => undefined };
    const app = await buildApp({ config, db: database.db, clock });
    await app.ready();
    const ctx: AppContext = { config, db: database.db, merchantCode: config.MERCHANT_CODE, clock };
    return { app, database, ctx };
  }

  async function stopInstance(instance: Instance): Promise<void> {
    await instance.app.close();
    await instance.database.destroy();
  }

  async function openNumero(app: FastifyInstance): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: `${LOTTERY_API.numero}?gameId=${TURBO_1.game_id}`,
    });
    const { game } = NumeroValue.parse(okValue(response));
    expect(game.isSale).toBe(true);
    return game.numero!;
  }

  /** Each member places a slip on the open draw, through alternate instances, all at once. */
  async function betEveryone(numero: string): Promise<void> {
    await Promise.all(
      members.map(async (member, index) => {
        const body: PlaceBetsBody = {
          gameId: TURBO_1.game_id,
          numero,
          prizeMode: 'Elott',
          requestId: randomBytes(12).toString('hex'),
          lines: [
            // Always one hit of two: a win paying less than it cost.
            { betType: 'position', position: 1, picks: ['big', 'small'], unitStakeCents: 100 },
            { betType: 'digit', position: (index % 5) + 1, picks: ['3', '7'], unitStakeCents: 250 },
            { betType: 'sum', picks: ['odd'], unitStakeCents: 100 + index },
          ],
        };
        const response = await instances[index % 2]!.app.inject({
          method: 'POST',
          url: LOTTERY_API.bets,
          headers: { cookie: member.cookie },
          payload: body,
        });
        PlaceBetsValue.parse(okValue(response));
      }),
    );
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    db = shared.database.db;
    await seedDatabase(db, 'DEMO');
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await insertMember(db);
      await fundMember(db, member.id, FUNDS);
      members.push({ id: member.id, cookie: await sessionCookieFor(db, member.id) });
    }
    instances.push(await startInstance(), await startInstance());
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) await instance.app.close().catch(() => undefined);
    for (const instance of instances) await instance.database.destroy().catch(() => undefined);
    await shared.cleanup();
  });

  it('draws each draw once and settles and pays each bet once, however the sweeps race', async () => {
    const [a, b] = instances as [Instance, Instance];
    await Promise.all([runLotterySweep(a.ctx), runLotterySweep(b.ctx)]);
    // Bets on several draws in a row: each draw's next one is opened (not drawn) after its time.
    const numeros: string[] = [];
    for (let round = 0; round < DRAWS; round += 1) {
      const numero = await openNumero(round % 2 === 0 ? a.app : b.app);
      numeros.push(numero);
      await betEveryone(numero);
      now += MINUTE;
      await Promise.all([openNextDraws(a.ctx, now), openNextDraws(b.ctx, now)]);
    }
    const open = await db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(DRAWS * MEMBERS * 3);

    // Past them all (30 s into the next minute, its draw still on sale); both sweep at once.
    now += 30_000;
    const due = await db
      .selectFrom('lottery_draws')
      .select('game_id')
      .where('result', 'is', null)
      .where('draw_at', '<=', new Date(now).toISOString())
      .execute();
    // The bets' draws, and those of other games whose time came meanwhile.
    expect(due.filter((draw) => draw.game_id === TURBO_1.game_id)).toHaveLength(DRAWS);
    for (let round = 0; round < 8; round += 1) {
      const runs = await Promise.all([
        runLotterySweep(a.ctx),
        runLotterySweep(b.ctx),
        runLotterySweep(a.ctx),
        runLotterySweep(b.ctx),
      ]);
      if (round === 0) {
        expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(due.length);
        expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(DRAWS * MEMBERS * 3);
      } else {
        expect(runs.every((run) => run.opened + run.drawn + run.settled === 0)).toBe(true);
      }
    }

    const draws = await db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_id', '=', TURBO_1.game_id)
      .orderBy('draw_at')
      .execute();
    expect(draws.map((draw) => draw.numero)).toEqual([
      ...numeros,
      expect.any(String),
      expect.any(String),
    ]);
    for (const draw of draws.slice(0, DRAWS)) {
      expect(draw.result).toBe(
        drawResult({ gameCode: TURBO_1.code, numero: draw.numero, layout: 'digits5' }, draw.seed),
      );
      expect(draw.settled_at).not.toBeNull();
    }
    expect(draws[DRAWS]!.result).toBeNull();
    await expectBooksBalanced();
  });

  it('after a stop, a new instance’s first sweep draws and settles the draw it missed', async () => {
    const [a] = instances as [Instance, Instance];
    const numero = await openNumero(a.app);
    await betEveryone(numero);
    for (const instance of instances.splice(0)) await stopInstance(instance);

    // Down past the draw (and four more minutes of draws nobody opened).
    now += 5 * MINUTE;
    const restarted = await startInstance(60_000);
    try {
      const missed = () =>
        db
          .selectFrom('lottery_draws')
          .select(['result', 'settled_at'])
          .where('game_id', '=', TURBO_1.game_id)
          .where('numero', '=', numero)
          .executeTakeFirstOrThrow();
      await vi.waitFor(
        async () =>
          expect(await missed()).toMatchObject({
            result: expect.any(String),
            settled_at: expect.any(String),
          }),
        { timeout: 10_000, interval: 20 },
      );
      const bets = await db
        .selectFrom('lottery_bets')
        .select('status')
        .where('numero', '=', numero)
        .execute();
      expect(bets).toHaveLength(MEMBERS * 3);
      expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
      // The minutes while it was down got no draws; the next two after now are open.
      const draws = await db
        .selectFrom('lottery_draws')
        .select(['numero', 'draw_at', 'result'])
        .where('game_id', '=', TURBO_1.game_id)
        .orderBy('draw_at')
        .execute();
      expect(draws).toHaveLength(DRAWS + 4);
      for (const draw of draws.slice(-2)) {
        expect(draw.result).toBeNull();
        expect(Date.parse(draw.draw_at)).toBeGreaterThan(now);
      }
      await expectBooksBalanced();
    } finally {
      await stopInstance(restarted);
    }
  });

  /** One settlement and at most one credit per bet; the house moved by stakes minus payouts. */
  async function expectBooksBalanced(): Promise<void> {
    const bets = await db
      .selectFrom('lottery_bets')
      .select(['id', 'member_id', 'status', 'cost_cents', 'payout_cents', 'settled_at'])
      .execute();
    const credits = await db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'amount_cents'])
      .where('idempotency_key', 'like', 'lottery:win:%')
      .execute();
    const creditOf = new Map<string, number[]>();
    for (const credit of credits) {
      creditOf.set(credit.idempotency_key, [
        ...(creditOf.get(credit.idempotency_key) ?? []),
        Number(credit.amount_cents),
      ]);
    }
    let stakes = 0;
    let payouts = 0;
    let wins = 0;
    for (const bet of bets) {
      expect(bet.status === 'won' || bet.status === 'lost', `bet ${bet.id}`).toBe(true);
      expect(bet.settled_at).not.toBeNull();
      stakes += Number(bet.cost_cents);
      payouts += Number(bet.payout_cents);
      if (bet.status === 'won') {
        wins += 1;
        expect(creditOf.get(winKey(bet.id)), `bet ${bet.id}`).toEqual([Number(bet.payout_cents)]);
      } else {
        expect(Number(bet.payout_cents)).toBe(0);
        expect(creditOf.has(winKey(bet.id))).toBe(false);
      }
    }
    expect(credits).toHaveLength(wins);
    expect(wins).toBeGreaterThanOrEqual(bets.length / 3);
    expect(await accountBalance(db, 'house:lottery')).toBe(stakes - payouts);
    for (const member of members) {
      const own = bets.filter((bet) => bet.member_id === member.id);
      const net = own.reduce(
        (sum, bet) => sum + Number(bet.payout_cents) - Number(bet.cost_cents),
        0,
      );
      expect(await accountBalance(db, `member:${member.id}`)).toBe(FUNDS + net);
    }
  }
});
