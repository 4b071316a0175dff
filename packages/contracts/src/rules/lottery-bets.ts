import type { PrizeMode } from '../enums.ts';

/**
 * Lottery draws and bets (issue 6, decision 015): the shape of each kind of result, how a
 * result is derived from a draw's seed (so anyone can recompute it), the bet types with their
 * odds per prize mode, the validation of picks and stakes, and the settlement of one bet line.
 * Pure and integer-only, so the server, the site and the browser verifier read one rule.
 */

/** Prize modes (spec 9); Lott is the default. Mirrors enums' PrizeMode without zod. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';

export function isPrizeMode(value: unknown): value is PrizeMode {
  return typeof value === 'string' && (PRIZE_MODES as readonly string[]).includes(value);
}

/**
 * Result layouts: each row is [how many numbers, digits per number]. The Vietnamese regional
 * results follow the real prize tables (north: GB to G7, 27 numbers; south and central: GB to
 * G8, 18 numbers); the entertainment games draw one row of five single digits.
 */
export const RESULT_LAYOUTS = {
  north: [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ],
  south: [
    [1, 6],
    [1, 5],
    [1, 5],
    [2, 5],
    [7, 5],
    [1, 4],
    [3, 4],
    [1, 3],
    [1, 2],
  ],
  digits5: [[5, 1]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

export type ResultLayout = keyof typeof RESULT_LAYOUTS;
export const RESULT_LAYOUT_IDS = Object.keys(RESULT_LAYOUTS) as ResultLayout[];

export function isResultLayout(value: unknown): value is ResultLayout {
  return typeof value === 'string' && Object.hasOwn(RESULT_LAYOUTS, value);
}

/** How many numbers (prize cells) a result of this layout has: 27, 18 or 5. */
export function layoutCellCount(layout: ResultLayout): number {
  return RESULT_LAYOUTS[layout].reduce((sum, [count]) => sum + count, 0);
}

function layoutDigitCount(layout: ResultLayout): number {
  return RESULT_LAYOUTS[layout].reduce((sum, [count, digits]) => sum + count * digits, 0);
}

/**
 * A result string from a byte stream: each byte below 250 gives one digit (byte mod 10), the
 * rest are skipped, so every digit is exactly uniform. Rows are joined by "|" and numbers by
 * ",". Returns null when the bytes run out before the layout is full (the caller adds bytes).
 */
export function resultFromBytes(layout: ResultLayout, bytes: Uint8Array): string | null {
  let index = 0;
  const nextDigit = (): number | null => {
    while (index < bytes.length) {
      const byte = bytes[index++]!;
      if (byte < 250) return byte % 10;
    }
    return null;
  };
  const rows: string[] = [];
  for (const [count, digits] of RESULT_LAYOUTS[layout]) {
    const numbers: string[] = [];
    for (let n = 0; n < count; n += 1) {
      let text = '';
      for (let d = 0; d < digits; d += 1) {
        const digit = nextDigit();
        if (digit === null) return null;
        text += String(digit);
      }
      numbers.push(text);
    }
    rows.push(numbers.join(','));
  }
  return rows.join('|');
}

/** HMAC-SHA256 blocks of a draw: message `${gameCode}:${numero}:${block}`, keyed by the seed. */
export function drawBlockMessage(gameCode: string, numero: string, block: number): string {
  return `${gameCode}:${numero}:${block}`;
}

/** Blocks of 32 bytes to ask for first: the layout's digits plus a margin for skipped bytes. */
export function initialDrawBlocks(layout: ResultLayout): number {
  return Math.ceil((layoutDigitCount(layout) * 1.1) / 32) + 1;
}

function concat(blocks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(blocks.reduce((sum, block) => sum + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    out.set(block, offset);
    offset += block.length;
  }
  return out;
}

export interface DrawIdentity {
  gameCode: string;
  numero: string;
  layout: ResultLayout;
}

/**
 * The result of a draw from its seed, with a synchronous HMAC (node:crypto on the server).
 * `hmac(block)` returns HMAC-SHA256(seed, drawBlockMessage(gameCode, numero, block)).
 */
export function drawResultSync(draw: DrawIdentity, hmac: (message: string) => Uint8Array): string {
  const blocks: Uint8Array[] = [];
  for (let block = 0; ; block += 1) {
    blocks.push(hmac(drawBlockMessage(draw.gameCode, draw.numero, block)));
    if (block + 1 < initialDrawBlocks(draw.layout)) continue;
    const result = resultFromBytes(draw.layout, concat(blocks));
    if (result !== null) return result;
  }
}

/** The same result with an asynchronous HMAC (WebCrypto in the browser's verifier). */
export async function drawResultAsync(
  draw: DrawIdentity,
  hmac: (message: string) => Promise<Uint8Array>,
): Promise<string> {
  const blocks: Uint8Array[] = [];
  for (let block = 0; ; block += 1) {
    blocks.push(await hmac(drawBlockMessage(draw.gameCode, draw.numero, block)));
    if (block + 1 < initialDrawBlocks(draw.layout)) continue;
    const result = resultFromBytes(draw.layout, concat(blocks));
    if (result !== null) return result;
  }
}

/** Every number of a result string, in order (rows by "|", numbers by ","). */
export function resultNumbers(result: string): string[] {
  return result
    .split('|')
    .flatMap((row) => row.split(','))
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
}

// ---------------------------------------------------------------------------------------------
// Bet types and odds

/**
 * Vietnamese regional games: de (the last two digits of the special prize), lo2 (lô 2 số: the
 * last two digits of every prize number, paid per hit) and cang3 (3 càng: the last three of the
 * special prize). Entertainment games: digit (the digit at a position), position (big, small,
 * odd or even of the digit at a position) and sum (the same of the sum of the five digits).
 */
export const LOTTERY_BET_TYPES = ['de', 'lo2', 'cang3', 'digit', 'position', 'sum'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export function isLotteryBetType(value: unknown): value is LotteryBetType {
  return typeof value === 'string' && (LOTTERY_BET_TYPES as readonly string[]).includes(value);
}

/** The bet types a game offers, by its result layout. */
export function betTypesFor(layout: ResultLayout): LotteryBetType[] {
  return layout === 'digits5' ? ['digit', 'position', 'sum'] : ['de', 'lo2', 'cang3'];
}

/** Picks of the position and sum bets. */
export const SIZE_PARITY_PICKS = ['big', 'small', 'odd', 'even'] as const;
export type SizeParityPick = (typeof SIZE_PARITY_PICKS)[number];

/** Ent results have five positions, 1 (first ball) to 5. */
export const ENT_POSITIONS = 5;
/** A digit of 5 to 9 is big; a five-digit sum of 23 to 45 is big (exactly half of all draws). */
export const BIG_DIGIT_MIN = 5;
export const BIG_SUM_MIN = 23;

/**
 * Odds in hundredths (9500 pays 95 times the unit stake per hit), by prize mode. Every one is
 * below the fair price (de 100, lo2 100 per cell, cang3 1000, digit 10, size and parity 2), so
 * the house keeps an edge in every mode; the modes differ as the operator's price lists do.
 */
export const LOTTERY_ODDS: Readonly<Record<PrizeMode, Readonly<Record<LotteryBetType, number>>>> = {
  Lott: { de: 9500, lo2: 8000, cang3: 90000, digit: 950, position: 195, sum: 195 },
  ZY: { de: 9800, lo2: 8500, cang3: 95000, digit: 970, position: 197, sum: 197 },
  Elott: { de: 9000, lo2: 7800, cang3: 85000, digit: 980, position: 198, sum: 198 },
  SEA: { de: 9200, lo2: 8000, cang3: 88000, digit: 960, position: 196, sum: 196 },
};

/** Stake of one unit (one pick; one pick on one prize cell for lo2), in cents. */
export const LOTTERY_MIN_UNIT_STAKE_CENTS = 100;
export const LOTTERY_MAX_UNIT_STAKE_CENTS = 500_000;
/** At most this many picks in a line and lines in a slip. */
export const LOTTERY_MAX_PICKS = 100;
export const LOTTERY_MAX_LINES = 20;

export interface LotteryBetLine {
  betType: LotteryBetType;
  /** 1 to 5 for digit and position bets; absent otherwise. */
  position?: number | null;
  picks: readonly string[];
  unitStakeCents: number;
}

export type BetLineProblem =
  | 'lottery.bet.type.invalid'
  | 'lottery.picks.invalid'
  | 'lottery.stake.below.min'
  | 'lottery.stake.above.max';

const TWO_DIGITS = /^\d{2}$/;
const THREE_DIGITS = /^\d{3}$/;
const ONE_DIGIT = /^\d$/;

function picksValid(line: LotteryBetLine): boolean {
  const { picks } = line;
  if (picks.length === 0 || picks.length > LOTTERY_MAX_PICKS) return false;
  if (new Set(picks).size !== picks.length) return false;
  const positioned = line.betType === 'digit' || line.betType === 'position';
  const position = line.position ?? null;
  if (positioned) {
    if (position === null || !Number.isInteger(position) || position < 1) return false;
    if (position > ENT_POSITIONS) return false;
  } else if (position !== null) {
    return false;
  }
  switch (line.betType) {
    case 'de':
    case 'lo2':
      return picks.every((pick) => TWO_DIGITS.test(pick));
    case 'cang3':
      return picks.every((pick) => THREE_DIGITS.test(pick));
    case 'digit':
      return picks.every((pick) => ONE_DIGIT.test(pick));
    case 'position':
    case 'sum':
      return picks.every((pick) => (SIZE_PARITY_PICKS as readonly string[]).includes(pick));
  }
}

/** The first thing wrong with a line for a game of this layout, or null when it may be placed. */
export function betLineProblem(line: LotteryBetLine, layout: ResultLayout): BetLineProblem | null {
  if (!isLotteryBetType(line.betType) || !betTypesFor(layout).includes(line.betType)) {
    return 'lottery.bet.type.invalid';
  }
  if (!Array.isArray(line.picks) || !picksValid(line)) return 'lottery.picks.invalid';
  if (!Number.isSafeInteger(line.unitStakeCents)) return 'lottery.stake.below.min';
  if (line.unitStakeCents < LOTTERY_MIN_UNIT_STAKE_CENTS) return 'lottery.stake.below.min';
  if (line.unitStakeCents > LOTTERY_MAX_UNIT_STAKE_CENTS) return 'lottery.stake.above.max';
  return null;
}

/**
 * Units a line costs: one per pick, and for lo2 one per pick and prize cell (27 in the north,
 * 18 in the south), as Vietnamese lô is priced, so its odds mean the same in every region.
 */
export function lineUnits(line: LotteryBetLine, layout: ResultLayout): number {
  return line.picks.length * (line.betType === 'lo2' ? layoutCellCount(layout) : 1);
}

/** What a line debits, in cents. */
export function lineCostCents(line: LotteryBetLine, layout: ResultLayout): number {
  return lineUnits(line, layout) * line.unitStakeCents;
}

function sizeParityHit(pick: string, value: number, bigMin: number): boolean {
  switch (pick) {
    case 'big':
      return value >= bigMin;
    case 'small':
      return value < bigMin;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
    default:
      return false;
  }
}

/** Hits of each pick of a line against a drawn result (same order as the picks). */
export function lineHits(line: LotteryBetLine, result: string): number[] {
  const numbers = resultNumbers(result);
  const special = numbers[0] ?? '';
  switch (line.betType) {
    case 'de':
      return line.picks.map((pick) => (special.slice(-2) === pick ? 1 : 0));
    case 'cang3':
      return line.picks.map((pick) => (special.slice(-3) === pick ? 1 : 0));
    case 'lo2':
      return line.picks.map((pick) => numbers.filter((n) => n.slice(-2) === pick).length);
    case 'digit': {
      const digit = numbers[(line.position ?? 1) - 1] ?? '';
      return line.picks.map((pick) => (digit === pick ? 1 : 0));
    }
    case 'position': {
      const digit = Number(numbers[(line.position ?? 1) - 1]);
      return line.picks.map((pick) => (sizeParityHit(pick, digit, BIG_DIGIT_MIN) ? 1 : 0));
    }
    case 'sum': {
      const sum = numbers.reduce((total, n) => total + Number(n), 0);
      return line.picks.map((pick) => (sizeParityHit(pick, sum, BIG_SUM_MIN) ? 1 : 0));
    }
  }
}

export interface LineSettlement {
  hits: number;
  /** Whole cents, rounded down: unit stake x odds x hits. */
  payoutCents: number;
}

/** Settles one line: its hits and what it pays in this prize mode. */
export function settleLine(
  line: LotteryBetLine,
  result: string,
  prizeMode: PrizeMode,
): LineSettlement {
  const hits = lineHits(line, result).reduce((sum, n) => sum + n, 0);
  const odds = LOTTERY_ODDS[prizeMode][line.betType];
  return { hits, payoutCents: Math.floor((line.unitStakeCents * odds * hits) / 100) };
}

/**
 * The most one line can pay in this prize mode, whatever the draw: a de, cang3 or digit line
 * hits at most one pick once; a lo2 line at most once per prize cell; a position or sum line
 * at most two picks (one of big/small, one of odd/even). The operator's exposure and the
 * merchant's maximum win per bet (decision 030) are read on it.
 */
export function lineMaxPayoutCents(
  line: LotteryBetLine,
  layout: ResultLayout,
  prizeMode: PrizeMode,
): number {
  const picks = line.picks.length;
  let hits: number;
  switch (line.betType) {
    case 'lo2':
      hits = layoutCellCount(layout);
      break;
    case 'position':
    case 'sum':
      hits = Math.min(picks, 2);
      break;
    default:
      hits = Math.min(picks, 1);
  }
  const odds = LOTTERY_ODDS[prizeMode][line.betType];
  return Math.floor((line.unitStakeCents * odds * hits) / 100);
}
