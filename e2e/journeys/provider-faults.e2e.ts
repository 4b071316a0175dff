import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMember, reconcileSince, type ApiMember } from '../support/api-member.ts';
import { catalogueGames, launchAtProvider } from '../support/provider-player.ts';
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
});
