import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { LOTTERY_GAMES } from '../../db/seed/lottery-games.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createLotteryTestApp, type LotteryTestApp } from '../../testing/lottery.ts';
import { createTestDatabase, testConfig } from '../../testing/test-app.ts';
import { drawResult } from './draws.service.ts';
import { announceLocks, runLotterySweep } from './sweep.ts';
import { localBus, type LiveMessage } from '../live/index.ts';

// Monday 2025-01-06 17:00 in Vietnam (10:00 UTC).
const START = Date.parse('2025-01-06T10:00:00.000Z');
const MB = 11_001;
const TURBO_1 = LOTTERY_GAMES.find((game) => game.code === 'ENT_TURBO_1')!.game_id;
const MINUTE = 60_000;

describe('lottery sweep', () => {
  let t: LotteryTestApp;
  const draws = () => t.database.db.selectFrom('lottery_draws').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createLotteryTestApp();
    t.clock.now = START;
  });
  afterAll(() => t.cleanup());

  it('opens the next two draws per enabled game, once however often it runs', async () => {
    const first = await runLotterySweep(t.ctx);
    expect(first).toEqual({ opened: 2 * LOTTERY_GAMES.length, drawn: 0, settled: 0 });
    const rows = await draws();
    for (let run = 0; run < 4; run += 1) {
      expect(await runLotterySweep(t.ctx)).toEqual({ opened: 0, drawn: 0, settled: 0 });
    }
    expect(await draws()).toEqual(rows);
    // Run concurrently too: still one row per game and draw.
    await Promise.all(Array.from({ length: 5 }, () => runLotterySweep(t.ctx)));
    expect(await draws()).toEqual(rows);
    expect(new Set(rows.map((row) => row.game_id)).size).toBe(LOTTERY_GAMES.length);
    expect(rows.filter((row) => row.game_id === MB).map((row) => row.numero)).toEqual([
      '20250106',
      '20250107',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ result: null, drawn_at: null, settled_at: null });
      expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(rows.map((r) => r.seed)).size).toBe(rows.length);
    }
  });

  it('draws a due draw once, with the result its seed gives, and opens the next', async () => {
    t.clock.now = START + MINUTE;
    const results = await Promise.all(Array.from({ length: 5 }, () => runLotterySweep(t.ctx)));
    // The one-minute game's 17:01 draw is due: drawn once in all, the draw after the next
    // opened once.
    expect(results.reduce((sum, r) => sum + r.drawn, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.opened, 0)).toBe(1);
    const rows = await draws();
    for (let run = 0; run < 5; run += 1) await runLotterySweep(t.ctx);
    expect(await draws()).toEqual(rows);
    const turbo = rows.filter((row) => row.game_id === TURBO_1);
    expect(turbo.map((row) => [row.numero, row.result !== null])).toEqual([
      ['20250106-1022', true],
      ['20250106-1023', false],
      ['20250106-1024', false],
    ]);
    const drawn = turbo[0]!;
    expect(drawn.result).toBe(
      drawResult({ gameCode: 'ENT_TURBO_1', numero: drawn.numero, layout: 'digits5' }, drawn.seed),
    );
    // No bet was open on it: it is settled as well.
    expect(drawn).toMatchObject({
      drawn_at: new Date(START + MINUTE).toISOString(),
      settled_at: new Date(START + MINUTE).toISOString(),
    });
  });

  it('catches up after a stop: draws rows opened before it, invents none for the times missed', async () => {
    const before = await draws();
    // Nobody sweeps for two days; then one sweep.
    t.clock.now = START + 2 * 86_400_000 + 30 * MINUTE;
    const due = before.filter(
      (row) => row.result === null && Date.parse(row.draw_at) <= t.clock.now,
    );
    const waiting = before.filter((row) => Date.parse(row.draw_at) > t.clock.now);
    expect(due.map((row) => row.game_id)).toContain(MB);
    expect(waiting.length).toBeGreaterThan(0);
    const late = await runLotterySweep(t.ctx);
    expect(late.drawn).toBe(due.length);
    const after = await draws();
    for (const row of due) {
      const now = after.find((r) => r.id === row.id)!;
      expect(now.result).not.toBeNull();
      expect(now.drawn_at).toBe(new Date(t.clock.now).toISOString());
    }
    // Draws still to come are left alone.
    expect(after.filter((row) => waiting.some((w) => w.id === row.id))).toEqual(waiting);
    // Each game is topped up to its next two draws after now, and nothing else is added: the
    // times in between (two days of one-minute draws) never had a row and get none.
    const added = after.filter((row) => !before.some((r) => r.id === row.id));
    expect(added.every((row) => row.result === null && Date.parse(row.draw_at) > t.clock.now)).toBe(
      true,
    );
    for (const game of LOTTERY_GAMES) {
      const ahead = after.filter(
        (row) => row.game_id === game.game_id && Date.parse(row.draw_at) > t.clock.now,
      );
      expect(ahead).toHaveLength(2);
    }
    expect(added).toHaveLength(due.length);
    const north = after.filter((row) => row.game_id === MB).map((row) => row.numero);
    expect(north).toEqual(['20250106', '20250107', '20250108', '20250109']);
  });

  it('tells live streams once of each draw whose betting closed since the last sweep', async () => {
    const bus = localBus();
    const seen: LiveMessage[] = [];
    bus.subscribe((message) => seen.push(message));
    const ctx = { ...t.ctx, live: bus };
    const open = (await draws())
      .filter((row) => row.result === null && Date.parse(row.lock_at) > t.clock.now)
      .sort((a, b) => a.lock_at.localeCompare(b.lock_at));
    const next = open[0]!;
    const lockAt = Date.parse(next.lock_at);
    const isNext = (message: LiveMessage) =>
      message.type === 'draw' && message.gameId === next.game_id && message.numero === next.numero;

    await announceLocks(ctx, lockAt - 1000, lockAt - 1);
    expect(seen.filter(isNext)).toEqual([]);
    await announceLocks(ctx, lockAt - 1, lockAt);
    expect(seen.filter(isNext)).toEqual([
      { type: 'draw', gameId: next.game_id, numero: next.numero, state: 'locked' },
    ]);
    await announceLocks(ctx, lockAt, lockAt + 500);
    expect(seen.filter(isNext)).toHaveLength(1);
  });
});

describe('lottery sweep in the app', () => {
  it('runs on ready and every LOTTERY_SWEEP_MS, logs a failing sweep and carries on, stops on close', async () => {
    const testDb = await createTestDatabase();
    const lines: string[] = [];
    let now = START;
    try {
      const db = testDb.database.db;
      await seedDatabase(db, 'DEMO');
      // A game whose results no rule can read, with a draw already due: every sweep fails on it.
      await db
        .insertInto('lottery_games')
        .values({ ...LOTTERY_GAMES[0]!, game_id: 990_999, code: 'BROKEN', layout: 'bogus' })
        .execute();
      await db
        .insertInto('lottery_draws')
        .values({
          game_id: 990_999,
          numero: '20250105',
          draw_at: new Date(START - MINUTE).toISOString(),
          lock_at: new Date(START - 16 * MINUTE).toISOString(),
          seed: '00'.repeat(32),
          seed_hash: '11'.repeat(32),
          created_at: new Date(START - 60 * MINUTE).toISOString(),
        })
        .execute();
      // The sweep's interval is the test's to move: each tick runs when the test says, and
      // whether one is still scheduled after close is a fact, not a wait.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const app = await buildApp({
        config: testConfig({ ...testDb.env, LOTTERY_SWEEP_MS: '20', LOG_LEVEL: 'error' }),
        db,
        clock: () => now,
        logStream: { write: (line) => lines.push(line) },
      });
      await app.ready();
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('lottery_draws')
              .select((eb) => eb.fn.countAll<string | number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Until the condition holds, one sweep interval after another (a sweep still running
      // when the next is due is not doubled, so several ticks may pass for one sweep).
      const until = (check: () => Promise<boolean>) =>
        vi.waitFor(
          async () => {
            vi.advanceTimersByTime(20);
            expect(await check()).toBe(true);
          },
          { timeout: 10_000, interval: 5 },
        );
      // The first sweep, on ready, opens two draws for every game (the broken one draws every
      // day too).
      await until(async () => (await count()) === 2 * LOTTERY_GAMES.length + 3);
      // Later sweeps see the clock move: the one-minute game's draw is made.
      now += MINUTE;
      await until(async () => {
        const drawn = await db
          .selectFrom('lottery_draws')
          .select('id')
          .where('game_id', '=', TURBO_1)
          .where('result', 'is not', null)
          .execute();
        return drawn.length === 1;
      });
      expect(lines.some((line) => line.includes('lottery sweep failed'))).toBe(true);
      expect(lines.some((line) => line.includes('game 990999 (layout bogus)'))).toBe(true);

      // Close waits for a sweep in progress and clears the interval: nothing is left to run.
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
      const settled = await count();
      now += 10 * MINUTE;
      vi.advanceTimersByTime(10 * MINUTE);
      expect(await count()).toBe(settled);
    } finally {
      vi.useRealTimers();
      await testDb.cleanup();
    }
  });

  it('does not sweep when LOTTERY_SWEEP_MS is 0 (the tests’ default)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createLotteryTestApp();
    try {
      expect(t.config.LOTTERY_SWEEP_MS).toBe(0);
      // Nothing was scheduled, so nothing can ever run, however long the app lives.
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(10 * MINUTE);
      const rows = await t.database.db.selectFrom('lottery_draws').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      vi.useRealTimers();
      await t.cleanup();
    }
  });
});
