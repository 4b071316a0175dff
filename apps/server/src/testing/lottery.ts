import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ResultLayout } from '@app/contracts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/schema/tables.ts';
import { drawResult, newSeed } from '../features/lottery/draws.service.ts';
import { writeResult } from '../features/lottery/draws.repository.ts';
import { transferIn } from '../features/ledger/ledger.service.ts';
import type { AppContext } from '../lib/context.ts';
import { createTestDatabase, testConfig, type TestApp } from './test-app.ts';

/**
 * Lottery fixtures for the server's tests: games (ids from 990000, codes starting TEST_, so
 * they never meet the seeded ones), draws (a row: result null is open, a result drawn) and
 * money for members. Not a test file itself.
 */

/** A clock the test moves: the app and the services read lottery times from it. */
export interface TestClock {
  now: number;
}

export interface LotteryTestApp extends TestApp {
  ctx: AppContext;
  clock: TestClock;
}

/** A seeded app on its own database whose clock the test sets, and a context on that clock. */
export async function createLotteryTestApp(): Promise<LotteryTestApp> {
  const testDb = await createTestDatabase('seeded');
  const config = testConfig(testDb.env);
  const clock: TestClock = { now: Date.now() };
  const ctx: AppContext = {
    config,
    db: testDb.database.db,
    merchantCode: config.MERCHANT_CODE,
    clock: () => clock.now,
  };
  const app = await buildApp({ config, db: testDb.database.db, clock: ctx.clock! });
  await app.ready();
  return {
    ...testDb,
    app,
    config,
    ctx,
    clock,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export interface TestLotteryGame {
  gameId: number;
  code: string;
  layout: ResultLayout;
}

let nextGameId = 990_000;

const LAYOUT_TYPES: Record<ResultLayout, { gameType: string; vendor: string; play: string }> = {
  north: { gameType: 'LOTT', vendor: 'LTN', play: 'trad' },
  south: { gameType: 'LOTT', vendor: 'LTN', play: 'trad' },
  digits5: { gameType: 'ELOTT', vendor: 'ELX', play: 'ent' },
};

/** A lottery game of this layout (enabled unless told), named in PT, EN and VI. */
export async function insertLotteryGame(
  db: Kysely<Database>,
  layout: ResultLayout,
  options: { enabled?: boolean; prizeMode?: string } = {},
): Promise<TestLotteryGame> {
  nextGameId += 1;
  const gameId = nextGameId;
  const code = `TEST_${layout.toUpperCase()}_${gameId}`;
  const kind = LAYOUT_TYPES[layout];
  await db
    .insertInto('lottery_games')
    .values({
      game_id: gameId,
      code,
      name_en: `Test ${layout} ${gameId}`,
      name_pt: `Teste ${layout} ${gameId}`,
      name_vi: `Thử ${layout} ${gameId}`,
      game_type: kind.gameType,
      vendor_code: kind.vendor,
      game_group_id: 1,
      play_type: kind.play,
      layout,
      prize_mode: options.prizeMode ?? 'Lott',
      draw_days: '1,2,3,4,5,6,7',
      draw_time: kind.play === 'trad' ? '18:15' : null,
      interval_minutes: kind.play === 'ent' ? 1 : null,
      utc_offset: 420,
      lock_seconds: kind.play === 'trad' ? 900 : 10,
      tag: 'test',
      menu_tag: 'test',
      sort_order: 0,
      enabled: options.enabled === false ? 0 : 1,
    })
    .execute();
  return { gameId, code, layout };
}

export interface TestDraw {
  id: number;
  gameId: number;
  numero: string;
  drawAt: number;
  lockAt: number;
  seed: string;
}

let nextNumero = 0;

/** A draw row of the game: open (no result) unless a result is given. */
export async function insertDraw(
  db: Kysely<Database>,
  game: TestLotteryGame,
  options: { drawAt: number; lockSeconds?: number; numero?: string; result?: string },
): Promise<TestDraw> {
  nextNumero += 1;
  const numero = options.numero ?? `20990101-${String(nextNumero).padStart(4, '0')}`;
  const { seed, seedHash } = newSeed();
  const lockAt = options.drawAt - (options.lockSeconds ?? 30) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const row = await db
    .insertInto('lottery_draws')
    .values({
      game_id: game.gameId,
      numero,
      draw_at: iso(options.drawAt),
      lock_at: iso(lockAt),
      seed_hash: seedHash,
      seed,
      result: options.result ?? null,
      drawn_at: options.result ? iso(options.drawAt) : null,
      settled_at: null,
      created_at: iso(lockAt - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), gameId: game.gameId, numero, drawAt: options.drawAt, lockAt, seed };
}

/** The result the draw's seed gives, as the server derives it (decision 015). */
export function seededResult(game: TestLotteryGame, draw: TestDraw): string {
  return drawResult({ gameCode: game.code, numero: draw.numero, layout: game.layout }, draw.seed);
}

/** Writes a draw's result (as the sweep's draw step does); the result defaults to the seed's. */
export async function drawDraw(
  db: Kysely<Database>,
  game: TestLotteryGame,
  draw: TestDraw,
  result: string = seededResult(game, draw),
): Promise<string> {
  await writeResult(db, draw.id, result, new Date(draw.drawAt).toISOString());
  return result;
}

/** Gives a member money from the house (a seed grant), once per call. */
export async function fundMember(
  db: Kysely<Database>,
  memberId: number,
  amountCents: number,
): Promise<void> {
  await transferIn(db, 'DEMO', {
    idempotencyKey: `test:fund:${memberId}:${randomBytes(8).toString('hex')}`,
    from: { kind: 'house', name: 'bonus' },
    to: { kind: 'member', memberId },
    amountCents,
    kind: 'seed.grant',
  });
}

/** Balance of a ledger account by owner key ("house:lottery", "member:12"); 0 before it exists. */
export async function accountBalance(db: Kysely<Database>, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('merchant_code', '=', 'DEMO')
    .where('owner_key', '=', ownerKey)
    .executeTakeFirst();
  return row ? Number(row.balance_cents) : 0;
}
