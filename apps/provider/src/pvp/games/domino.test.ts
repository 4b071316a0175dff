import { describe, expect, it } from 'vitest';
import { DOMINO_SET, dominoGame, dominoOpeningTile } from './domino.ts';
import type { DominoAction, DominoState, DominoTile } from './domino.ts';
import { PvpActionError } from './pvp-game.ts';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { playOut, roundTrip, shuffleScript, sumDeltas, withPrefix } from './testing/helpers.ts';

const game = dominoGame;
const TABLE = { stakeCents: 100, rakePercent: 5, rakeCapCents: 1000 };

/** '6-6 1-3' -> tiles. */
const tiles = (text: string): DominoTile[] =>
  text.split(' ').map((t) => t.split('-').map(Number) as DominoTile);

/** Deals chosen hands (and optionally the top of the boneyard) through the real shuffle. */
function deal(hands: string[], boneyardTop = '', previous: DominoState | null = null): DominoState {
  const parsed = hands.map(tiles);
  const prefix: DominoTile[] = [];
  for (let k = 0; k < 7; k += 1) for (const hand of parsed) prefix.push(hand[k]!);
  if (boneyardTop) prefix.push(...tiles(boneyardTop));
  const script = shuffleScript(DOMINO_SET, withPrefix(DOMINO_SET, prefix));
  return game.deal({
    ...TABLE,
    seats: hands.map((_, seat) => ({ seat, stackCents: 1000 })),
    previous,
    draw: scriptedDraw(script),
  });
}

function act(s: DominoState, seat: number, action: DominoAction): DominoState {
  return roundTrip(game.apply(s, seat, action));
}
const play = (tile: string, end: 'left' | 'right' = 'left'): DominoAction => ({
  type: 'play',
  tile: tiles(tile)[0]!,
  end,
});

describe('domino set and opening', () => {
  it('has the 28 tiles of a double-six set', () => {
    expect(DOMINO_SET).toHaveLength(28);
    expect(new Set(DOMINO_SET.map((t) => t.join())).size).toBe(28);
    expect(DOMINO_SET.reduce((sum, [a, b]) => sum + a + b, 0)).toBe(168);
  });

  it('first hand: the highest double opens, and only with it', () => {
    const s = deal(['0-1 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4']);
    expect(game.toAct(s)).toBe(1);
    expect(game.legal(s, 1)).toEqual([play('6-6')]);
    expect(() => act(s, 1, play('1-3'))).toThrow(/opens with/);
    expect(() => act(s, 0, play('5-5'))).toThrow(/not your turn/);
    const next = act(s, 1, play('6-6', 'right'));
    expect(next.line).toEqual([[6, 6]]);
    expect(game.toAct(next)).toBe(0);
  });

  it('first hand without doubles: the highest tile (most pips, then the higher end)', () => {
    const s = deal(['0-1 0-2 0-3 0-4 0-5 0-6 1-2', '1-3 1-4 1-5 2-5 1-6 2-3 2-4']);
    expect(game.toAct(s)).toBe(1);
    expect(game.legal(s, 1)).toEqual([play('1-6')]);
    expect(dominoOpeningTile([tiles('3-6 4-5'), tiles('2-2')])).toEqual({ index: 1, tile: [2, 2] });
    expect(dominoOpeningTile([tiles('4-5'), tiles('3-6')])).toEqual({ index: 1, tile: [3, 6] });
  });

  it('later hands: the previous winner opens with any tile; after a draw the double rule again', () => {
    const first = deal(['0-1 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4']);
    const won = {
      ...first,
      over: true,
      result: {
        deltas: {},
        rakeCents: 0,
        summary: { winnerSeat: 0, reason: 'domino', pipTotals: {}, hands: {}, line: [] },
      },
    } as DominoState;
    const s = deal(['0-1 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4'], '', won);
    expect(s.handNo).toBe(2);
    expect(game.toAct(s)).toBe(0);
    expect(game.legal(s, 0)).toHaveLength(7);
    const drawn = {
      ...won,
      result: { ...won.result!, summary: { ...won.result!.summary, winnerSeat: null } },
    } as DominoState;
    expect(
      game.toAct(deal(['0-1 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4'], '', drawn)),
    ).toBe(1);
    expect(() =>
      deal(['0-1 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4'], '', first),
    ).toThrow(RangeError);
  });
});

describe('domino play', () => {
  it('matches either end and orients the tile', () => {
    let s = deal(['4-6 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4']);
    s = act(s, 1, play('6-6'));
    expect(game.legal(s, 0)).toEqual([play('4-6', 'left'), play('4-6', 'right')]);
    s = act(s, 0, play('4-6', 'left'));
    expect(s.line).toEqual([
      [4, 6],
      [6, 6],
    ]);
    expect(game.view(s, null).ends).toEqual({ left: 4, right: 6 });
    expect(() => act(s, 1, play('1-3', 'left'))).toThrow(/does not match 4/);
    expect(() => act(s, 1, play('0-2', 'left'))).toThrow(/do not hold/);
    expect(() => act(s, 1, { type: 'play', tile: [9, 9], end: 'left' })).toThrow(PvpActionError);
    expect(() => act(s, 1, { type: 'draw' })).toThrow(/you can play/);
    expect(() => act(s, 1, { type: 'pass' })).toThrow(/you can play/);
    s = act(s, 1, play('1-6', 'right'));
    expect(s.line.at(-1)).toEqual([6, 1]);
    s = act(s, 0, play('1-2', 'right'));
    expect(s.line.at(-1)).toEqual([1, 2]);
  });

  it('draws from the boneyard until it can play, then passes only when it is empty', () => {
    // Seat 0 holds no 6 and must draw: 3-3 (no), then 3-6 (plays).
    let s = deal(['0-1 0-2 0-3 0-4 0-5 1-1 1-2', '6-6 1-3 1-4 1-5 2-2 2-3 2-4'], '3-3 3-6');
    s = act(s, 1, play('6-6'));
    expect(game.legal(s, 0)).toEqual([{ type: 'draw' }]);
    expect(() => act(s, 0, { type: 'pass' })).toThrow(/draw/);
    expect(game.timeoutAction(s, 0)).toEqual({ type: 'draw' });
    s = act(s, 0, { type: 'draw' });
    expect(game.toAct(s)).toBe(0);
    expect(game.view(s, 0).yourTiles).toContainEqual([3, 3]);
    // The other player only sees that a tile was drawn.
    expect(game.view(s, 1).log.at(-1)).toEqual({ seat: 0, type: 'draw', tile: null, end: null });
    expect(game.view(s, 0).log.at(-1)).toEqual({ seat: 0, type: 'draw', tile: [3, 3], end: null });
    s = act(s, 0, { type: 'draw' });
    expect(game.legal(s, 0)).toEqual([play('3-6', 'left'), play('3-6', 'right')]);
    expect(() => act(s, 0, { type: 'draw' })).toThrow(/you can play/);
    expect(game.view(s, 1).boneyardCount).toBe(12);
  });

  it('four players have no boneyard and pass', () => {
    let s = deal([
      '0-0 0-1 0-2 0-3 0-4 0-5 0-6',
      '1-1 1-2 2-4 1-4 1-5 1-6 2-2',
      '6-6 2-3 1-3 2-5 2-6 3-3 3-4',
      '3-5 3-6 4-4 4-5 4-6 5-5 5-6',
    ]);
    expect(s.boneyard).toEqual([]);
    expect(game.toAct(s)).toBe(2);
    s = act(s, 2, play('6-6'));
    s = act(s, 3, play('3-6', 'left'));
    s = act(s, 0, play('0-6', 'right'));
    // Ends 3 and 0: seat 1 holds neither.
    expect(game.legal(s, 1)).toEqual([{ type: 'pass' }]);
    expect(() => act(s, 1, { type: 'draw' })).toThrow(/empty/);
    expect(game.timeoutAction(s, 1)).toEqual({ type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    expect(game.toAct(s)).toBe(2);
  });

  it('the player who plays the last tile collects a stake from each loser', () => {
    const base = deal([
      '0-1 0-2 0-3 0-4 0-5 1-1 1-2',
      '6-6 1-3 1-4 1-5 2-2 2-3 2-4',
      '3-3 3-4 3-5 3-6 4-4 4-5 4-6',
    ]);
    const s: DominoState = {
      ...base,
      hands: [tiles('0-1'), tiles('1-3 2-2'), tiles('5-5 4-4')],
      line: [[1, 2]],
      boneyard: tiles('6-6'),
      turn: 0,
    };
    const end = act(s, 0, play('0-1', 'left'));
    expect(game.isOver(end)).toBe(true);
    const { deltas, rakeCents, summary } = game.result(end);
    expect(summary).toMatchObject({
      winnerSeat: 0,
      reason: 'domino',
      pipTotals: { 0: 0, 1: 8, 2: 18 },
    });
    expect(rakeCents).toBe(10);
    expect(deltas).toEqual({ 0: 190, 1: -100, 2: -100 });
    // Every hand is turned up at the end.
    expect(game.view(end, null).result!.summary.hands).toEqual({
      0: [],
      1: tiles('1-3 2-2'),
      2: tiles('5-5 4-4'),
    });
    expect(() => act(end, 1, { type: 'pass' })).toThrow(/over/);
  });
});

describe('domino blocked games', () => {
  const base = deal([
    '0-1 0-2 0-3 0-4 0-5 1-1 1-2',
    '6-6 1-3 1-4 1-5 2-2 2-3 2-4',
    '3-3 3-4 3-5 3-6 4-4 4-5 4-6',
  ]);
  /** A state near its end (built directly: states are plain data). */
  const near = (hands: string[]): DominoState => ({
    ...base,
    hands: hands.map(tiles),
    line: tiles('0-1 1-2'),
    boneyard: [],
    turn: 0,
  });

  it('the lowest pip total wins a blocked game', () => {
    const s = near(['3-3 2-4', '5-5 1-3', '6-6']);
    const end = act(s, 0, play('2-4', 'right'));
    // Ends 0 and 4: nobody holds either, nothing to draw.
    expect(game.isOver(end)).toBe(true);
    const { deltas, summary } = game.result(end);
    expect(summary).toMatchObject({
      winnerSeat: 0,
      reason: 'blocked',
      pipTotals: { 0: 6, 1: 14, 2: 12 },
    });
    expect(deltas).toEqual({ 0: 190, 1: -100, 2: -100 });
  });

  it('a tie for the lowest total draws the hand: no money', () => {
    const tied = near(['5-5 2-4', '3-3 1-3', '6-6 5-6']);
    const end = act(tied, 0, play('2-4', 'right'));
    const { deltas, rakeCents, summary } = game.result(end);
    expect(summary.pipTotals).toEqual({ 0: 10, 1: 10, 2: 23 });
    expect(summary).toMatchObject({ winnerSeat: null, reason: 'blocked-tie' });
    expect(deltas).toEqual({ 0: 0, 1: 0, 2: 0 });
    expect(rakeCents).toBe(0);
  });

  it('is not blocked while a tile can still be drawn', () => {
    const s = { ...near(['3-3 2-4', '5-5 1-3', '6-6']), boneyard: tiles('0-6') };
    const next = act(s, 0, play('2-4', 'right'));
    expect(game.isOver(next)).toBe(false);
    expect(game.legal(next, 1)).toEqual([{ type: 'draw' }]);
  });
});

/** Tiles `viewer` must not see: the boneyard, and other hands until the end. */
function assertNoLeak(s: DominoState): void {
  for (const viewer of [...s.seats, null]) {
    const forbidden = [
      ...s.boneyard,
      ...(s.over ? [] : s.hands.filter((_, i) => s.seats[i] !== viewer).flat()),
    ];
    const text = JSON.stringify(game.view(s, viewer));
    for (const [a, b] of forbidden) {
      if (text.includes(`[${a},${b}]`) || text.includes(`[${b},${a}]`)) {
        throw new Error(`view of ${viewer} leaks ${a}-${b}`);
      }
    }
  }
}

describe('domino with bots', () => {
  it('conserves money over many bot games of 2, 3 and 4', () => {
    const draw = seededDraw(31);
    const seen = { domino: 0, blocked: 0, tie: 0, passes: 0, draws: 0 };
    for (const n of [2, 3, 4]) {
      let previous: DominoState | null = null;
      const stacks = Array.from({ length: n }, () => 1_000_000);
      let rake = 0;
      for (let hand = 0; hand < 500; hand += 1) {
        const s: DominoState = game.deal({
          ...TABLE,
          seats: stacks.map((stackCents, seat) => ({ seat, stackCents })),
          previous,
          draw,
        });
        const winner = previous?.result?.summary.winnerSeat ?? null;
        if (winner !== null) expect(game.toAct(s)).toBe(winner);
        expect(s.boneyard).toHaveLength(28 - 7 * n);
        const end = playOut(game, s, draw, { onState: hand % 20 === 0 ? assertNoLeak : undefined });
        const { deltas, rakeCents, summary } = game.result(end);
        expect(sumDeltas(deltas) + rakeCents).toBe(0);
        if (summary.winnerSeat !== null) {
          expect(deltas[summary.winnerSeat]! + rakeCents).toBe((n - 1) * TABLE.stakeCents);
          for (let seat = 0; seat < n; seat += 1) {
            if (seat !== summary.winnerSeat) expect(deltas[seat]).toBe(-TABLE.stakeCents);
          }
        }
        // All 28 tiles are somewhere, once.
        const all = [...end.line, ...end.boneyard, ...end.hands.flat()].map(
          ([a, b]) => Math.min(a, b) * 7 + Math.max(a, b),
        );
        expect(new Set(all).size).toBe(28);
        stacks.forEach((_, seat) => (stacks[seat]! += deltas[seat]!));
        rake += rakeCents;
        seen[
          summary.reason === 'domino' ? 'domino' : summary.reason === 'blocked' ? 'blocked' : 'tie'
        ] += 1;
        seen.passes += end.log.filter((e) => e.type === 'pass').length;
        seen.draws += end.log.filter((e) => e.type === 'draw').length;
        previous = end;
      }
      expect(stacks.reduce((a, b) => a + b, 0) + rake).toBe(1_000_000 * n);
    }
    expect(seen.domino).toBeGreaterThan(800);
    expect(seen.blocked).toBeGreaterThan(10);
    expect(seen.tie).toBeGreaterThan(0);
    expect(seen.passes).toBeGreaterThan(100);
    expect(seen.draws).toBeGreaterThan(1000);
  });

  it('the bot plays the heaviest tile', () => {
    let s = deal(['4-6 0-2 0-3 0-4 0-5 5-5 1-2', '6-6 1-3 1-4 1-5 1-6 2-3 2-4']);
    s = act(s, 1, play('6-6'));
    expect(game.bot(s, 0, seededDraw(1))).toMatchObject({ type: 'play', tile: [4, 6] });
    expect(() => game.bot(s, 1, seededDraw(1))).toThrow(PvpActionError);
    expect(game.minStackCents(100)).toBe(100);
    expect(game.buyIn(100)).toEqual({ minCents: 1000, maxCents: 10_000 });
  });
});
