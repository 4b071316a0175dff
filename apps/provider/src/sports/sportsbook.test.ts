import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderFeaturedFixturesValue, ProviderFixtureCountsValue } from '@app/contracts';
import { installBrands } from '../brands.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';
import type { GameSessionsTable } from '../db/schema.ts';
import { createHub } from '../realtime/hub.ts';
import { insertGameSession } from '../testing/game-session.ts';
import { startFakeOperator, type FakeOperator } from '../testing/fake-operator.ts';
import { operatorClient } from '../wallet/operator-client.ts';
import { createOutbox, type Outbox } from '../wallet/outbox.ts';
import { createSportsbook, type Sportsbook } from './sportsbook.ts';

/**
 * The sportsbook on a test clock (matches at 5% of their length): fixtures planned ahead, a
 * slip priced again when placed, settled through the wallet when its match ends, and a
 * cancelled match's stake rolled back; the public feeds match their contracts.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters';
let database: OpenedDatabase;
let operator: FakeOperator;
let outbox: Outbox;
let book: Sportsbook;
let clock: number;

async function session(mode: 'real' | 'free' = 'real'): Promise<GameSessionsTable> {
  return insertGameSession(database.db, {
    brand: 'KCK',
    gameCode: 'KCK_FOOTBALL_LIVE_ODDS',
    mode,
    at: new Date(clock),
    lobbyUrl: 'http://127.0.0.1:3000/m/sports',
  });
}

async function firstPreMatch() {
  const fixtures = await book.fixturesFor('football', clock);
  const fixture = fixtures.find((f) => f.status === 'pre')!;
  const market = fixture.markets.find((m) => m.code === '1X2')!;
  return { fixture, selection: market.selections[0]! };
}

beforeEach(async () => {
  clock = Date.parse('2026-11-28T12:00:00Z');
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { KCK: SECRET });
  operator = await startFakeOperator(SECRET, 100_000);
  outbox = createOutbox(database.db, operatorClient(operator.url, 1_000), () => new Date(clock));
  book = createSportsbook({
    db: database.db,
    outbox,
    hub: createHub(),
    pacePercent: 5,
    now: () => clock,
  });
  await book.plan();
});

afterEach(async () => {
  book.stop();
  await operator.close();
  await database.destroy();
});

describe('the sportsbook', () => {
  it('plans matches ahead and publishes its feeds in their contracts’ shape', async () => {
    const featured = await book.featured(6);
    expect(ProviderFeaturedFixturesValue.parse({ fixtures: featured }).fixtures).toHaveLength(6);
    const counts = ProviderFixtureCountsValue.parse(await book.counts());
    expect(counts.sports.football!.upcoming).toBeGreaterThan(0);
    expect(Object.keys(counts.esports).sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    const fixture = (await book.fixturesFor('football', clock))[0]!;
    expect(fixture.seed).toBeNull();
    expect(fixture.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a moved price with the new one, then settles the single when the match ends', async () => {
    const member = await session();
    const { fixture, selection } = await firstPreMatch();
    const leg = { fixtureId: fixture.id, market: '1X2' as const, selection: selection.code };
    await expect(
      book.place(member, [{ ...leg, oddsHundredths: selection.oddsHundredths + 1 }], 1000),
    ).rejects.toMatchObject({
      code: 'odds.changed',
      value: { legs: [{ fixtureId: fixture.id, oddsHundredths: selection.oddsHundredths }] },
    });
    expect(operator.calls).toHaveLength(0);
    const placed = await book.place(
      member,
      [{ ...leg, oddsHundredths: selection.oddsHundredths }],
      1000,
    );
    expect(placed.balanceCents).toBe(99_000);
    expect(placed.slip.status).toBe('open');

    clock = Date.parse(fixture.kickoffAt) + 24 * 60 * 60 * 1000;
    await book.settleDue();
    const slip = await book.slipView(placed.slip.id);
    expect(['won', 'lost']).toContain(slip.status);
    const paid = slip.status === 'won' ? Math.floor((1000 * selection.oddsHundredths) / 100) : 0;
    expect(slip.payoutCents).toBe(paid);
    expect(operator.balanceCents).toBe(99_000 + paid);
    const ended = await book.fixture(fixture.id);
    expect(ended?.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes a moved price only as far as the member’s odds-change preference allows', async () => {
    const member = await session('free');
    const { fixture, selection } = await firstPreMatch();
    const now = selection.oddsHundredths;
    const leg = (oddsHundredths: number) => [
      { fixtureId: fixture.id, market: '1X2' as const, selection: selection.code, oddsHundredths },
    ];
    // The price fell from what the member saw: 'higher' still asks, 'any' takes it.
    await expect(book.place(member, leg(now + 5), 1000, 'higher')).rejects.toMatchObject({
      code: 'odds.changed',
    });
    // The price rose: 'ask' asks, 'higher' takes it at the new price.
    await expect(book.place(member, leg(now - 5), 1000, 'ask')).rejects.toMatchObject({
      code: 'odds.changed',
    });
    const rose = await book.place(member, leg(now - 5), 1000, 'higher');
    const fell = await book.place(member, leg(now + 5), 1000, 'any');
    for (const placed of [rose, fell]) {
      expect(placed.slip.oddsHundredths).toBe(now);
      expect(placed.slip.legs[0]!.oddsHundredths).toBe(now);
      expect(placed.slip.potentialCents).toBe(Math.floor((1000 * now) / 100));
    }
    expect(fell.balanceCents).toBe(8000);
  });

  it('rolls back the stake of a slip whose match is cancelled', async () => {
    const member = await session();
    const { fixture, selection } = await firstPreMatch();
    const placed = await book.place(
      member,
      [
        {
          fixtureId: fixture.id,
          market: '1X2',
          selection: selection.code,
          oddsHundredths: selection.oddsHundredths,
        },
      ],
      2500,
    );
    expect(operator.balanceCents).toBe(97_500);
    expect(await book.cancel(fixture.id)).toBe(true);
    await book.settleDue();
    expect((await book.slipView(placed.slip.id)).status).toBe('void');
    expect(operator.balanceCents).toBe(100_000);
    await expect(
      book.place(
        member,
        [
          {
            fixtureId: fixture.id,
            market: '1X2',
            selection: selection.code,
            oddsHundredths: selection.oddsHundredths,
          },
        ],
        100,
      ),
    ).rejects.toMatchObject({ code: 'market.closed' });
  });

  it('refuses two legs of one match and a stake out of bounds, moving nothing', async () => {
    const member = await session('free');
    const { fixture, selection } = await firstPreMatch();
    const leg = {
      fixtureId: fixture.id,
      market: '1X2' as const,
      selection: selection.code,
      oddsHundredths: selection.oddsHundredths,
    };
    await expect(book.place(member, [leg, leg], 1000)).rejects.toMatchObject({
      code: 'slip.invalid',
    });
    await expect(book.place(member, [leg], 50)).rejects.toMatchObject({ code: 'table.limit' });
    const free = await book.place(member, [leg], 1000);
    expect(free.balanceCents).toBe(9000);
    expect(operator.calls).toHaveLength(0);
  });
  it('shows every featured match on the page of the title the home page opens it with', async () => {
    // The home opens an e-sports match with its competition's own title where there is one,
    // else the all-e-sports title; a sport's match with that sport's title (decision 041).
    const scopeOf = (f: { sport: string; competition: string }) =>
      f.sport !== 'esports'
        ? f.sport
        : ['IMES', 'IA', 'AV'].includes(f.competition)
          ? `esports:${f.competition}`
          : 'esports';
    // Every third minute of half an hour: matches start, go live and end in between.
    for (let minute = 0; minute < 30; minute += 3) {
      clock += 3 * 60_000;
      await book.plan();
      for (const fixture of await book.featured(6)) {
        const shown = await book.fixturesFor(scopeOf(fixture), clock);
        expect(
          shown.map((f) => f.id),
          `${fixture.id} at minute ${minute}`,
        ).toContain(fixture.id);
      }
    }
  });
});
