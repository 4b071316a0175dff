import type { Draw } from '../../engines/draw.ts';
import {
  assertTable,
  cloneState,
  finishedResult,
  PvpActionError,
  settleNets,
  shuffle,
  sortedSeats,
} from './pvp-game.ts';
import type { PvpDealInput, PvpGame, PvpHandResult } from './pvp-game.ts';

/**
 * Double-six draw dominoes, 2 to 4 players, each for themselves (the Brazilian table game).
 *
 * - 28 tiles, 7 each, dealt one at a time round the table from the lowest seat; the rest is the
 *   boneyard (14 tiles with 2 players, 7 with 3, none with 4).
 * - Opening: on the first hand (and after a drawn hand, or when the last winner left) the holder
 *   of the highest double opens with it; when nobody holds a double (possible with 2 or 3
 *   players) the holder of the highest tile opens with it: most pips, then the higher end
 *   (6-3 over 5-4). Otherwise the previous hand's winner opens with any tile.
 * - Play goes clockwise (up the seat numbers). A tile goes on either end of the line with a
 *   matching number. A player who can play must play. One who cannot draws from the boneyard,
 *   one tile per action, until they can; with the boneyard empty they pass.
 * - The hand ends when a player plays their last tile (they win) or when nobody can play and
 *   the boneyard is empty (blocked): the lowest pip total in hand wins, and a tie for the lowest
 *   makes the hand a draw with no money moving.
 * - Money: every loser pays the winner one stake; rake on the winner's take.
 * - When the hand ends every hand is turned face up (the pip count is checked in the open).
 */

export type DominoTile = [number, number];
export type DominoEnd = 'left' | 'right';
export const DOMINO_MIN_SEATS = 2;
export const DOMINO_MAX_SEATS = 4;
export const DOMINO_HAND_SIZE = 7;
export const DOMINO_BUY_IN_STAKES = { min: 10, max: 100 } as const;

/** The 28 tiles [a, b] with a <= b, in order: the order the shuffle starts from. */
export const DOMINO_SET: readonly DominoTile[] = Array.from({ length: 7 }, (_, a) =>
  Array.from({ length: 7 - a }, (_, k) => [a, a + k] as DominoTile),
).flat();

export type DominoAction =
  { type: 'play'; tile: DominoTile; end: DominoEnd } | { type: 'draw' } | { type: 'pass' };

export interface DominoLogEntry {
  seat: number;
  type: DominoAction['type'];
  /** play: the tile; draw: the tile drawn (null in a view unless it is the viewer's draw). */
  tile: DominoTile | null;
  end: DominoEnd | null;
}

export type DominoEndReason = 'domino' | 'blocked' | 'blocked-tie';

export interface DominoSummary {
  winnerSeat: number | null;
  reason: DominoEndReason;
  pipTotals: Record<number, number>;
  hands: Record<number, DominoTile[]>;
  line: DominoTile[];
}

export interface DominoResult extends PvpHandResult {
  summary: DominoSummary;
}

export interface DominoState {
  family: 'domino';
  handNo: number;
  stakeCents: number;
  rakePercent: number;
  rakeCapCents: number;
  /** Seat numbers in seat order; indices below refer to this array. */
  seats: number[];
  startStacks: number[];
  hands: DominoTile[][];
  /** Secret, drawn from the front. */
  boneyard: DominoTile[];
  /** Oriented tiles, left to right: line[k][1] === line[k + 1][0]. */
  line: DominoTile[];
  /** Who opens and, on a first hand, the tile they must open with. */
  opener: { index: number; tile: DominoTile | null };
  turn: number;
  log: DominoLogEntry[];
  over: boolean;
  result: DominoResult | null;
}

export interface DominoView {
  family: 'domino';
  handNo: number;
  stakeCents: number;
  viewer: number | null;
  seats: { seat: number; tileCount: number; stackCents: number }[];
  yourTiles: DominoTile[] | null;
  boneyardCount: number;
  line: DominoTile[];
  ends: { left: number; right: number } | null;
  openerSeat: number;
  toAct: number | null;
  legal: DominoAction[];
  log: DominoLogEntry[];
  over: boolean;
  result: DominoResult | null;
}

// ---------------------------------------------------------------------------------------------
// Tiles.

function sameTile(a: readonly number[], b: readonly number[]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

function pips(tile: DominoTile): number {
  return tile[0] + tile[1];
}

function isTile(value: unknown): value is DominoTile {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((pip) => Number.isInteger(pip) && pip >= 0 && pip <= 6)
  );
}

/** The opening tile when nobody can claim the lead: the highest double, else the highest tile. */
export function dominoOpeningTile(hands: readonly DominoTile[][]): {
  index: number;
  tile: DominoTile;
} {
  let best: { index: number; tile: DominoTile; key: number } | null = null;
  hands.forEach((hand, index) => {
    for (const tile of hand) {
      const double = tile[0] === tile[1];
      // Doubles above everything, then pips, then the higher end.
      const key = (double ? 1000 : 0) + pips(tile) * 10 + Math.max(tile[0], tile[1]);
      if (!best || key > best.key) best = { index, tile, key };
    }
  });
  const found = best as { index: number; tile: DominoTile; key: number } | null;
  if (!found) throw new RangeError('nobody holds a tile');
  return { index: found.index, tile: [...found.tile] as DominoTile };
}

function ends(s: DominoState): { left: number; right: number } | null {
  if (s.line.length === 0) return null;
  return { left: s.line[0]![0], right: s.line[s.line.length - 1]![1] };
}

function fits(tile: DominoTile, pip: number): boolean {
  return tile[0] === pip || tile[1] === pip;
}

function canPlay(s: DominoState, index: number): boolean {
  const e = ends(s);
  if (!e) return true;
  return s.hands[index]!.some((tile) => fits(tile, e.left) || fits(tile, e.right));
}

// ---------------------------------------------------------------------------------------------
// State helpers.

function log(s: DominoState, index: number, entry: Omit<DominoLogEntry, 'seat'>): void {
  s.log.push({ seat: s.seats[index]!, ...entry });
}

function finish(s: DominoState, winner: number | null, reason: DominoEndReason): void {
  const n = s.seats.length;
  const nets = new Map<number, number>(s.seats.map((seat) => [seat, 0]));
  if (winner !== null) {
    s.seats.forEach((seat, i) =>
      nets.set(seat, i === winner ? (n - 1) * s.stakeCents : -s.stakeCents),
    );
  }
  // Rake order from the winner round the table (there is only one winner; it only has to list it).
  const order = s.seats.map((_, k) => s.seats[((winner ?? 0) + k) % n]!);
  const { deltas, rakeCents } = settleNets(nets, order, s.rakePercent, s.rakeCapCents);
  s.over = true;
  s.result = {
    deltas,
    rakeCents,
    summary: {
      winnerSeat: winner === null ? null : s.seats[winner]!,
      reason,
      pipTotals: Object.fromEntries(
        s.seats.map((seat, i) => [seat, s.hands[i]!.reduce((t, tile) => t + pips(tile), 0)]),
      ),
      hands: Object.fromEntries(
        s.seats.map((seat, i) => [seat, s.hands[i]!.map((tile) => [...tile] as DominoTile)]),
      ),
      line: s.line.map((tile) => [...tile] as DominoTile),
    },
  };
}

/** Blocked: nothing left to draw and nobody holds a tile for either end. */
function checkBlocked(s: DominoState): boolean {
  if (s.boneyard.length > 0 || s.line.length === 0) return false;
  if (s.seats.some((_, i) => canPlay(s, i))) return false;
  const totals = s.hands.map((hand) => hand.reduce((t, tile) => t + pips(tile), 0));
  const lowest = Math.min(...totals);
  const holders = totals.flatMap((total, i) => (total === lowest ? [i] : []));
  finish(
    s,
    holders.length === 1 ? holders[0]! : null,
    holders.length === 1 ? 'blocked' : 'blocked-tie',
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// The game.

export function dealDomino(input: PvpDealInput<DominoState>): DominoState {
  const { stakeCents, draw, previous } = input;
  assertTable(input, {
    minSeats: DOMINO_MIN_SEATS,
    maxSeats: DOMINO_MAX_SEATS,
    stakeStepCents: 1,
    minStackCents: stakeCents,
  });
  if (previous && !previous.over) throw new RangeError('the previous hand is not over');
  const seats = sortedSeats(input.seats);
  const n = seats.length;
  const tiles = shuffle(DOMINO_SET, draw);
  const hands: DominoTile[][] = seats.map(() => []);
  for (let k = 0; k < n * DOMINO_HAND_SIZE; k += 1) hands[k % n]!.push(tiles.shift()!);
  const lastWinner = previous?.result?.summary.winnerSeat ?? null;
  const winnerIndex = lastWinner === null ? -1 : seats.findIndex((s) => s.seat === lastWinner);
  const opener = winnerIndex >= 0 ? { index: winnerIndex, tile: null } : dominoOpeningTile(hands);
  return {
    family: 'domino',
    handNo: previous ? previous.handNo + 1 : 1,
    stakeCents,
    rakePercent: input.rakePercent,
    rakeCapCents: input.rakeCapCents,
    seats: seats.map((s) => s.seat),
    startStacks: seats.map((s) => s.stackCents),
    hands,
    boneyard: tiles,
    line: [],
    opener,
    turn: opener.index,
    log: [],
    over: false,
    result: null,
  };
}

export function dominoToAct(s: DominoState): number | null {
  return s.over ? null : s.seats[s.turn]!;
}

export function dominoLegal(s: DominoState, seat: number): DominoAction[] {
  if (s.over || s.seats[s.turn] !== seat) return [];
  const hand = s.hands[s.turn]!;
  const e = ends(s);
  if (!e) {
    const required = s.opener.tile;
    return hand
      .filter((tile) => !required || sameTile(tile, required))
      .map((tile) => ({ type: 'play', tile: [...tile] as DominoTile, end: 'left' }));
  }
  const out: DominoAction[] = [];
  for (const tile of hand) {
    if (fits(tile, e.left)) out.push({ type: 'play', tile: [...tile] as DominoTile, end: 'left' });
    if (fits(tile, e.right))
      out.push({ type: 'play', tile: [...tile] as DominoTile, end: 'right' });
  }
  if (out.length > 0) return out;
  return s.boneyard.length > 0 ? [{ type: 'draw' }] : [{ type: 'pass' }];
}

export function applyDomino(state: DominoState, seat: number, action: DominoAction): DominoState {
  if (state.over) throw new PvpActionError('the hand is over');
  if (state.seats[state.turn] !== seat) throw new PvpActionError('not your turn');
  if (typeof action !== 'object' || action === null) throw new PvpActionError('unknown action');
  const s = cloneState(state);
  const index = s.turn;
  const hand = s.hands[index]!;
  const n = s.seats.length;
  switch (action.type) {
    case 'play': {
      if (!isTile(action.tile)) throw new PvpActionError('a tile is [a, b] with pips 0..6');
      if (action.end !== 'left' && action.end !== 'right')
        throw new PvpActionError('end is left or right');
      const at = hand.findIndex((tile) => sameTile(tile, action.tile));
      if (at < 0) throw new PvpActionError('you do not hold that tile');
      const tile = hand[at]!;
      const e = ends(s);
      if (!e) {
        if (s.opener.tile && !sameTile(tile, s.opener.tile)) {
          throw new PvpActionError(`the hand opens with [${s.opener.tile.join(', ')}]`);
        }
        s.line.push([tile[0], tile[1]]);
      } else if (action.end === 'left') {
        if (!fits(tile, e.left)) throw new PvpActionError(`that tile does not match ${e.left}`);
        s.line.unshift(tile[1] === e.left ? [tile[0], tile[1]] : [tile[1], tile[0]]);
      } else {
        if (!fits(tile, e.right)) throw new PvpActionError(`that tile does not match ${e.right}`);
        s.line.push(tile[0] === e.right ? [tile[0], tile[1]] : [tile[1], tile[0]]);
      }
      hand.splice(at, 1);
      log(s, index, { type: 'play', tile: [...tile] as DominoTile, end: e ? action.end : null });
      if (hand.length === 0) {
        finish(s, index, 'domino');
        return s;
      }
      s.turn = (index + 1) % n;
      break;
    }
    case 'draw': {
      if (canPlay(s, index)) throw new PvpActionError('you can play: no drawing');
      if (s.boneyard.length === 0) throw new PvpActionError('the boneyard is empty: pass');
      const tile = s.boneyard.shift()!;
      hand.push(tile);
      log(s, index, { type: 'draw', tile: [...tile] as DominoTile, end: null });
      break;
    }
    case 'pass':
      if (canPlay(s, index)) throw new PvpActionError('you can play: no passing');
      if (s.boneyard.length > 0) throw new PvpActionError('draw from the boneyard first');
      log(s, index, { type: 'pass', tile: null, end: null });
      s.turn = (index + 1) % n;
      break;
    default:
      throw new PvpActionError('unknown action');
  }
  checkBlocked(s);
  return s;
}

export function dominoView(s: DominoState, viewer: number | null): DominoView {
  const me = viewer === null ? -1 : s.seats.indexOf(viewer);
  return {
    family: 'domino',
    handNo: s.handNo,
    stakeCents: s.stakeCents,
    viewer,
    seats: s.seats.map((seat, i) => ({
      seat,
      tileCount: s.hands[i]!.length,
      stackCents: s.result ? s.startStacks[i]! + s.result.deltas[seat]! : s.startStacks[i]!,
    })),
    yourTiles: me < 0 ? null : s.hands[me]!.map((tile) => [...tile] as DominoTile),
    boneyardCount: s.boneyard.length,
    line: s.line.map((tile) => [...tile] as DominoTile),
    ends: ends(s),
    openerSeat: s.seats[s.opener.index]!,
    toAct: dominoToAct(s),
    legal: viewer === null ? [] : dominoLegal(s, viewer),
    log: s.log.map((entry) => ({
      ...entry,
      tile:
        entry.type === 'draw' && entry.seat !== viewer
          ? null
          : entry.tile && ([...entry.tile] as DominoTile),
    })),
    over: s.over,
    result: s.result ? structuredClone(s.result) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The practice bot.

/**
 * Plays the heaviest playable tile (doubles first among equals: they are the hardest to place
 * later), shedding pips in case the game blocks; the draw breaks the remaining ties.
 */
export function dominoBot(s: DominoState, seat: number, draw: Draw): DominoAction {
  const legal = dominoLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  const plays = legal.filter(
    (a): a is Extract<DominoAction, { type: 'play' }> => a.type === 'play',
  );
  if (plays.length === 0) return legal[0]!;
  const weight = (a: (typeof plays)[number]) =>
    pips(a.tile) * 2 + (a.tile[0] === a.tile[1] ? 1 : 0);
  const best = Math.max(...plays.map(weight));
  const top = plays.filter((a) => weight(a) === best);
  return top[draw(top.length)]!;
}

export function dominoTimeout(s: DominoState, seat: number): DominoAction {
  const legal = dominoLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  return legal[0]!;
}

export const dominoGame = {
  family: 'domino',
  minSeats: DOMINO_MIN_SEATS,
  maxSeats: DOMINO_MAX_SEATS,
  minStackCents: (stakeCents: number) => stakeCents,
  buyIn: (stakeCents: number) => ({
    minCents: stakeCents * DOMINO_BUY_IN_STAKES.min,
    maxCents: stakeCents * DOMINO_BUY_IN_STAKES.max,
  }),
  deal: dealDomino,
  toAct: dominoToAct,
  legal: dominoLegal,
  apply: applyDomino,
  timeoutAction: dominoTimeout,
  isOver: (s: DominoState) => s.over,
  result: (s: DominoState): DominoResult => finishedResult(s),
  view: dominoView,
  bot: dominoBot,
} satisfies PvpGame<DominoState, DominoAction>;
