import type { Draw } from '../../../engines/draw.ts';
import type { PvpGame } from '../pvp-game.ts';

/**
 * Test-only helpers for the PvP engines: scripted shuffles (to deal chosen cards through the
 * real deal) and a bot driver that stores the state as JSON between actions, as the server does.
 */

const key = (item: unknown): string => JSON.stringify(item);

/**
 * The draw values that make the Fisher-Yates `shuffle` of `initial` produce `target`: at step i
 * (from the last index down) the draw picks the index, in 0..i, of the item that must end at i.
 */
export function shuffleScript<T>(initial: readonly T[], target: readonly T[]): number[] {
  if (initial.length !== target.length) throw new Error('target is not a permutation');
  const items = initial.slice();
  const out: number[] = [];
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = items.findIndex((item, k) => k <= i && key(item) === key(target[i]));
    if (j < 0) throw new Error(`target item ${key(target[i])} missing`);
    out.push(j);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return out;
}

/** `prefix` in order, then every other item of `all` in its original order. */
export function withPrefix<T>(all: readonly T[], prefix: readonly T[]): T[] {
  const taken = new Set(prefix.map(key));
  if (taken.size !== prefix.length) throw new Error('prefix repeats an item');
  for (const item of prefix) {
    if (!all.some((x) => key(x) === key(item))) throw new Error(`${key(item)} is not in the set`);
  }
  return [...prefix, ...all.filter((item) => !taken.has(key(item)))];
}

/** A JSON round trip: a state must survive being stored in the database unchanged. */
export function roundTrip<S>(state: S): S {
  return JSON.parse(JSON.stringify(state)) as S;
}

/**
 * Plays a hand to the end with the game's bot for every seat, storing the state as JSON between
 * actions. `onState` sees every state (the deal and after each action). Throws if the hand
 * does not end within `maxSteps` actions.
 */
export function playOut<S, A>(
  game: PvpGame<S, A>,
  state: S,
  draw: Draw,
  options: {
    maxSteps?: number;
    onState?: (state: S) => void;
    actor?: (state: S, seat: number) => A;
  } = {},
): S {
  const maxSteps = options.maxSteps ?? 1000;
  let current = roundTrip(state);
  options.onState?.(current);
  for (let step = 0; !game.isOver(current); step += 1) {
    if (step >= maxSteps) throw new Error('the hand did not end');
    const seat = game.toAct(current);
    if (seat === null) throw new Error('nobody to act in a live hand');
    if (game.legal(current, seat).length === 0)
      throw new Error('no legal action for the seat to act');
    const action = options.actor ? options.actor(current, seat) : game.bot(current, seat, draw);
    current = roundTrip(game.apply(current, seat, roundTrip(action)));
    options.onState?.(current);
  }
  if (game.toAct(current) !== null) throw new Error('someone to act in a finished hand');
  return current;
}

/** Sum of a deltas record. */
export function sumDeltas(deltas: Record<number, number>): number {
  return Object.values(deltas).reduce((a, b) => a + b, 0);
}
