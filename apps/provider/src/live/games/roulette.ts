import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * European single-zero roulette: 37 pockets, 0..36, one draw(37) per spin. A bet covering k
 * numbers pays (36 / k - 1) to 1, so every bet returns 36/37 = 97.30% (house edge 1/37 =
 * 2.70%). Zero loses every outside bet: no la partage and no en prison.
 *
 * Spot codes (one canonical spelling each, numbers ascending):
 * - 'straight:N' (0..36) 35:1;
 * - 'split:A-B' 17:1, only neighbours on the layout: A and A+1 in one row (A not a multiple of
 *   3), A and A+3 in one column, and 0-1, 0-2, 0-3 (60 splits);
 * - 'street:N' 11:1, the row starting at N (1, 4, .., 34), and the trios 'trio:0-1-2',
 *   'trio:0-2-3' 11:1;
 * - 'corner:A-B-C-D' 8:1, the four numbers A, A+1, A+3, A+4 around a crossing (22 corners),
 *   and 'basket' (the first four, 0-1-2-3) 8:1;
 * - 'line:N' 5:1, the two rows starting at N (1, 4, .., 31);
 * - 'dozen:1..3' and 'column:1..3' 2:1 (column 1 holds 1, 4, .., 34);
 * - 'red', 'black', 'odd', 'even', 'low' (1-18), 'high' (19-36) 1:1.
 */

export type RouletteColour = 'red' | 'black' | 'green';

export interface RouletteResult {
  number: number;
  colour: RouletteColour;
}

export const ROULETTE_POCKETS = 37;

/** The red numbers of the standard wheel; the other non-zero numbers are black. */
export const ROULETTE_RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export function rouletteColour(number: number): RouletteColour {
  if (number === 0) return 'green';
  return ROULETTE_RED_NUMBERS.has(number) ? 'red' : 'black';
}

interface RouletteBet {
  /** The spot family, the key of `rtp`. */
  family: string;
  numbers: readonly number[];
  /** Winnings per unit staked: 36 / numbers.length - 1. */
  pays: number;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Every bet on the layout, by code. */
function buildBets(): Map<string, RouletteBet> {
  const bets = new Map<string, RouletteBet>();
  const add = (code: string, family: string, numbers: readonly number[]): void => {
    bets.set(code, { family, numbers, pays: 36 / numbers.length - 1 });
  };
  for (const n of range(0, 36)) add(`straight:${n}`, 'straight', [n]);
  for (const n of [1, 2, 3]) add(`split:0-${n}`, 'split', [0, n]);
  for (const a of range(1, 36)) {
    if (a % 3 !== 0) add(`split:${a}-${a + 1}`, 'split', [a, a + 1]);
    if (a <= 33) add(`split:${a}-${a + 3}`, 'split', [a, a + 3]);
  }
  for (let row = 1; row <= 34; row += 3) add(`street:${row}`, 'street', [row, row + 1, row + 2]);
  add('trio:0-1-2', 'trio', [0, 1, 2]);
  add('trio:0-2-3', 'trio', [0, 2, 3]);
  for (const a of range(1, 32)) {
    if (a % 3 !== 0) {
      const numbers = [a, a + 1, a + 3, a + 4];
      add(`corner:${numbers.join('-')}`, 'corner', numbers);
    }
  }
  add('basket', 'basket', [0, 1, 2, 3]);
  for (let row = 1; row <= 31; row += 3) add(`line:${row}`, 'line', range(row, row + 5));
  for (const d of [1, 2, 3]) add(`dozen:${d}`, 'dozen', range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3])
    add(
      `column:${c}`,
      'column',
      range(1, 36).filter((n) => n % 3 === c % 3),
    );
  const numbers = range(1, 36);
  add(
    'red',
    'red',
    numbers.filter((n) => ROULETTE_RED_NUMBERS.has(n)),
  );
  add(
    'black',
    'black',
    numbers.filter((n) => !ROULETTE_RED_NUMBERS.has(n)),
  );
  add(
    'odd',
    'odd',
    numbers.filter((n) => n % 2 === 1),
  );
  add(
    'even',
    'even',
    numbers.filter((n) => n % 2 === 0),
  );
  add('low', 'low', range(1, 18));
  add('high', 'high', range(19, 36));
  return bets;
}

const BETS = buildBets();

/** Every valid roulette spot code (157). */
export const ROULETTE_SPOT_CODES: readonly string[] = [...BETS.keys()];

/** The numbers a spot covers; a RangeError for anything that is not a spot. */
export function rouletteNumbers(spot: string): readonly number[] {
  const bet = BETS.get(spot);
  if (!bet) throw new RangeError(`not a roulette spot: ${spot}`);
  return bet.numbers;
}

const SPOTS: readonly LiveSpot[] = [
  { code: 'straight:N', pays: '35' },
  { code: 'split:A-B', pays: '17' },
  { code: 'street:N', pays: '11' },
  { code: 'trio:0-1-2', pays: '11' },
  { code: 'trio:0-2-3', pays: '11' },
  { code: 'corner:A-B-C-D', pays: '8' },
  { code: 'basket', pays: '8' },
  { code: 'line:N', pays: '5' },
  { code: 'dozen:N', pays: '2' },
  { code: 'column:N', pays: '2' },
  { code: 'red', pays: '1' },
  { code: 'black', pays: '1' },
  { code: 'odd', pays: '1' },
  { code: 'even', pays: '1' },
  { code: 'low', pays: '1' },
  { code: 'high', pays: '1' },
];

/**
 * Return of each family by enumerating the 37 pockets (every family is 36/37; the tests pin it
 * so a wrong number set or price would show).
 */
function rouletteRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const bet of BETS.values()) {
    rtp[bet.family] = (bet.numbers.length * (bet.pays + 1)) / ROULETTE_POCKETS;
  }
  return rtp;
}

export const roulette: LiveGame<RouletteResult> = {
  family: 'roulette',
  isSpot: (code) => BETS.has(code),
  spots: SPOTS,
  drawResult(draw: Draw): RouletteResult {
    const number = draw(ROULETTE_POCKETS);
    return { number, colour: rouletteColour(number) };
  },
  payout(spot: string, stakeCents: number, result: RouletteResult): number {
    const bet = BETS.get(spot);
    if (!bet) throw new RangeError(`not a roulette spot: ${spot}`);
    assertStake(stakeCents, 1);
    return bet.numbers.includes(result.number) ? stakeCents * (bet.pays + 1) : 0;
  },
  roadEntry: (result) => ({ number: result.number, colour: result.colour }),
  rtp: rouletteRtp(),
};
