import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_API, type ProviderLaunchBody } from '@app/contracts';
import { signedHeaders } from '@app/contracts/signing';
import { buildProviderApp, type ProviderApp } from '../app.ts';
import { installBrands } from '../brands.ts';
import { parseProviderConfig } from '../config.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';
import type { FreeRoundsOffer, RoundAnswer } from '../play/public-round.ts';
import { startFakeOperator, type FakeOperator } from '../testing/fake-operator.ts';

/**
 * Free rounds over the provider's own HTTP (decision 061): the operator's signed launch hands a
 * grant over, the game page reads it from its session and plays it; the wallet side is the
 * stand-in operator, which records every body the provider sends.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters';
const SLOT = 'SLX_SAPPHIRE_REELS';
const POKER = 'SLX_EMERALD_REELS';
const JACKPOT = 'SLX_NEON_REELS';
const LAUNCH_TOKEN = 'L'.repeat(43);

let database: OpenedDatabase;
let operator: FakeOperator;
let provider: ProviderApp;

beforeEach(async () => {
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { SLX: SECRET });
  operator = await startFakeOperator(SECRET, 100_000);
  const config = parseProviderConfig({
    PROVIDER_PUBLIC_URL: 'http://127.0.0.1:1',
    OPERATOR_URL: operator.url,
    PROVIDER_SWEEP_MS: '0',
    LOG_LEVEL: 'silent',
  });
  provider = await buildProviderApp(config, database.db);
});

afterEach(async () => {
  await provider.app.close();
  await operator.close();
  await database.destroy();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Grant = NonNullable<ProviderLaunchBody['freeRounds']>;

function grant(rounds: number, overrides: Partial<Grant> = {}): Grant {
  return { grantId: 'fs-1', rounds, betCents: 100, expiresAt: inDays(7), ...overrides };
}

function signedPost(url: string, body: object) {
  const raw = JSON.stringify(body);
  return provider.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, raw) },
    payload: raw,
  });
}

/** The operator's launch, then the browser's exchange of the code: the session's cookie. */
async function launch(
  gameCode: string,
  freeRounds: ProviderLaunchBody['freeRounds'],
  mode: 'real' | 'free' = 'real',
): Promise<string> {
  operator.launch = { playerId: '7', currency: 'BRL', language: 'PT', gameCode, mode };
  const launched = await signedPost(PROVIDER_API.launch, {
    vendorCode: 'SLX',
    gameCode,
    playerId: '7',
    currency: 'BRL',
    language: 'PT',
    mode,
    lobbyUrl: 'http://127.0.0.1:3000/m/rng',
    launchToken: LAUNCH_TOKEN,
    ...(freeRounds ? { freeRounds } : {}),
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL((launched.json() as { value: { url: string } }).value.url);
  const opened = await provider.app.inject({ method: 'GET', url: url.pathname });
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^pv_session=/);
  return cookie;
}

async function offerOf(cookie: string): Promise<FreeRoundsOffer | null> {
  const answer = await provider.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { value: { freeRounds: FreeRoundsOffer | null } }).value.freeRounds;
}

function play(cookie: string, body: object) {
  return provider.app.inject({
    method: 'POST',
    url: '/api/rounds',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function playFree(cookie: string, grantId = 'fs-1'): Promise<RoundAnswer> {
  const answer = await play(cookie, { freeRoundsId: grantId });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { value: RoundAnswer }).value;
}

const grants = () => database.db.selectFrom('free_rounds').selectAll().execute();
/** The money calls the operator got (the page's balance reads and the launch check aside). */
const walletBodies = () =>
  operator.bodies.filter((call) => ['debit', 'credit', 'rollback'].includes(call.kind));

describe('a launch with free rounds', () => {
  it('keeps the grant once, for the launched player and slot; a later launch keeps its count', async () => {
    const first = await launch(SLOT, grant(3));
    expect(await offerOf(first)).toMatchObject({ grantId: 'fs-1', roundsLeft: 3, betCents: 100 });
    await playFree(first);

    // The operator has not seen the credit yet, or counts it later: its 5 changes nothing.
    const second = await launch(SLOT, grant(5));
    expect(await offerOf(second)).toMatchObject({ grantId: 'fs-1', roundsLeft: 2 });
    expect(await grants()).toEqual([
      expect.objectContaining({
        brand: 'SLX',
        grant_id: 'fs-1',
        player_id: '7',
        game_code: SLOT,
        rounds_total: 3,
        rounds_left: 2,
        bet_cents: 100,
      }),
    ]);
    // A lower count is the operator cutting the grant: rounds only ever go down.
    const third = await launch(SLOT, grant(1));
    expect(await offerOf(third)).toMatchObject({ roundsLeft: 1 });
  });

  it('leaves the grant out in free play, on a game that is not a slot, or at a bet the slot cannot take', async () => {
    const free = await launch(SLOT, grant(3), 'free');
    expect(await offerOf(free)).toBeNull();
    const poker = await launch(POKER, grant(3, { grantId: 'fs-2' }));
    expect(await offerOf(poker)).toBeNull();
    const odd = await launch(SLOT, grant(3, { grantId: 'fs-3', betCents: 7 }));
    expect(await offerOf(odd)).toBeNull();
    expect(await grants()).toEqual([]);

    // And the games open as usual, their free-round calls refused.
    for (const cookie of [free, poker]) {
      const refused = await play(cookie, { freeRoundsId: 'fs-1' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 'free.rounds.unavailable',
        message: 'Você não tem rodadas grátis disponíveis neste jogo',
      });
    }
    expect(walletBodies()).toEqual([]);
  });
});

describe('a free round', () => {
  it('sends no debit and one credit naming the grant with the win, and counts down', async () => {
    const cookie = await launch(SLOT, grant(20));
    const played: RoundAnswer[] = [];
    expect(await offerOf(cookie)).toMatchObject({ roundsLeft: 20 });
    // A fixed seed pair makes the rounds the same on every run: among them one that wins.
    await database.db
      .updateTable('seed_pairs')
      .set({ server_seed: 's'.repeat(64), client_seed: 'free-rounds-test' })
      .execute();
    for (let left = 19; left >= 0; left -= 1) {
      const answer = await playFree(cookie);
      expect(answer.round).toMatchObject({
        freeRoundsId: 'fs-1',
        betCents: 100,
        mode: 'real',
        status: 'settled',
        jackpotCents: 0,
      });
      expect(answer.freeRounds).toEqual(
        left > 0 ? expect.objectContaining({ roundsLeft: left }) : null,
      );
      played.push(answer);
    }
    expect(played.some((answer) => answer.round.winCents! > 0)).toBe(true);

    const bodies = walletBodies();
    expect(bodies.map((call) => call.kind)).toEqual(played.map(() => 'credit'));
    bodies.forEach(({ body }, index) => {
      const { round } = played[index]!;
      expect(body).toEqual({
        playerId: '7',
        transactionId: `${round.roundId}-C`,
        roundId: round.roundId,
        gameId: SLOT,
        freeRoundsId: 'fs-1',
        amountCents: round.winCents,
      });
    });
    const won = played.reduce((sum, answer) => sum + answer.round.winCents!, 0);
    expect(operator.balanceCents).toBe(100_000 + won);
    expect(played.at(-1)!.balanceCents).toBe(100_000 + won);

    // Spent: the page offers none, and one more is refused without a call.
    expect(await offerOf(cookie)).toBeNull();
    const refused = await play(cookie, { freeRoundsId: 'fs-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'free.rounds.unavailable' });
    expect(walletBodies()).toHaveLength(20);

    const rows = await database.db.selectFrom('rounds').select('free_rounds_id').execute();
    expect(rows.every((row) => row.free_rounds_id === 'fs-1')).toBe(true);
    const calls = await database.db.selectFrom('wallet_calls').selectAll().execute();
    expect(calls.map((call) => [call.kind, call.state, call.free_rounds_id])).toEqual(
      played.map(() => ['credit', 'done', 'fs-1']),
    );
    expect(calls.every((call) => call.bet_transaction_id === null)).toBe(true);
  });

  it('is played at the grant’s bet only, and not once the grant has expired or is unknown', async () => {
    const cookie = await launch(SLOT, grant(3));
    const otherBet = await play(cookie, { freeRoundsId: 'fs-1', betCents: 200 });
    expect(otherBet.statusCode).toBe(400);
    expect(otherBet.json()).toMatchObject({ errorCode: 'bet.invalid' });
    // The same bet said again is fine.
    expect((await play(cookie, { freeRoundsId: 'fs-1', betCents: 100 })).statusCode).toBe(200);

    const unknown = await play(cookie, { freeRoundsId: 'fs-9' });
    expect(unknown.json()).toMatchObject({ errorCode: 'free.rounds.unavailable' });
    expect((await play(cookie, { freeRoundsId: 'nope' })).statusCode).toBe(400);

    await database.db
      .updateTable('free_rounds')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await offerOf(cookie)).toBeNull();
    const expired = await play(cookie, { freeRoundsId: 'fs-1' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ errorCode: 'free.rounds.unavailable' });
    expect((await grants())[0]!.rounds_left).toBe(2);
    expect(walletBodies()).toHaveLength(1);
  });

  it('belongs to the game it was granted on', async () => {
    await launch(SLOT, grant(3));
    const other = await launch(JACKPOT, grant(3, { grantId: 'fs-2', betCents: 2_000 }));
    const refused = await play(other, { freeRoundsId: 'fs-1' });
    expect(refused.json()).toMatchObject({ errorCode: 'free.rounds.unavailable' });
    expect((await grants()).find((row) => row.grant_id === 'fs-1')!.rounds_left).toBe(3);
  });

  it('adds nothing to a jackpot pool and wins nothing from it', async () => {
    const cookie = await launch(JACKPOT, grant(3, { betCents: 2_000 }));
    const answer = await playFree(cookie);
    expect(answer.round).toMatchObject({ betCents: 2_000, jackpotCents: 0, freeRoundsId: 'fs-1' });
    expect(await database.db.selectFrom('jackpot_pools').selectAll().execute()).toEqual([]);
    // A staked round on the same slot still feeds the pool.
    expect((await play(cookie, { betCents: 2_000 })).statusCode).toBe(200);
    const [pool] = await database.db.selectFrom('jackpot_pools').selectAll().execute();
    expect(pool!.pool_cents).toBeGreaterThan(0);
  });

  it('retries a credit whose answer was lost with the same bytes', async () => {
    const cookie = await launch(SLOT, grant(3));
    operator.fail('credit', 1, 'before');
    const answer = await playFree(cookie);
    expect(answer.balanceCents).toBeNull();
    expect(answer.freeRounds).toMatchObject({ roundsLeft: 2 });
    expect(await provider.ctx.outbox.sweep(new Date(Date.now() + 60_000))).toBe(1);
    const [lost, again] = walletBodies();
    expect(again).toEqual(lost);
    expect(again!.body).toMatchObject({ freeRoundsId: 'fs-1' });
  });

  it('is refused when the operator says the grant has nothing left, and is not offered again', async () => {
    const cookie = await launch(SLOT, grant(3));
    operator.refuse('credit', 409, 'vendor.free.rounds.unavailable');
    const refused = await play(cookie, { freeRoundsId: 'fs-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'vendor.free.rounds.unavailable',
      message: 'refused: vendor.free.rounds.unavailable',
    });
    const [round] = await database.db.selectFrom('rounds').selectAll().execute();
    expect(round!.status).toBe('refused');
    const [credit] = await database.db.selectFrom('wallet_calls').selectAll().execute();
    expect(credit!.state).toBe('refused');
    expect(await offerOf(cookie)).toBeNull();
  });

  it('is listed for reconciliation like any credit', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const cookie = await launch(SLOT, grant(3));
    const { round } = await playFree(cookie);
    const listed = await signedPost(PROVIDER_API.transactions, {
      vendorCode: 'SLX',
      from,
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      value: {
        transactions: [
          {
            transactionId: `${round.roundId}-C`,
            kind: 'credit',
            roundId: round.roundId,
            playerId: '7',
            amountCents: round.winCents,
            betTransactionId: null,
            state: 'done',
          },
        ],
      },
    });
  });
});
