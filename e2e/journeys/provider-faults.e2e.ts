import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@app/contracts';
import { apiMember, reconcileSince, type ApiMember } from '../support/api-member.ts';
import { catalogueGames, launchAtProvider } from '../support/provider-player.ts';
import { PHONE } from '../support/phone.ts';
import { useOperatorKey } from '../support/operator-api.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Faults between the operator and our game provider (issue 19), on a server pair of its own:
 * the operator's server is killed (SIGKILL) while debits are in flight, then the provider while
 * rounds are in flight; both come back on their databases. Afterwards the provider's rounds
 * and the operator's ledger agree: a reconciliation finds no mismatch, and the member's balance
 * is exactly the deposit minus the stakes plus the wins of the rounds that settled (a voided
 * round's stake came back, none was paid twice).
 */

const BET = 100;
const WORKERS = 4;

interface HistoryRound {
  betCents: number;
  winCents: number | null;
  status: string;
}

/**
 * Keeps WORKERS players betting side by side, kills one side after a moment, lets them keep
 * trying a little longer (bets against a dead operator are voided; against a dead provider
 * they never start), then stops them.
 */
async function roundsUnderFire(member: ApiMember, kill: () => Promise<void>): Promise<void> {
  const [game] = await catalogueGames(member, { vendor: 'SLX', gameType: 'RNG', classify: 'TG' });
  const player = await launchAtProvider(member, game!);
  let playing = true;
  const worker = async () => {
    while (playing) {
      await player.call('POST', '/api/rounds', { betCents: BET }).catch(() => undefined);
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await kill();
  await new Promise((resolve) => setTimeout(resolve, 300));
  playing = false;
  await Promise.all(workers);
}

describe('game provider faults', () => {
  let server: RunningServer;
  const started = new Date(Date.now() - 1000);

  beforeAll(async () => {
    server = await startServer({
      label: 'faults',
      databaseUrl: process.env.DATABASE_URL || undefined,
      env: { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' },
    });
    useOperatorKey(server.baseUrl, server.operatorKey);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('loses and doubles nothing when either side dies in the middle of rounds', async () => {
    const member = await apiMember(server.baseUrl, { prefix: 'flt', depositReais: 500 });

    // The operator dies while debits are in flight, and comes back.
    await roundsUnderFire(member, () => server.killServer());
    await server.startServerAgain();
    // The provider dies while rounds are in flight, and comes back on its database.
    await roundsUnderFire(member, () => server.killProvider());
    await server.startProviderAgain();

    // Voided rounds are rolled back and pending credits delivered by the provider's outbox.
    await expect
      .poll(async () => (await reconcileSince(server.baseUrl, started)).mismatches, {
        timeout: 45_000,
        interval: 1_000,
      })
      .toEqual([]);

    const [game] = await catalogueGames(member, { vendor: 'SLX', gameType: 'RNG', classify: 'TG' });
    const player = await launchAtProvider(member, game!);
    const rounds: HistoryRound[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await player.call<{ rounds: HistoryRound[] }>(
        'GET',
        `/api/rounds?limit=50&offset=${offset}`,
      );
      if (!page.success) throw new Error(JSON.stringify(page));
      rounds.push(...page.value.rounds);
      if (page.value.rounds.length < 50) break;
    }
    // Some rounds settled before each kill; the bets against the dead operator were voided.
    expect(rounds.filter((round) => round.status === 'settled').length).toBeGreaterThan(1);
    expect(rounds.filter((round) => round.status === 'voided').length).toBeGreaterThan(0);
    expect(rounds.filter((round) => round.status === 'pending' || round.status === 'open')).toEqual(
      [],
    );
    const net = rounds
      .filter((round) => round.status === 'settled')
      .reduce((sum, round) => sum - round.betCents + (round.winCents ?? 0), 0);
    expect(await member.balanceCents()).toBe(50_000 + net);
  });

  it('finishes a live round that was open when the provider died, and the page reconnects', async () => {
    const member = await apiMember(server.baseUrl, { prefix: 'fll', depositReais: 100 });
    const start = await member.balanceCents();
    const games = await catalogueGames(member, { vendor: 'CRW', gameType: 'LIVE' });
    const game = games.find((g) => /^Roulette/.test(g.gameName ?? g.nodeName ?? ''))!;
    const player = await launchAtProvider(member, game);
    interface View {
      serverTime: number;
      round: {
        id: string;
        number: number;
        status: string;
        closesAt: string;
        resultAt: string;
      } | null;
    }
    const view = async () => {
      const answer = await player.call<View>('GET', '/api/live/table');
      if (!answer.success) throw new Error(JSON.stringify(answer));
      return answer.value;
    };
    // The table's page in a phone browser, watching the same table.
    const browser = await chromium.connect(inject('browserEndpoint'));
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      // A launch URL of its own, opened by the browser (its one-time code becomes its cookie).
      const launched = await member.call<{ url: string }>('POST', API.gameLaunch, {
        gameCategory: game.gameType,
        vendor: game.vendorCode,
        gameId: game.gameId,
        nodeId: game.nodeId,
      });
      if (!launched.success) throw new Error(JSON.stringify(launched));
      await page.goto(launched.value.url);
      await page
        .getByText(/· Rodada \d+/)
        .first()
        .waitFor();

      let round: View['round'] = null;
      for (let i = 0; i < 200 && !round; i += 1) {
        const v = await view();
        if (v.round?.status === 'betting' && Date.parse(v.round.closesAt) - v.serverTime > 3000)
          round = v.round;
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const bet = await player.call('POST', '/api/live/bets', {
        roundId: round!.id,
        bets: [{ spot: 'red', cents: 1000 }],
        key: 'fault-live-bet-1',
      });
      expect(bet.success).toBe(true);
      expect(await member.balanceCents()).toBe(start - 1000);

      // The provider dies while the round takes bets, and comes back after its result time.
      await server.killProvider();
      await page.getByText('Reconectando à mesa…').waitFor();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Date.parse(round!.resultAt) - Date.now()) + 500),
      );
      await server.startProviderAgain();

      // The round was finished from its committed seed: the stake paid or lost, never hanging.
      const history = await player.call<{
        rounds: Array<{ roundId: string; status: string; winCents: number | null }>;
      }>('GET', '/api/live/history');
      if (!history.success) throw new Error(JSON.stringify(history));
      const seat = history.value.rounds.find((r) => r.roundId === round!.id)!;
      expect(seat.status).toBe('settled');
      await expect
        .poll(() => member.balanceCents(), { timeout: 15_000 })
        .toBe(start - 1000 + (seat.winCents ?? 0));
      // The page reconnected by itself and shows a later round.
      await expect
        .poll(
          async () =>
            Number(
              (await page.locator('#live-round-title').innerText())
                .replace(/\D+/g, ' ')
                .trim()
                .split(' ')
                .pop(),
            ),
          { timeout: 30_000 },
        )
        .toBeGreaterThan(round!.number);
      expect(await page.getByText('Reconectando à mesa…').count()).toBe(0);
    } finally {
      await context.close();
      await browser.close();
    }
    await expect
      .poll(async () => (await reconcileSince(server.baseUrl, started)).mismatches, {
        timeout: 30_000,
        interval: 1_000,
      })
      .toEqual([]);
  });
});
