import {
  CRASH_BET_STEP_CENTS,
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_CASH_OUT,
  CRASH_RTP,
  describeSlotModel,
  drawCrashPoint,
  drawVideoPoker,
  dealVideoPoker,
  FISH_BET_STEP_CENTS,
  FISH_RTP,
  FISH_SPECIES,
  JACKPOT_RULES,
  JACKPOT_THEORETICAL_RTP,
  msToReach,
  multiplierAt,
  playJackpotSlot,
  playScratch,
  playSlot,
  SCRATCH_BET_STEP_CENTS,
  SCRATCH_THEORETICAL_RTP,
  SCRATCH_TIERS,
  settleCrash,
  shoot,
  SLOT_THEORETICAL_RTP,
  VIDEO_POKER_MAX_COINS,
  VIDEO_POKER_PAYTABLE,
  VIDEO_POKER_THEORETICAL_RTP,
  type Card,
  type EngineChoice,
  type SlotModelId,
} from '../engines/index.ts';
import { BetError, type BetLimits, type GameKind } from '../play/game-kind.ts';

/**
 * Each engine as a game the round service can run (play/game-kind.ts). Browser-safe: the game
 * client replays rounds with the same code to verify them.
 */

/** The bet ladder every game offers: multiples of its step, up to its maximum. */
function limits(stepCents: number, minBetCents: number, maxBetCents: number): BetLimits {
  const ladder = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];
  const presets = ladder
    .map((cents) => Math.ceil(cents / stepCents) * stepCents)
    .filter(
      (cents, index, all) =>
        cents >= minBetCents && cents <= maxBetCents && all.indexOf(cents) === index,
    );
  return { minBetCents, maxBetCents, stepCents, presets };
}

const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Milliseconds an abandoned poker hand waits before it stands on the cards dealt. */
export const VIDEO_POKER_PATIENCE_MS = 10 * 60 * 1000;
/** A crash round's grace after its crash point, for a cash-out already on its way. */
export const CRASH_GRACE_MS = 1_000;

function slotKind(model: SlotModelId): GameKind {
  const step = describeSlotModel(model).betStepCents;
  return {
    engine: 'slot',
    limits: limits(step, step, 50_000 - (50_000 % step)),
    start: ({ betCents, draw }) => {
      const outcome = playSlot(model, betCents, draw);
      return { outcome, winCents: outcome.winCents };
    },
  };
}

function jackpotKind(model: SlotModelId): GameKind {
  return {
    engine: 'jackpot',
    limits: limits(
      JACKPOT_RULES.betStepCents,
      JACKPOT_RULES.betStepCents,
      JACKPOT_RULES.fullStakeCents,
    ),
    start: ({ betCents, draw }) => {
      const outcome = playJackpotSlot(model, betCents, draw);
      // The jackpot's own share is added when the round settles, from the pool at that moment.
      return { outcome, winCents: outcome.slot.winCents };
    },
  };
}

const scratchKind: GameKind = {
  engine: 'scratch',
  limits: limits(SCRATCH_BET_STEP_CENTS, 50, 20_000),
  start: ({ betCents, draw }) => {
    const outcome = playScratch(betCents, draw);
    return { outcome, winCents: outcome.winCents };
  },
};

interface PokerState {
  coins: number;
  coinValueCents: number;
  deck: Card[];
  hand: Card[];
  /** Set when the hand is drawn. */
  held?: boolean[];
  final?: unknown;
}

const videoPokerKind: GameKind = {
  engine: 'videopoker',
  limits: limits(VIDEO_POKER_MAX_COINS, 25, 50_000),
  start: ({ betCents, draw }) => {
    const coins = VIDEO_POKER_MAX_COINS;
    if (betCents % coins !== 0) throw new BetError('a bet is five equal coins');
    const deal = dealVideoPoker(draw);
    const state: PokerState = {
      coins,
      coinValueCents: betCents / coins,
      deck: deal.deck,
      hand: deal.hand,
    };
    return { outcome: state, winCents: null };
  },
  act: (round, action) => {
    const hold = object(action).hold;
    if (!Array.isArray(hold) || hold.length !== 5 || !hold.every((h) => typeof h === 'boolean')) {
      throw new BetError('hold is five true or false flags');
    }
    return pokerDraw(round.outcome as PokerState, hold as boolean[]);
  },
  // An abandoned hand stands on the cards dealt (holds all five).
  expire: (round, nowMs) =>
    nowMs - round.createdAtMs < VIDEO_POKER_PATIENCE_MS
      ? null
      : pokerDraw(round.outcome as PokerState, [true, true, true, true, true]),
  openView: (outcome) => {
    const state = outcome as PokerState;
    return { coins: state.coins, coinValueCents: state.coinValueCents, hand: state.hand };
  },
};

function pokerDraw(state: PokerState, held: boolean[]) {
  const result = drawVideoPoker(state.deck, held, state.coins, state.coinValueCents);
  return { outcome: { ...state, held, final: result }, winCents: result.winCents };
}

interface CrashState {
  crashPoint: number;
  autoCashOutAt: number | null;
  /** Server time the multiplier started climbing: when the stake was taken. */
  startedAtMs: number | null;
  cashOutAt?: number | null;
  won?: boolean;
}

const crashKind: GameKind = {
  engine: 'crash',
  limits: limits(CRASH_BET_STEP_CENTS, 10, 50_000),
  start: ({ draw, choice }) => {
    const auto = object(choice).autoCashOutAt;
    if (
      auto !== undefined &&
      auto !== null &&
      (!Number.isInteger(auto) ||
        (auto as number) < CRASH_MIN_CASH_OUT ||
        (auto as number) > CRASH_MAX_MULTIPLIER)
    ) {
      throw new BetError('auto cash-out out of range');
    }
    const state: CrashState = {
      crashPoint: drawCrashPoint(draw),
      autoCashOutAt: (auto as number | undefined) ?? null,
      startedAtMs: null,
    };
    return { outcome: state, winCents: null };
  },
  opened: (outcome, nowMs) => ({ ...(outcome as CrashState), startedAtMs: nowMs }),
  act: (round, _action, nowMs) => {
    const state = round.outcome as CrashState;
    const started = state.startedAtMs ?? round.createdAtMs;
    return crashEnd(round.betCents, state, multiplierAt(Math.max(0, nowMs - started)));
  },
  expire: (round, nowMs) => {
    const state = round.outcome as CrashState;
    const started = state.startedAtMs ?? round.createdAtMs;
    if (nowMs - started < msToReach(state.crashPoint) + CRASH_GRACE_MS) return null;
    return crashEnd(round.betCents, state, null);
  },
  openView: (outcome) => {
    const state = outcome as CrashState;
    return { autoCashOutAt: state.autoCashOutAt, startedAtMs: state.startedAtMs };
  },
};

function crashEnd(betCents: number, state: CrashState, cashOutAt: number | null) {
  const settled = settleCrash({
    betCents,
    crashPoint: state.crashPoint,
    cashOutAt:
      cashOutAt !== null && cashOutAt >= CRASH_MIN_CASH_OUT
        ? Math.min(cashOutAt, CRASH_MAX_MULTIPLIER)
        : null,
    autoCashOutAt: state.autoCashOutAt,
  });
  return {
    outcome: { ...state, cashOutAt: settled.cashOutAt, won: settled.won },
    winCents: settled.winCents,
  };
}

const fishKind: GameKind = {
  engine: 'fish',
  limits: limits(FISH_BET_STEP_CENTS, 10, 10_000),
  start: ({ betCents, draw, choice }) => {
    const speciesId = object(choice).speciesId;
    if (typeof speciesId !== 'string' || !FISH_SPECIES.some((fish) => fish.id === speciesId)) {
      throw new BetError('no such fish');
    }
    const outcome = shoot(speciesId, betCents, draw);
    return { outcome, winCents: outcome.winCents };
  },
};

const kinds = new Map<string, GameKind>();

/** The game kind of an engine choice (one instance per engine and model). */
export function gameKindOf(choice: EngineChoice): GameKind {
  const key = 'model' in choice ? `${choice.engine}:${choice.model}` : choice.engine;
  let kind = kinds.get(key);
  if (!kind) {
    switch (choice.engine) {
      case 'slot':
        kind = slotKind(choice.model);
        break;
      case 'jackpot':
        kind = jackpotKind(choice.model);
        break;
      case 'scratch':
        kind = scratchKind;
        break;
      case 'videopoker':
        kind = videoPokerKind;
        break;
      case 'crash':
        kind = crashKind;
        break;
      case 'fish':
        kind = fishKind;
        break;
    }
    kinds.set(key, kind);
  }
  return kind;
}

/** The published theoretical return of an engine choice. */
export function theoreticalRtp(choice: EngineChoice): number {
  switch (choice.engine) {
    case 'slot':
      return SLOT_THEORETICAL_RTP[choice.model];
    case 'jackpot':
      return JACKPOT_THEORETICAL_RTP[choice.model];
    case 'scratch':
      return SCRATCH_THEORETICAL_RTP;
    case 'videopoker':
      return VIDEO_POKER_THEORETICAL_RTP;
    case 'crash':
      return CRASH_RTP;
    case 'fish':
      return FISH_RTP;
  }
}

/** The static rules a game page shows (paytables, species, constants). */
export function rulesOf(choice: EngineChoice): unknown {
  switch (choice.engine) {
    case 'slot':
      return { slot: describeSlotModel(choice.model) };
    case 'jackpot':
      return { slot: describeSlotModel(choice.model), jackpot: JACKPOT_RULES };
    case 'scratch':
      return { tiers: SCRATCH_TIERS };
    case 'videopoker':
      return { paytable: VIDEO_POKER_PAYTABLE, maxCoins: VIDEO_POKER_MAX_COINS };
    case 'crash':
      return { minCashOut: CRASH_MIN_CASH_OUT, maxMultiplier: CRASH_MAX_MULTIPLIER };
    case 'fish':
      return { species: FISH_SPECIES };
  }
}
