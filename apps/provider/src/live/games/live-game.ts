import type { Draw } from '../../engines/draw.ts';
import { baccarat } from './baccarat.ts';
import { blackjack } from './blackjack.ts';
import { dragonTiger } from './dragon-tiger.ts';
import { fanTan } from './fan-tan.ts';
import { roulette } from './roulette.ts';
import { sicBo } from './sic-bo.ts';

/**
 * The game rules of the live studio's tables, one pure engine per game family. A table round
 * has one result for everybody, drawn once from the round's fair stream (`drawResult`); each
 * bet is then settled against it (`payout`). Nothing here sees a stake before the result is
 * drawn, keeps state, or touches I/O: the studio service owns timing, betting windows and money.
 */

export const LIVE_FAMILIES = [
  'roulette',
  'baccarat',
  'blackjack',
  'dragon-tiger',
  'sic-bo',
  'fan-tan',
] as const;
export type LiveFamily = (typeof LIVE_FAMILIES)[number];

export interface LiveSpot {
  code: string;
  /**
   * Paying odds "x to 1" as shown on the table, e.g. '35' for a straight, '0.95' for banker.
   * A spot whose code is a family template (roulette's 'straight:N') pays the same on every
   * member; a few spots show their paytable ('25/12/5' for blackjack pairs).
   */
  pays: string;
}

export interface LiveGame<R> {
  family: LiveFamily;
  /** Every bet spot a player may stake on, in its one canonical spelling ('split:1-2', not '2-1'). */
  isSpot(code: string): boolean;
  /** A listing of the spots for the UI/rules page (roulette lists families, not all 157 codes). */
  spots: readonly LiveSpot[];
  /** The whole round's result from the round's fair draw. */
  drawResult(draw: Draw): R;
  /**
   * The amount returned for `stakeCents` on `spot` given the result: 0 when lost, the stake
   * when pushed, stake + winnings when won. Integer cents, winnings floored where a commission
   * or a fractional price applies. Throws a RangeError for an unknown spot or a bad stake.
   */
  payout(spot: string, stakeCents: number, result: R): number;
  /** Compact public summary of a result for the table's road/history (JSON, small). */
  roadEntry(result: R): unknown;
  /**
   * Return to player of each spot family (returned / staked, 1 = fair), exact where it can be
   * computed; before the flooring of commissions, which only ever takes less than a cent.
   */
  rtp: Readonly<Record<string, number>>;
}

export const LIVE_GAMES: Readonly<Record<LiveFamily, LiveGame<unknown>>> = {
  roulette,
  baccarat,
  blackjack,
  'dragon-tiger': dragonTiger,
  'sic-bo': sicBo,
  'fan-tan': fanTan,
};

/** Words a catalogue title may put before the game's name without changing its rules. */
const PRESENTATION_PREFIXES = ['live', 'speed', 'vip', 'auto', 'classic', 'squeeze', 'infinite'];

/** Title spellings of each family, normalised (lower case, single spaces). */
const FAMILY_NAMES: readonly (readonly [string, LiveFamily])[] = [
  ['roulette', 'roulette'],
  ['baccarat', 'baccarat'],
  ['blackjack', 'blackjack'],
  ['black jack', 'blackjack'],
  ['dragon tiger', 'dragon-tiger'],
  ['dragontiger', 'dragon-tiger'],
  ['sic bo', 'sic-bo'],
  ['sicbo', 'sic-bo'],
  ['fan tan', 'fan-tan'],
  ['fantan', 'fan-tan'],
];

/**
 * The family of a catalogue title, from its first word(s): 'Baccarat Squeeze', 'Speed
 * Baccarat A' and 'Baccarat 3' are baccarat, 'Sic Bo' and 'Sic-Bo' sic bo. Only the
 * presentation words above may come before the name, so a title that mentions a game later
 * ('Golden Dragon Tiger Slots') or a variant with other payouts ('Lightning Roulette') is null.
 */
export function liveFamilyOf(title: string): LiveFamily | null {
  let words = title.toLowerCase().replace(/[-_]+/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 0 && PRESENTATION_PREFIXES.includes(words[0]!)) words = words.slice(1);
  const text = words.join(' ');
  for (const [name, family] of FAMILY_NAMES) {
    if (text === name || text.startsWith(`${name} `)) return family;
  }
  return null;
}
