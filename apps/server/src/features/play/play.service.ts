import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  BET_OPTION_MULTIPLES,
  DEFAULT_LANGUAGE,
  PLAY_MONEY_START_CENTS,
  describeModel,
  evaluateSpin,
  isSlotThemeId,
  roundSeedHash,
  slotModel,
  slotThemeFor,
} from '@app/contracts';
import type {
  BgsRound,
  BgsRoundsQuery,
  BgsRoundsValue,
  BgsSessionValue,
  BgsSpinBody,
  BgsSpinValue,
  GameRecordsQuery,
  GameRecordsValue,
  Language,
  ModelDescription,
  RotateSeedValue,
  SeedState,
  SlotModelId,
} from '@app/contracts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema/tables.ts';
import { amountDetail, AppError } from '../../errors.ts';
import { totalPages } from '../../lib/paging.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { dayBounds } from '../../lib/day-range.ts';
import { memberBalance, writeTransaction } from '../ledger/ledger.service.ts';
import {
  bonusBalance,
  claimFreeSpin,
  payFreeSpinWin,
  payWin,
  placeStake,
  settleBonus,
  slotFreeSpins,
} from '../bonuses/index.ts';
import { gameLimits } from '../game-limits/game-limits.service.ts';
import { lotteryRecordRows, toGameRecord, type RecordRow } from '../lottery/betting-record.ts';
import { vendorOn } from '../games/games.repository.ts';
import { serverReelStops } from './round-outcome.ts';
import { assertNotExcluded } from '../player-protection/index.ts';

/**
 * In-house (BGS) slot rounds (decision 009): the outcome comes from the member's committed
 * server seed, its client seed and the nonce only; the stake only scales the pay. A real-money
 * spin is one ledger debit (member -> house:game) and, when it wins, one credit back, written in
 * one transaction with the round and the nonce. Play money never touches the ledger: it lives
 * in the session's play wallet.
 */
type Db = Kysely<Database>;

const GLOBAL_SEED = 0;

function modelDescription(id: SlotModelId): ModelDescription {
  return describeModel(slotModel(id));
}

export interface BgsGame {
  gameId: number;
  name: string;
  modelId: SlotModelId;
  themeId: string;
  minBetCents: number;
  betStepCents: number;
  /** The merchant's maximum stake of this game, rounded down to the bet step (decision 030). */
  maxBetCents: number;
  /** The most one round pays; a larger outcome is paid this much (decision 030). */
  maxWinCents: number;
  freePlay: boolean;
}

function isModelId(value: string | null): value is SlotModelId {
  return value === 'low' || value === 'medium' || value === 'high';
}

const gameRow = prepared((db, p: { gameId: number }) =>
  db
    .selectFrom('games')
    .select([
      'game_id',
      'game_name',
      'node_name',
      'vendor_code',
      'slot_model',
      'slot_theme',
      'min_bet_cents',
      'support_play',
      'freeplay',
      'enabled',
    ])
    .where('game_id', '=', p.gameId)
    .where(vendorOn),
);

/**
 * The BGS slot with this id (any BGS game with a slot model, in-house list included), or
 * game.not.found (unknown, disabled, other vendor, not a slot).
 */
export async function loadBgsGame(ctx: AppContext, gameId: number): Promise<BgsGame> {
  const [row] = await gameRow(ctx.db, { gameId });
  if (!row || !row.enabled || row.vendor_code !== 'BGS' || !isModelId(row.slot_model)) {
    throw new AppError('game.not.found', 404);
  }
  const step = modelDescription(row.slot_model).betStep;
  const min = Math.max(Number(row.min_bet_cents), step);
  const limits = await gameLimits(ctx.db, ctx.merchantCode, 'slot', row.game_id);
  return {
    gameId: row.game_id,
    name: row.game_name ?? row.node_name,
    modelId: row.slot_model,
    // A theme id an operator mistyped falls back to the one the name gives, never to no theme.
    themeId:
      row.slot_theme && isSlotThemeId(row.slot_theme)
        ? row.slot_theme
        : slotThemeFor(row.node_name),
    minBetCents: Math.ceil(min / step) * step,
    betStepCents: step,
    maxBetCents: Math.floor(limits.maxStakeCents / step) * step,
    maxWinCents: limits.maxWinCents,
    freePlay: Number(row.support_play) === 0 || Number(row.freeplay) === 1,
  };
}

function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

async function findActiveSeed(db: Db, memberId: number): Promise<SeedRow | undefined> {
  const row = await db
    .selectFrom('player_seeds')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('member_id', '=', memberId)
    .where('game_id', '=', GLOBAL_SEED)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), nonce: Number(row.nonce) } : undefined;
}

async function insertSeed(
  db: Db,
  ctx: AppContext,
  memberId: number,
  clientSeed: string,
): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insertInto('player_seeds')
    .values({
      merchant_code: ctx.merchantCode,
      member_id: memberId,
      game_id: GLOBAL_SEED,
      server_seed: serverSeed,
      server_seed_hash: await roundSeedHash(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
      created_at: new Date().toISOString(),
      revealed_at: null,
    })
    // The partial unique index (one seed pair in use) settles a race: the loser reads the winner's.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's seed pair in use, committing a new one on first play. */
export async function activeSeed(db: Db, ctx: AppContext, memberId: number): Promise<SeedRow> {
  const found = await findActiveSeed(db, memberId);
  if (found) return found;
  await insertSeed(db, ctx, memberId, newClientSeed());
  const created = await findActiveSeed(db, memberId);
  if (!created) throw new Error('player seed not visible after insert');
  return created;
}

interface NonceClaim {
  memberId: number;
  gameId: number;
}

function bumpNonce(db: Db, p: NonceClaim) {
  return db
    .updateTable('player_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('member_id', '=', p.memberId)
    .where('game_id', '=', p.gameId)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce']);
}

// Two statements: with and without the client seed a spin may name.
const takeNonce = prepared((db, p: NonceClaim) => bumpNonce(db, p));
const takeNonceSettingClientSeed = prepared((db, p: NonceClaim & { clientSeed: string }) =>
  bumpNonce(db, p).set({ client_seed: p.clientSeed }),
);

/**
 * Takes the next nonce of the member's seed pair in use (creating the pair on a first spin)
 * and, when the spin names one, stores its client seed: one UPDATE ... RETURNING, whose row
 * lock orders concurrent spins of one member on PostgreSQL. Answers the nonce this round uses.
 */
async function claimNonce(
  db: Db,
  ctx: AppContext,
  memberId: number,
  clientSeed: string | undefined,
): Promise<SeedRow> {
  const claim = { memberId, gameId: GLOBAL_SEED };
  const bump = async () =>
    (clientSeed === undefined
      ? await takeNonce(db, claim)
      : await takeNonceSettingClientSeed(db, { ...claim, clientSeed }))[0];
  let row = await bump();
  if (!row) {
    await insertSeed(db, ctx, memberId, newClientSeed());
    row = await bump();
    if (!row) throw new Error('player seed not visible after insert');
  }
  return { ...row, id: Number(row.id), nonce: Number(row.nonce) - 1 };
}

function seedState(seed: SeedRow): SeedState {
  return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
}

export async function seeds(ctx: AppContext, memberId: number): Promise<SeedState> {
  return seedState(await activeSeed(ctx.db, ctx, memberId));
}

export async function setClientSeed(
  ctx: AppContext,
  memberId: number,
  clientSeed: string,
): Promise<SeedState> {
  return writeTransaction(ctx.db, async (trx) => {
    const seed = await activeSeed(trx, ctx, memberId);
    await trx
      .updateTable('player_seeds')
      .set({ client_seed: clientSeed })
      .where('id', '=', seed.id)
      .execute();
    return seedState({ ...seed, client_seed: clientSeed });
  });
}

/** Reveals the seed in use and commits a fresh one (same client seed, nonce 0). */
export async function rotateSeed(ctx: AppContext, memberId: number): Promise<RotateSeedValue> {
  return writeTransaction(ctx.db, async (trx) => {
    const old = await activeSeed(trx, ctx, memberId);
    await trx
      .updateTable('player_seeds')
      .set({ revealed_at: new Date().toISOString() })
      .where('id', '=', old.id)
      .execute();
    await insertSeed(trx, ctx, memberId, old.client_seed);
    const next = await findActiveSeed(trx, memberId);
    if (!next) throw new Error('rotated seed not visible');
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        nonce: old.nonce,
      },
      seeds: seedState(next),
    };
  });
}

const playWalletBalance = prepared((db, p: { sessionId: string }) =>
  db.selectFrom('play_wallets').select('balance_cents').where('session_id', '=', p.sessionId),
);

async function playBalance(db: Db, sessionId: string): Promise<number> {
  const [row] = await playWalletBalance(db, { sessionId });
  return row ? Number(row.balance_cents) : PLAY_MONEY_START_CENTS;
}

export async function gameSession(
  ctx: AppContext,
  auth: AuthContext,
  gameId: number,
): Promise<BgsSessionValue> {
  // On a break or self-excluded: no game opens (decision 048); stakes are refused by the ledger.
  await assertNotExcluded(ctx, auth.memberId);
  const game = await loadBgsGame(ctx, gameId);
  const description = modelDescription(game.modelId);
  const totals = await ctx.db
    .selectFrom('game_rounds')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>('bet_cents').as('bet'),
      eb.fn.sum<string | number | null>('win_cents').as('win'),
    ])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('game_id', '=', gameId)
    .where('play_money', '=', 0)
    .executeTakeFirstOrThrow();
  const betSum = Number(totals.bet ?? 0);
  const currency = await merchantCurrency(ctx.db, ctx.merchantCode);
  return {
    gameId: game.gameId,
    name: game.name,
    modelId: game.modelId,
    themeId: game.themeId,
    volatility: description.volatility,
    minBetCents: game.minBetCents,
    betStepCents: game.betStepCents,
    maxBetCents: game.maxBetCents,
    maxWinCents: game.maxWinCents,
    // Only stakes the game takes: none above the merchant's maximum.
    betOptionsCents: BET_OPTION_MULTIPLES.map((m) => m * game.minBetCents).filter(
      (bet) => bet <= game.maxBetCents,
    ),
    freePlay: game.freePlay,
    rules: {
      reels: description.reels,
      rows: description.rows,
      lines: description.lines.map((line) => [...line]),
      paytable: description.paytable,
      scatterPays: description.scatterPays,
      freeSpins: description.freeSpins,
    },
    theoreticalRtp: description.rtp,
    actualReturn: betSum > 0 ? Number(totals.win ?? 0) / betSum : null,
    roundsPlayed: Number(totals.n),
    balanceCents: await memberBalance(ctx, auth.memberId),
    bonusBalanceCents: await bonusBalance(ctx, auth.memberId),
    freeSpins: await slotFreeSpins(ctx, auth.memberId, gameId),
    playBalanceCents: await playBalance(ctx.db, auth.sessionId),
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    seeds: await seeds(ctx, auth.memberId),
  };
}

function checkBet(game: BgsGame, betCents: number): void {
  if (
    !Number.isSafeInteger(betCents) ||
    betCents < game.minBetCents ||
    betCents % game.betStepCents !== 0
  ) {
    throw new AppError('game.bet.invalid', 400, '', {
      minBetCents: game.minBetCents,
      betStepCents: game.betStepCents,
    });
  }
  // Checked before anything is written: a stake above the maximum moves nothing.
  if (betCents > game.maxBetCents) {
    throw new AppError('game.stake.above.max', 400, amountDetail(game.maxBetCents), {
      maxBetCents: game.maxBetCents,
    });
  }
}

type RoundRow = {
  id: number;
  game_id: number;
  model_id: string;
  bet_cents: number | string;
  win_cents: number | string;
  outcome_win_cents: number | string | null;
  win_capped: number;
  play_money: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  stops: string;
  free_spins: number;
  created_at: string;
  server_seed: string | null;
  revealed_at: string | null;
};

function roundSelect(db: Db) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
    .select([
      'r.id',
      'r.game_id',
      'r.model_id',
      'r.bet_cents',
      'r.win_cents',
      'r.outcome_win_cents',
      'r.win_capped',
      'r.play_money',
      'r.server_seed_hash',
      'r.client_seed',
      'r.nonce',
      'r.stops',
      'r.free_spins',
      'r.created_at',
      's.server_seed',
      's.revealed_at',
    ]);
}

function toRound(row: RoundRow): BgsRound {
  return {
    roundId: Number(row.id),
    gameId: Number(row.game_id),
    modelId: row.model_id as SlotModelId,
    betCents: Number(row.bet_cents),
    winCents: Number(row.win_cents),
    outcomeWinCents: Number(row.outcome_win_cents ?? row.win_cents),
    winCapped: Number(row.win_capped) === 1,
    playMoney: Number(row.play_money) === 1,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    stops: JSON.parse(row.stops) as BgsRound['stops'],
    freeSpinsPlayed: Number(row.free_spins),
    createdAt: row.created_at,
  };
}

async function roundByKey(db: Db, ctx: AppContext, memberId: number, key: string) {
  const row = await roundSelect(db)
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.member_id', '=', memberId)
    .where('r.idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? toRound(row) : null;
}

/** Thrown inside the spin transaction when the key turned out to be taken: undo and replay. */
class RoundTaken extends Error {}

function requestHash(gameId: number, body: BgsSpinBody): string {
  return createHash('sha256')
    .update(JSON.stringify({ gameId, betCents: body.betCents, playMoney: !!body.playMoney }))
    .digest('hex');
}

async function replayRound(
  ctx: AppContext,
  auth: AuthContext,
  gameId: number,
  body: BgsSpinBody,
  round: BgsRound,
): Promise<BgsSpinValue> {
  if (
    round.gameId !== gameId ||
    round.betCents !== body.betCents ||
    round.playMoney !== !!body.playMoney
  ) {
    throw new AppError('ledger.idempotency.conflict', 409);
  }
  return {
    round,
    balanceCents: await memberBalance(ctx, auth.memberId),
    bonusBalanceCents: await bonusBalance(ctx, auth.memberId),
    ...(body.freeSpinGrantId === undefined
      ? {}
      : { freeSpins: await slotFreeSpins(ctx, auth.memberId, gameId) }),
    playBalanceCents: await playBalance(ctx.db, auth.sessionId),
    seeds: await seeds(ctx, auth.memberId),
  };
}

interface RoundValues {
  merchantCode: string;
  memberId: number;
  gameId: number;
  modelId: string;
  idempotencyKey: string;
  betCents: number;
  winCents: number;
  outcomeWinCents: number;
  winCapped: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stops: string;
  freeSpins: number;
  playMoney: number;
  freeSpinGrantId: number | null;
  createdAt: string;
}

// The spin's own statements, compiled once (decision 051, second pass).
const insertRound = prepared((db, p: RoundValues) =>
  db
    .insertInto('game_rounds')
    .values({
      merchant_code: p.merchantCode,
      member_id: p.memberId,
      game_id: p.gameId,
      model_id: p.modelId,
      idempotency_key: p.idempotencyKey,
      bet_cents: p.betCents,
      win_cents: p.winCents,
      outcome_win_cents: p.outcomeWinCents,
      win_capped: p.winCapped,
      seed_id: p.seedId,
      server_seed_hash: p.serverSeedHash,
      client_seed: p.clientSeed,
      nonce: p.nonce,
      stops: p.stops,
      free_spins: p.freeSpins,
      bet_transfer_id: null,
      win_transfer_id: null,
      play_money: p.playMoney,
      free_spin_grant_id: p.freeSpinGrantId,
      created_at: p.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id'),
);

const setRoundTransfers = prepared(
  (db, p: { roundId: number; betTransferId: number; winTransferId: number | null }) =>
    db
      .updateTable('game_rounds')
      .set({ bet_transfer_id: p.betTransferId, win_transfer_id: p.winTransferId })
      .where('id', '=', p.roundId),
);

export async function spin(
  ctx: AppContext,
  auth: AuthContext,
  gameId: number,
  body: BgsSpinBody,
): Promise<BgsSpinValue> {
  const game = await loadBgsGame(ctx, gameId);
  checkBet(game, body.betCents);
  const playMoney = !!body.playMoney;
  if (playMoney && !game.freePlay) throw new AppError('game.freeplay.unavailable', 400);
  // Free spins are real rounds paid for by the house, never play money.
  if (playMoney && body.freeSpinGrantId !== undefined) {
    throw new AppError('bonus.freespin.unavailable', 409);
  }
  const memberId = auth.memberId;
  const key = body.idempotencyKey;
  // No lookup of the key first: a repeat finds its round taken inside the transaction
  // (RoundTaken below) and is replayed from there, so the usual spin saves a query.
  const model = slotModel(game.modelId);

  try {
    return await writeTransaction(ctx.db, async (trx) => {
      const tctx: AppContext = { ...ctx, db: trx };
      const seed = await claimNonce(trx, ctx, memberId, body.clientSeed);
      const clientSeed = seed.client_seed;
      const nonce = seed.nonce;
      const stops = serverReelStops(model, seed.server_seed, clientSeed, nonce);
      const result = evaluateSpin(model, stops, body.betCents);
      // The outcome stays the engine's (verifiable); the round pays at most the maximum win.
      const outcomeWinCents = result.totalWinCents;
      const winCapped = outcomeWinCents > game.maxWinCents;
      const winCents = winCapped ? game.maxWinCents : outcomeWinCents;
      const nowIso = new Date().toISOString();

      const [inserted] = await insertRound(trx, {
        merchantCode: ctx.merchantCode,
        memberId,
        gameId,
        modelId: game.modelId,
        idempotencyKey: key,
        betCents: body.betCents,
        winCents,
        outcomeWinCents,
        winCapped: winCapped ? 1 : 0,
        seedId: seed.id,
        serverSeedHash: seed.server_seed_hash,
        clientSeed,
        nonce,
        stops: JSON.stringify(stops),
        freeSpins: stops.freeSpins.length,
        playMoney: playMoney ? 1 : 0,
        freeSpinGrantId: body.freeSpinGrantId ?? null,
        createdAt: nowIso,
      });
      if (!inserted) throw new RoundTaken();
      const roundId = Number(inserted.id);

      let balanceCents: number;
      let bonusBalanceCents: number;
      let playBalanceCents: number;
      if (playMoney) {
        await trx
          .insertInto('play_wallets')
          .values({
            session_id: auth.sessionId,
            member_id: memberId,
            balance_cents: PLAY_MONEY_START_CENTS,
            updated_at: nowIso,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const debited = await trx
          .updateTable('play_wallets')
          .set((eb) => ({
            balance_cents: eb(eb('balance_cents', '-', body.betCents), '+', winCents),
            updated_at: nowIso,
          }))
          .where('session_id', '=', auth.sessionId)
          .where('balance_cents', '>=', body.betCents)
          .returning('balance_cents')
          .executeTakeFirst();
        if (!debited) {
          throw new AppError('wallet.insufficient.funds', 409, '', {
            balanceCents: await playBalance(trx, auth.sessionId),
          });
        }
        playBalanceCents = Number(debited.balance_cents);
        balanceCents = await memberBalance(tctx, memberId);
        bonusBalanceCents = await bonusBalance(tctx, memberId);
      } else if (body.freeSpinGrantId !== undefined) {
        // A free spin (decision 056): nothing is staked, and the win goes to the bonus balance.
        const grant = await claimFreeSpin(tctx, {
          memberId,
          grantId: body.freeSpinGrantId,
          gameId,
          betCents: body.betCents,
        });
        if (winCents > 0) {
          await payFreeSpinWin(tctx, {
            grant,
            winCents,
            key: `bgs:${memberId}:${key}:free-win`,
            reference: `bgs-round:${roundId}`,
            from: { kind: 'house', name: 'game' },
          });
        }
        ({ balanceCents, bonusBalanceCents } = await settleBonus(tctx, memberId));
        playBalanceCents = await playBalance(trx, auth.sessionId);
      } else {
        const house = { kind: 'house' as const, name: 'game' as const };
        const stakeKey = `bgs:${memberId}:${key}`;
        const reference = `bgs-round:${roundId}`;
        // Cash first, then bonus (decision 056); the in-house slots count as RNG.
        const bet = await placeStake(tctx, {
          memberId,
          amountCents: body.betCents,
          gameType: 'RNG',
          key: stakeKey,
          kind: 'bet',
          to: house,
          reference,
          requestHash: requestHash(gameId, body),
        });
        if (bet.replayed) throw new RoundTaken();
        let winTransferId: number | null = null;
        balanceCents = bet.balanceCents;
        bonusBalanceCents = bet.bonusBalanceCents;
        if (winCents > 0) {
          const win = await payWin(tctx, {
            memberId,
            stakeKey,
            stake: bet,
            amountCents: winCents,
            key: `${stakeKey}:win`,
            kind: 'win',
            from: house,
            reference,
          });
          winTransferId = win.transferId;
          balanceCents = win.balanceCents ?? balanceCents;
        }
        // A round under a bonus may meet its wagering (convert) or spend it (close).
        if (bet.bonusId !== null) {
          ({ balanceCents, bonusBalanceCents } = await settleBonus(tctx, memberId));
        }
        await setRoundTransfers(trx, {
          roundId,
          betTransferId: bet.transferId,
          winTransferId,
        });
        playBalanceCents = await playBalance(trx, auth.sessionId);
      }
      return {
        round: {
          roundId,
          gameId,
          modelId: game.modelId,
          betCents: body.betCents,
          winCents,
          outcomeWinCents,
          winCapped,
          playMoney,
          serverSeedHash: seed.server_seed_hash,
          serverSeed: null,
          clientSeed,
          nonce,
          stops: { base: [...stops.base], freeSpins: stops.freeSpins.map((s) => [...s]) },
          freeSpinsPlayed: stops.freeSpins.length,
          createdAt: nowIso,
        },
        balanceCents,
        bonusBalanceCents,
        ...(body.freeSpinGrantId === undefined
          ? {}
          : { freeSpins: await slotFreeSpins(tctx, memberId, gameId) }),
        playBalanceCents,
        seeds: { serverSeedHash: seed.server_seed_hash, clientSeed, nonce: nonce + 1 },
      };
    });
  } catch (error) {
    if (!(error instanceof RoundTaken)) throw error;
    const round = await roundByKey(ctx.db, ctx, memberId, key);
    if (!round) throw new Error('spin key taken but its round is not visible', { cause: error });
    return replayRound(ctx, auth, gameId, body, round);
  }
}

export async function gameRounds(
  ctx: AppContext,
  memberId: number,
  gameId: number,
  query: BgsRoundsQuery,
): Promise<BgsRoundsValue> {
  await loadBgsGame(ctx, gameId);
  const base = ctx.db
    .selectFrom('game_rounds')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await roundSelect(ctx.db)
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.member_id', '=', memberId)
    .where('r.game_id', '=', gameId)
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return {
    content: rows.map(toRound),
    totalPages: totalPages(total.n, query.pageSize),
    pageNo: query.pageNo,
  };
}

/**
 * The betting record: the member's real-money slot rounds and lottery bets, newest first. Both
 * parts are one UNION ALL, so the database orders, filters and pages them together.
 */
export async function gameRecords(
  ctx: AppContext,
  memberId: number,
  query: GameRecordsQuery,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GameRecordsValue> {
  const { from, before } = dayBounds(query);
  const filter = {
    merchantCode: ctx.merchantCode,
    memberId,
    gameType: query.gameType,
    from,
    before,
  };
  let rounds = ctx.db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.game_id', 'r.game_id')
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.member_id', '=', memberId)
    .where('r.play_money', '=', 0);
  if (query.gameType) rounds = rounds.where('g.game_type', '=', query.gameType);
  if (from) rounds = rounds.where('r.created_at', '>=', from);
  if (before) rounds = rounds.where('r.created_at', '<', before);
  const bets = lotteryRecordRows(ctx.db, filter, language);
  const [roundCount, betCount] = await Promise.all([
    rounds.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    bets
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const roundRows = rounds.select([
    sql<string>`'slot'`.as('source'),
    'r.id as id',
    'r.game_id as game_id',
    sql<string>`coalesce(${sql.ref('g.game_name')}, ${sql.ref('g.node_name')})`.as('game_name'),
    'g.game_type as game_type',
    'r.created_at as created_at',
    'r.bet_cents as stake_cents',
    'r.win_cents as win_cents',
    sql<string | null>`null`.as('numero'),
    sql<string | null>`null`.as('bet_type'),
    sql<number | null>`null`.as('position'),
    sql<string | null>`null`.as('picks'),
    sql<string | null>`null`.as('status'),
    sql<string | null>`null`.as('result'),
  ]);
  const rows = await ctx.db
    .selectFrom(roundRows.unionAll(bets).as('x'))
    .selectAll()
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .orderBy('x.source')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return {
    content: rows.map((row) => toGameRecord(row as RecordRow)),
    totalPages: totalPages(Number(roundCount.n) + Number(betCount.n), query.pageSize),
    pageNo: query.pageNo,
  };
}
