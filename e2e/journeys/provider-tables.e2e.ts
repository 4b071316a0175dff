import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { apiMember, reconcileSince, type ApiMember, type Envelope } from '../support/api-member.ts';
import {
  catalogueGames,
  launchAtProvider,
  type ProviderPlayer,
} from '../support/provider-player.ts';
import { REPO_ROOT } from '../support/server.ts';

/**
 * Live tables, card tables and the sportsbook of our provider against the real operator over
 * real HTTP (issue 20), on each database (it runs in every lane, decision 027): a roulette
 * round with many members (each paid by the table's one result, a retried bet placed once), a
 * hold'em hand between two members whose balances move by the hand's deltas and the rake, an
 * accumulator settled when its matches end, a cancelled match whose stake comes back, and a
 * reconciliation with no mismatch.
 */

function value<T>(envelope: Envelope<T>): T {
  if (!envelope.success) throw new Error(JSON.stringify(envelope));
  return envelope.value;
}

async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openTitle(
  member: ApiMember,
  vendor: string,
  gameType: string,
  name: RegExp,
): Promise<ProviderPlayer> {
  const games = await catalogueGames(member, { vendor, gameType });
  const game = games.find((g) => name.test(g.gameName ?? g.nodeName ?? ''));
  if (!game) throw new Error(`no ${String(name)} at ${vendor}`);
  return launchAtProvider(member, game);
}

interface LiveTableView {
  round: {
    id: string;
    number: number;
    status: string;
    closesAt: string;
    result: { number: number; colour: string } | null;
    seed: string | null;
    seedHash: string;
  } | null;
  serverTime: number;
  mine: {
    roundId: string;
    winCents: number | null;
    bets: Array<{ spot: string; cents: number; status: string }>;
  } | null;
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

describe('tables and the sportsbook of our provider', () => {
  const baseUrl = inject('baseUrl');
  const providerEnv = inject('providerEnv');
  const started = new Date(Date.now() - 1000);

  it('pays a roulette round to every member at the table from one result', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        apiMember(baseUrl, { prefix: `pvl${i}`, depositReais: 100 }),
      ),
    );
    const players = await Promise.all(
      members.map((m) => openTitle(m, 'VLV', 'LIVE', /^Roulette Classic$/)),
    );
    // A round with at least 4 s of betting left, so every member gets in.
    const round = await until('an open roulette round', async () => {
      const view = value(await players[0]!.call<LiveTableView>('GET', '/api/live/table'));
      const left = view.round ? Date.parse(view.round.closesAt) - view.serverTime : 0;
      return view.round?.status === 'betting' && left > 4000 ? view.round : null;
    });
    const spots = ['red', 'black', 'even', 'straight:17', 'dozen:1', 'low'];
    await Promise.all(
      players.map(async (player, i) => {
        const body = {
          roundId: round.id,
          bets: [{ spot: spots[i]!, cents: 500 }],
          key: `bet-${round.id}-${i}`.replace(/[^A-Za-z0-9_-]/g, ''),
        };
        const first = value(
          await player.call<{ balanceCents: number }>('POST', '/api/live/bets', body),
        );
        // The same request again (a retry after a lost answer): the same answer, one debit.
        const again = value(
          await player.call<{ balanceCents: number }>('POST', '/api/live/bets', body),
        );
        expect(again).toEqual(first);
        expect(first.balanceCents).toBe(9500);
      }),
    );
    for (const member of members) expect(await member.balanceCents()).toBe(9500);

    const settled = await until('the result', async () => {
      const view = value(await players[0]!.call<LiveTableView>('GET', '/api/live/table'));
      return view.round?.id === round.id && view.round.status === 'settled' ? view.round : null;
    });
    const n = settled.result!.number;
    const wins: Record<string, number> = {
      red: RED.has(n) ? 1000 : 0,
      black: n !== 0 && !RED.has(n) ? 1000 : 0,
      even: n !== 0 && n % 2 === 0 ? 1000 : 0,
      'straight:17': n === 17 ? 18_000 : 0,
      'dozen:1': n >= 1 && n <= 12 ? 1500 : 0,
      low: n >= 1 && n <= 18 ? 1000 : 0,
    };
    for (const [i, member] of members.entries()) {
      await expect
        .poll(() => member.balanceCents(), { timeout: 10_000 })
        .toBe(9500 + wins[spots[i]!]!);
    }
    expect(settled.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('plays a hold’em hand between two members: stacks move by the pot, the house keeps the rake', async () => {
    const [a, b] = await Promise.all([
      apiMember(baseUrl, { prefix: 'pvpa', depositReais: 100 }),
      apiMember(baseUrl, { prefix: 'pvpb', depositReais: 100 }),
    ]);
    const pa = await openTitle(a, 'PVK', 'PVP', /^Poker Duel$/);
    const pb = await openTitle(b, 'PVK', 'PVP', /^Poker Duel$/);
    interface PvpView {
      table: { id: string; buyIn: { minCents: number } };
      mySeat: number | null;
      seats: Array<{ seat: number; you: boolean }>;
      hand: {
        number: number;
        toAct: number | null;
        legal: Array<{ type: string; amountCents?: number }>;
        view: { over: boolean };
      } | null;
      history: Array<{ number: number; deltas: Record<string, number>; rakeCents: number }>;
    }
    const ta = value(await pa.call<PvpView>('GET', '/api/pvp/table'));
    const tb = value(await pb.call<PvpView>('GET', '/api/pvp/table'));
    expect(tb.table.id).toBe(ta.table.id);
    const buyIn = ta.table.buyIn.minCents * 2;
    const taken = new Set(ta.seats.map((s) => s.seat));
    const free = [0, 1].filter((n) => !taken.has(n));
    expect(free).toHaveLength(2);
    value(
      await pa.call('POST', '/api/pvp/sit', {
        seat: free[0],
        buyInCents: buyIn,
        key: 'sit-a-000001',
      }),
    );
    value(
      await pb.call('POST', '/api/pvp/sit', {
        seat: free[1],
        buyInCents: buyIn,
        key: 'sit-b-000001',
      }),
    );
    expect(await a.balanceCents()).toBe(10_000 - buyIn);
    expect(await b.balanceCents()).toBe(10_000 - buyIn);

    // Both call or check to the showdown.
    let step = 0;
    const seatOf = new Map([
      [free[0]!, pa],
      [free[1]!, pb],
    ]);
    const done = await until('the end of the hand', async () => {
      const view = value(await pa.call<PvpView>('GET', '/api/pvp/table'));
      if (view.history.some((h) => h.number === 1)) return view;
      const hand = view.hand;
      if (!hand || hand.view.over || hand.toAct === null) return null;
      const player = seatOf.get(hand.toAct)!;
      const mine = value(await player.call<PvpView>('GET', '/api/pvp/table'));
      const legal = mine.hand?.legal ?? [];
      const pick = legal.find((x) => x.type === 'check') ?? legal.find((x) => x.type === 'call');
      if (pick) {
        step += 1;
        await player.call('POST', '/api/pvp/actions', {
          action: pick,
          key: `act-${ta.table.id}-${step}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60),
        });
      }
      return null;
    });
    const hand = done.history.find((h) => h.number === 1)!;
    const da = hand.deltas[String(free[0])] ?? 0;
    const db = hand.deltas[String(free[1])] ?? 0;
    expect(da + db + hand.rakeCents).toBe(0);
    // Called to the showdown, the hand saw a flop: the house keeps 5% of what the winner took
    // from the other seat, at most three big blinds (R$ 3.00 at this table).
    const lost = Math.max(0, -Math.min(da, db));
    expect(hand.rakeCents).toBe(Math.min(300, Math.floor((lost * 5) / 100)));

    value(await pa.call('POST', '/api/pvp/leave', { key: 'leave-a-00001' }));
    value(await pb.call('POST', '/api/pvp/leave', { key: 'leave-b-00001' }));
    await expect.poll(() => a.balanceCents(), { timeout: 30_000 }).toBe(10_000 + da);
    await expect.poll(() => b.balanceCents(), { timeout: 30_000 }).toBe(10_000 + db);
  });

  interface Fixture {
    id: string;
    status: string;
    markets: Array<{
      code: string;
      line?: number;
      selections: Array<{ code: string; oddsHundredths: number }>;
    }>;
  }
  interface Slip {
    id: string;
    status: string;
    stakeCents: number;
    payoutCents: number | null;
    legs: Array<{ oddsHundredths: number; outcome: string | null }>;
  }

  async function placeAt(
    player: ProviderPlayer,
    pick: (fixtures: Fixture[]) => Fixture[],
    stakeCents: number,
    key: string,
    oddsChanges: 'ask' | 'any' = 'ask',
  ) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { fixtures } = value(
        await player.call<{ fixtures: Fixture[] }>('GET', '/api/sports/fixtures'),
      );
      const chosen = pick(fixtures);
      const legs = chosen.map((f) => {
        const market = f.markets.find((m) => m.code === '1X2' || m.code === 'ML')!;
        const selection = market.selections[0]!;
        return {
          fixtureId: f.id,
          market: market.code,
          selection: selection.code,
          oddsHundredths: selection.oddsHundredths,
        };
      });
      const answer = await player.call<{ slip: Slip; balanceCents: number }>(
        'POST',
        '/api/sports/slips',
        { legs, stakeCents, oddsChanges, key: `${key}-${attempt}` },
      );
      // In play a price may move between reading and betting: the member reads again.
      if (!answer.success && ['odds.changed', 'market.closed'].includes(answer.errorCode as string))
        continue;
      return value(answer);
    }
    throw new Error('prices kept moving');
  }

  it('settles an in-play accumulator when its matches end', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvs', depositReais: 100 });
    const player = await openTitle(member, 'KCK', 'SPORTS', /^Football Live Odds$/);
    const placed = await placeAt(
      player,
      (fixtures) => {
        const live = fixtures.filter(
          (f) => f.status === 'live' && f.markets.some((m) => m.code === '1X2'),
        );
        const pre = fixtures.filter(
          (f) => f.status === 'pre' && f.markets.some((m) => m.code === '1X2'),
        );
        return [...live, ...pre].slice(0, 2);
      },
      1000,
      'accumulator',
      // In play a price moves with every simulated minute (a quarter of a second here): the
      // slip takes the board's price when it arrives, as the slip's setting lets a member do.
      'any',
    );
    expect(placed.slip.legs).toHaveLength(2);
    expect(placed.balanceCents).toBe(9000);
    const slip = await until(
      'the accumulator settled',
      async () => {
        const { slips } = value(await player.call<{ slips: Slip[] }>('GET', '/api/sports/slips'));
        const found = slips.find((s) => s.id === placed.slip.id);
        return found && found.status !== 'open' ? found : null;
      },
      150_000,
    );
    const expected = slip.legs.every((leg) => leg.outcome === 'won')
      ? slip.legs.reduce((acc, leg) => (acc * BigInt(leg.oddsHundredths)) / 100n, 1000n)
      : 0n;
    expect(slip.payoutCents).toBe(Number(expected));
    await expect
      .poll(() => member.balanceCents(), { timeout: 10_000 })
      .toBe(9000 + Number(expected));
  });

  it('returns the stake of a single on a cancelled match', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pvc', depositReais: 50 });
    const player = await openTitle(member, 'KCK', 'SPORTS', /^Basketball Pre-match$/);
    const placed = await placeAt(
      player,
      (fixtures) => fixtures.filter((f) => f.status === 'pre').slice(0, 1),
      2000,
      'cancel',
    );
    expect(await member.balanceCents()).toBe(3000);
    const fixtureId = await until('the slip', async () => {
      const { slips } = value(
        await player.call<{ slips: Array<Slip & { legs: Array<{ fixtureId: string }> }> }>(
          'GET',
          '/api/sports/slips',
        ),
      );
      return slips.find((s) => s.id === placed.slip.id)?.legs[0]?.fixtureId;
    });
    await promisify(execFile)(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'apps/provider/scripts/provider.ts',
        'cancel-fixture',
        fixtureId,
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...providerEnv },
      },
    );
    await expect.poll(() => member.balanceCents(), { timeout: 15_000 }).toBe(5000);
    const { slips } = value(await player.call<{ slips: Slip[] }>('GET', '/api/sports/slips'));
    expect(slips.find((s) => s.id === placed.slip.id)?.status).toBe('void');
  });

  it('opens every live, card-table, sports and e-sports entry of the catalogue at its game', async () => {
    const member = await apiMember(baseUrl, { prefix: 'pve' });
    const entries: Array<[string, string, string]> = [
      ['VLV', 'LIVE', '/api/live/table'],
      ['CRW', 'LIVE', '/api/live/table'],
      ['PVK', 'PVP', '/api/pvp/table'],
      ['KCK', 'SPORTS', '/api/sports/fixtures'],
      ['NXA', 'ESPORTS', '/api/sports/fixtures'],
      ['IMES', 'ESPORTS', '/api/sports/fixtures'],
      ['IA', 'ESPORTS', '/api/sports/fixtures'],
      ['AV', 'ESPORTS', '/api/sports/fixtures'],
    ];
    let opened = 0;
    for (const [vendor, gameType, path] of entries) {
      const games = await catalogueGames(member, { vendor, gameType });
      expect(games.length, `${vendor} ${gameType}`).toBeGreaterThan(0);
      for (const game of games) {
        // Card titles open their practice tables (free play); opening moves no money.
        const player = await launchAtProvider(member, game, gameType === 'PVP');
        const session = value(await player.call<{ game: { code: string } }>('GET', '/api/session'));
        expect(session.game.code).toBe(game.gameCode);
        const page = await player.call('GET', path);
        expect(page.success, `${game.gameCode} ${JSON.stringify(page)}`).toBe(true);
        opened += 1;
      }
    }
    // 60 live tables, 48 card tables, 20 sports and 36 e-sports entries.
    expect(opened).toBe(164);
  });

  it('ends with the operator and the provider agreeing on every call', async () => {
    const report = await reconcileSince(baseUrl, started);
    expect(report.mismatches).toEqual([]);
  });
});
