import type { Draw } from '../../engines/draw.ts';
import type { Strength } from './model.ts';
import { getCompetition } from './sports.ts';
import type { Competition, SportCode } from './sports.ts';

/**
 * Fixture planning: who plays whom, when, and how strong each side is on the day. Pairings come
 * in rounds: the competition's sides are shuffled (Fisher-Yates over `draw`) and paired in order,
 * so within a round of floor(n / 2) consecutive fixtures no side plays twice, and a side never
 * meets itself; a new round is shuffled when fewer than two sides are left (the odd one out opens
 * it). A side's strength is its place in the competition's list (teamRating) plus a drawn form
 * of -FORM_SPREAD..+FORM_SPREAD, so favourites are usually but not always favoured.
 */

/** Ratings of a competition's sides by list place: RATING_TOP for the first .. RATING_BOTTOM. */
export const RATING_TOP = 90;
export const RATING_BOTTOM = 60;
export const FORM_SPREAD = 5;
/** The most fixtures one call plans. */
export const MAX_FIXTURES = 1000;

export interface PlanFixturesInput {
  sport: SportCode;
  competition: string;
  /** Kick-off of the first fixture, epoch ms. */
  fromMs: number;
  count: number;
  /** Time between consecutive kick-offs, ms. */
  spacingMs: number;
  draw: Draw;
}

/** A planned match (the caller stores it and gives it an id). JSON-serialisable. */
export interface Fixture {
  sport: SportCode;
  competition: string;
  home: string;
  away: string;
  /** Epoch ms. */
  kickoffMs: number;
  strength: Strength;
}

/** The base rating of the side at `index` of the competition's list (strongest first). */
export function teamRating(competition: Competition, index: number): number {
  const n = competition.teams.length;
  if (!Number.isInteger(index) || index < 0 || index >= n) throw new RangeError('no such team');
  if (n === 1) return RATING_TOP;
  return RATING_TOP - Math.round(((RATING_TOP - RATING_BOTTOM) * index) / (n - 1));
}

function shuffled(values: readonly number[], draw: Draw): number[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` fixtures kicking off at fromMs, fromMs + spacingMs, ... The draws, in order: a round's
 * shuffle (n - 1 draws, or n - 2 with an odd side out carried over), then per fixture the home
 * and away form (`draw(2 x FORM_SPREAD + 1)` each). Same draws, same fixtures.
 */
export function planFixtures(input: PlanFixturesInput): Fixture[] {
  const { sport, fromMs, count, spacingMs, draw } = input;
  const competition = getCompetition(sport, input.competition);
  if (!Number.isSafeInteger(fromMs)) throw new RangeError('fromMs must be an integer epoch ms');
  if (!Number.isInteger(count) || count < 0 || count > MAX_FIXTURES) {
    throw new RangeError(`count must be an integer 0..${MAX_FIXTURES}`);
  }
  if (!Number.isSafeInteger(spacingMs) || spacingMs < 0) {
    throw new RangeError('spacingMs must be a non-negative integer');
  }
  if (!Number.isSafeInteger(fromMs + count * spacingMs)) throw new RangeError('kick-offs overflow');
  const n = competition.teams.length;
  if (n < 2) throw new RangeError(`${competition.code} has fewer than two sides`);
  const all = competition.teams.map((_, i) => i);
  let queue: number[] = [];
  const fixtures: Fixture[] = [];
  for (let k = 0; k < count; k += 1) {
    if (queue.length < 2) {
      const left = queue;
      queue = [
        ...left,
        ...shuffled(
          all.filter((i) => !left.includes(i)),
          draw,
        ),
      ];
    }
    const home = queue.shift()!;
    const away = queue.shift()!;
    const form = (): number => draw(2 * FORM_SPREAD + 1) - FORM_SPREAD;
    const homeRating = teamRating(competition, home) + form();
    const awayRating = teamRating(competition, away) + form();
    fixtures.push({
      sport,
      competition: competition.code,
      home: competition.teams[home]!,
      away: competition.teams[away]!,
      kickoffMs: fromMs + k * spacingMs,
      strength: { home: homeRating, away: awayRating },
    });
  }
  return fixtures;
}
