import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * Fan tan: the dealer covers a heap of beads and counts it off four at a time; the result is
 * what is left, 1, 2, 3 or 4 (a remainder of 0 shows as 4). One draw(80) gives the bead count,
 * uniform on 20..99, and the result is that count's remainder: 20 counts per result, so each
 * result has probability exactly 1/4 and the count shown always agrees with it.
 *
 * As at the traditional table the house takes 5% of every win (never of a push or the stake),
 * winnings floored to the cent. Spots (prices before the 5%, then after):
 * - 'fan:N' wins on N: 3:1, 2.85:1;
 * - 'nim:W-P' wins on W, pushes on P: 2:1, 1.9:1 (12 spots);
 * - 'kwok:A-B' wins on two adjacent sides (1-2, 2-3, 3-4, 1-4): 1:1, 0.95:1;
 * - 'odd' (1, 3) and 'even' (2, 4): 1:1, 0.95:1;
 * - 'nga:A-B-P' (nga tan) wins on A or B (A < B), pushes on P: 1:2, 0.475:1 (12 spots);
 * - 'ssh:A-B-C' (sheh sam hong) wins on any of the three (ascending): 1:3, 19/60:1 (4 spots).
 */

export interface FanTanResult {
  /** 1..4 */
  result: number;
  /** The beads under the bowl, 20..99; result = beads mod 4, 0 shown as 4. */
  beads: number;
}

export const FAN_TAN_MIN_BEADS = 20;
export const FAN_TAN_BEAD_COUNTS = 80;

export function fanTanFromBeads(beads: number): FanTanResult {
  if (!Number.isInteger(beads) || beads < 1) throw new RangeError(`bad bead count: ${beads}`);
  return { result: beads % 4 === 0 ? 4 : beads % 4, beads };
}

interface FanTanBet {
  family: string;
  wins: readonly number[];
  pushes: readonly number[];
  /** Winnings per unit after the commission, as a fraction. */
  numerator: number;
  denominator: number;
  pays: string;
}

/** Winnings after 5%, as num / den of the stake: 3 x 0.95 = 57/20, .., 1/3 x 0.95 = 19/60. */
const PRICES = {
  fan: [57, 20, '2.85'],
  nim: [19, 10, '1.9'],
  kwok: [19, 20, '0.95'],
  odd: [19, 20, '0.95'],
  even: [19, 20, '0.95'],
  nga: [19, 40, '0.475'],
  ssh: [19, 60, '19/60'],
} as const;

function buildBets(): Map<string, FanTanBet> {
  const bets = new Map<string, FanTanBet>();
  const add = (
    code: string,
    family: keyof typeof PRICES,
    wins: readonly number[],
    pushes: readonly number[] = [],
  ): void => {
    const [numerator, denominator, pays] = PRICES[family];
    bets.set(code, { family, wins, pushes, numerator, denominator, pays });
  };
  const sides = [1, 2, 3, 4];
  for (const n of sides) add(`fan:${n}`, 'fan', [n]);
  for (const w of sides) {
    for (const p of sides) if (p !== w) add(`nim:${w}-${p}`, 'nim', [w], [p]);
  }
  for (const [a, b] of [
    [1, 2],
    [2, 3],
    [3, 4],
    [1, 4],
  ] as const)
    add(`kwok:${a}-${b}`, 'kwok', [a, b]);
  add('odd', 'odd', [1, 3]);
  add('even', 'even', [2, 4]);
  for (const p of sides) {
    const others = sides.filter((n) => n !== p);
    for (let i = 0; i < others.length; i += 1) {
      for (let j = i + 1; j < others.length; j += 1) {
        const a = others[i]!;
        const b = others[j]!;
        add(`nga:${a}-${b}-${p}`, 'nga', [a, b], [p]);
      }
    }
  }
  for (const out of sides) {
    const wins = sides.filter((n) => n !== out);
    add(`ssh:${wins.join('-')}`, 'ssh', wins);
  }
  return bets;
}

const BETS = buildBets();

const SPOTS: readonly LiveSpot[] = [...BETS].map(([code, bet]) => ({ code, pays: bet.pays }));

/**
 * Each result has probability 1/4: fan (1 + 57/20) / 4 = 77/80 = 96.25%; nim (1 + 19/10) / 4
 * + 1/4 = 39/40 = 97.5%; kwok, odd, even 2 (1 + 19/20) / 4 = 39/40; nga 2 (1 + 19/40) / 4 +
 * 1/4 = 79/80 = 98.75%; ssh 3 (1 + 19/60) / 4 = 79/80.
 */
function fanTanRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const bet of BETS.values()) {
    rtp[bet.family] =
      (bet.wins.length * (1 + bet.numerator / bet.denominator) + bet.pushes.length) / 4;
  }
  return rtp;
}

export const fanTan: LiveGame<FanTanResult> = {
  family: 'fan-tan',
  isSpot: (code) => BETS.has(code),
  spots: SPOTS,
  drawResult: (draw: Draw) => fanTanFromBeads(FAN_TAN_MIN_BEADS + draw(FAN_TAN_BEAD_COUNTS)),
  payout(spot: string, stakeCents: number, result: FanTanResult): number {
    const bet = BETS.get(spot);
    if (!bet) throw new RangeError(`not a fan tan spot: ${spot}`);
    assertStake(stakeCents, 1);
    if (bet.wins.includes(result.result)) {
      return stakeCents + Math.floor((stakeCents * bet.numerator) / bet.denominator);
    }
    return bet.pushes.includes(result.result) ? stakeCents : 0;
  },
  roadEntry: (result) => ({ result: result.result, beads: result.beads }),
  rtp: fanTanRtp(),
};
