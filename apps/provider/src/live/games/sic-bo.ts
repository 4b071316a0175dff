import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * Sic bo: three dice, one draw(6) each. Spots and prices (x to 1):
 * - 'small' (total 4-10) / 'big' (11-17) 1:1, and 'odd' / 'even' total 1:1, all four losing
 *   on any triple;
 * - 'triple:N' (N N N) 180:1; 'any-triple' 30:1; 'double:N' (at least two Ns) 10:1;
 * - 'total:T' for T = 4..17: 4/17 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9-12 6:1;
 * - 'combo:A-B' (A < B, both showing) 5:1;
 * - 'single:N' 1:1 per die showing N (1, 2 or 3 dice: 1:1, 2:1, 3:1).
 */

export interface SicBoResult {
  /** In the order drawn. */
  dice: readonly [number, number, number];
  total: number;
  triple: boolean;
}

export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

export function sicBoFromDice(a: number, b: number, c: number): SicBoResult {
  for (const die of [a, b, c]) {
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`not a die: ${die}`);
  }
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
}

interface SicBoBet {
  family: string;
  pays: string;
  /** Winnings per unit staked on this result (0 = the stake is lost). */
  wins(result: SicBoResult): number;
}

function faces(result: SicBoResult, face: number): number {
  return result.dice.filter((die) => die === face).length;
}

function buildBets(): Map<string, SicBoBet> {
  const bets = new Map<string, SicBoBet>();
  const add = (code: string, family: string, pays: string, wins: SicBoBet['wins']): void => {
    bets.set(code, { family, pays, wins });
  };
  add('small', 'small', '1', (r) => (!r.triple && r.total <= 10 ? 1 : 0));
  add('big', 'big', '1', (r) => (!r.triple && r.total >= 11 ? 1 : 0));
  add('odd', 'odd', '1', (r) => (!r.triple && r.total % 2 === 1 ? 1 : 0));
  add('even', 'even', '1', (r) => (!r.triple && r.total % 2 === 0 ? 1 : 0));
  for (let n = 1; n <= 6; n += 1) {
    add(`triple:${n}`, 'triple', '180', (r) => (faces(r, n) === 3 ? 180 : 0));
  }
  add('any-triple', 'any-triple', '30', (r) => (r.triple ? 30 : 0));
  for (let n = 1; n <= 6; n += 1) {
    add(`double:${n}`, 'double', '10', (r) => (faces(r, n) >= 2 ? 10 : 0));
  }
  for (let t = 4; t <= 17; t += 1) {
    const pays = SIC_BO_TOTAL_PAYS[t]!;
    add(`total:${t}`, `total:${t}`, String(pays), (r) => (r.total === t ? pays : 0));
  }
  for (let a = 1; a <= 6; a += 1) {
    for (let b = a + 1; b <= 6; b += 1) {
      add(`combo:${a}-${b}`, 'combo', '5', (r) => (faces(r, a) > 0 && faces(r, b) > 0 ? 5 : 0));
    }
  }
  for (let n = 1; n <= 6; n += 1) add(`single:${n}`, 'single', '1/2/3', (r) => faces(r, n));
  return bets;
}

const BETS = buildBets();

const SPOTS: readonly LiveSpot[] = [...BETS].map(([code, bet]) => ({ code, pays: bet.pays }));

/**
 * Return of each family by enumerating the 216 equally likely throws (the return of one
 * member; members of a family are symmetric). Small/big/odd/even 105/108 = 97.22%; triple
 * 181/216 = 83.80%; any triple 186/216 = 86.11%; double 176/216 = 81.48%; combo 180/216 =
 * 83.33%; single 199/216 = 92.13%; totals 80.56% (9-12: 175/216) to 90.28% (7, 14: 195/216).
 */
function sicBoRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const bet of BETS.values()) {
    if (bet.family in rtp) continue;
    let returned = 0;
    for (let a = 1; a <= 6; a += 1) {
      for (let b = 1; b <= 6; b += 1) {
        for (let c = 1; c <= 6; c += 1) {
          const wins = bet.wins(sicBoFromDice(a, b, c));
          if (wins > 0) returned += wins + 1;
        }
      }
    }
    rtp[bet.family] = returned / 216;
  }
  return rtp;
}

export const sicBo: LiveGame<SicBoResult> = {
  family: 'sic-bo',
  isSpot: (code) => BETS.has(code),
  spots: SPOTS,
  drawResult(draw: Draw): SicBoResult {
    const a = draw(6) + 1;
    const b = draw(6) + 1;
    return sicBoFromDice(a, b, draw(6) + 1);
  },
  payout(spot: string, stakeCents: number, result: SicBoResult): number {
    const bet = BETS.get(spot);
    if (!bet) throw new RangeError(`not a sic bo spot: ${spot}`);
    assertStake(stakeCents, 1);
    const wins = bet.wins(result);
    return wins > 0 ? stakeCents * (wins + 1) : 0;
  },
  roadEntry: (result) => ({ dice: [...result.dice], total: result.total }),
  rtp: sicBoRtp(),
};
