import type { Score, SportCode } from './sports.ts';

/**
 * The one probability model behind both the match engine (match.ts draws from it) and the
 * prices (odds.ts computes from it): a match's strengths become integer probabilities in parts
 * per million (ppm), which the engine compares with `draw(1_000_000)` and the pricer divides by
 * 1e6. Integers keep the simulation identical on every machine; sharing them makes the pre-match
 * prices the exact law of the simulated results (calibration.test.ts checks it).
 */

/** Ratings: integers, higher is stronger. fixtures.ts draws them in 55..95. */
export const RATING_MIN = 1;
export const RATING_MAX = 99;

export interface Strength {
  home: number;
  away: number;
}

export const PPM = 1_000_000;

/**
 * Football and futsal: every simulated minute each side scores (at most once) with its own
 * probability, independently: a Bernoulli process, the per-minute form of a Poisson goal process,
 * so a side's goals over m minutes are Binomial(m, p) (within 0.01 of Poisson(m p) in every
 * market). `totalPpm` is the match's summed rate per minute: football 2.6 goals / 90 minutes.
 */
export interface GoalModel {
  kind: 'goals';
  minutes: number;
  homePpm: number;
  awayPpm: number;
}

/**
 * Basketball: the sides alternate possessions of 15 simulated seconds (80 each in regulation,
 * 10 each per 5-minute overtime); a possession scores 0, 1, 2 or 3 points with these ppm weights
 * (index = points).
 */
export interface PossessionModel {
  kind: 'possessions';
  home: readonly [number, number, number, number];
  away: readonly [number, number, number, number];
}

/**
 * Volleyball sets and e-sports maps: a race of independent rallies (rounds) the home side wins
 * with `pointPpm`; a set goes to `target` (`lastTarget` in a deciding set), won by `winBy`.
 */
export interface RaceModel {
  kind: 'race';
  pointPpm: number;
  target: number;
  lastTarget: number;
  winBy: number;
  setsToWin: number;
}

/**
 * Tennis, game by game: the server holds with his hold probability, serve alternating every game
 * (the tie-break counts as one game, so the alternation also gives the next set's first server);
 * a set is won at 6 games by 2 or 7-5, a tie-break at 6-6 won by home with `tiebreakPpm`.
 */
export interface TennisModel {
  kind: 'tennis';
  homeHoldPpm: number;
  awayHoldPpm: number;
  tiebreakPpm: number;
  setsToWin: number;
}

export type MatchModel = GoalModel | PossessionModel | RaceModel | TennisModel;

const GOALS_PER_MINUTE_PPM: Readonly<Record<'football' | 'futsal', number>> = {
  football: 28_889, // 2.6 / 90 goals a minute
  futsal: 150_000, // 6 / 40
};
const GOAL_MINUTES: Readonly<Record<'football' | 'futsal', number>> = { football: 90, futsal: 40 };

/** Basketball: 15 simulated seconds a possession, so 40 a quarter (20 each). */
export const POSSESSION_SECONDS = 15;
export const POSSESSIONS_PER_QUARTER = 40;
export const OVERTIME_POSSESSIONS = 20;
/** Points per possession: 1 and 3 points fixed weights, 2 points takes the rest of the mean. */
const ONE_POINT_PPM = 60_000;
const THREE_POINT_PPM = 130_000;

export function assertStrength(strength: Strength): void {
  for (const value of [strength.home, strength.away]) {
    if (!Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) {
      throw new RangeError(`a strength is an integer ${RATING_MIN}..${RATING_MAX}`);
    }
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * Points-per-possession mean (ppm of a point) to the 0/1/2/3 weights. The mean is kept even so
 * the 2-point weight (mean - 1 x 60,000 - 3 x 130,000) / 2 is an integer.
 */
function possessionWeights(meanPpm: number): [number, number, number, number] {
  const two = (meanPpm - ONE_POINT_PPM - 3 * THREE_POINT_PPM) / 2;
  return [PPM - ONE_POINT_PPM - two - THREE_POINT_PPM, ONE_POINT_PPM, two, THREE_POINT_PPM];
}

/**
 * A match's model from the sides' ratings. Home sides get a small edge (football and futsal 15%
 * more weight, basketball 1.3 points, volleyball 0.6% a rally); tennis and e-sports are neutral.
 * The slopes keep the widest pairing fixtures.ts can draw (95 v 55) priceable: its favourite
 * wins 71-89% of the time, under the 93.4% at which a market would price below 1.01 (odds.ts).
 *
 * - goals: home share of the goal rate = 23 h^2 / (23 h^2 + 20 a^2), so 95 v 55 gives ~77%.
 * - basketball: both sides' means move with the sum of ratings (pace, 155-171 points a match for
 *   ratings 55..95) and split by the difference (2,000 ppm of a point a possession per rating).
 * - race: 0.1% a rally per rating point (volleyball), 0.2% a round (e-sports).
 * - tennis: holds 74% +- 0.2% per rating point of difference; tie-break 50% +- 0.2% per point.
 */
export function matchModel(sport: SportCode, strength: Strength): MatchModel {
  assertStrength(strength);
  const { home: h, away: a } = strength;
  const diff = h - a;
  switch (sport) {
    case 'football':
    case 'futsal': {
      const total = GOALS_PER_MINUTE_PPM[sport];
      const homeWeight = 23 * h * h;
      const awayWeight = 20 * a * a;
      const homePpm = Math.floor((total * homeWeight) / (homeWeight + awayWeight));
      return { kind: 'goals', minutes: GOAL_MINUTES[sport], homePpm, awayPpm: total - homePpm };
    }
    case 'basketball': {
      const pace = clamp(
        1_020_000 + 2 * Math.trunc((25_000 * (h + a - 150)) / 40),
        900_000,
        1_140_000,
      );
      const edge = 2_000 * diff + 8_000;
      return {
        kind: 'possessions',
        home: possessionWeights(clamp(pace + edge, 700_000, 1_350_000)),
        away: possessionWeights(clamp(pace - edge, 700_000, 1_350_000)),
      };
    }
    case 'volleyball':
      return {
        kind: 'race',
        pointPpm: clamp(506_000 + 1_000 * diff, 400_000, 600_000),
        target: 25,
        lastTarget: 15,
        winBy: 2,
        setsToWin: 3,
      };
    case 'esports':
      return {
        kind: 'race',
        pointPpm: clamp(500_000 + 2_000 * diff, 350_000, 650_000),
        target: 13,
        lastTarget: 13,
        winBy: 1,
        setsToWin: 2,
      };
    case 'tennis':
      return {
        kind: 'tennis',
        homeHoldPpm: clamp(740_000 + 2_000 * diff, 550_000, 930_000),
        awayHoldPpm: clamp(740_000 - 2_000 * diff, 550_000, 930_000),
        tiebreakPpm: clamp(500_000 + 2_000 * diff, 300_000, 700_000),
        setsToWin: 2,
      };
  }
}

/** Whether a race set (volleyball set, e-sports map) is over at `score`, and who won it. */
export function raceSetWinner(score: Score, target: number, winBy: number): 'home' | 'away' | null {
  if (score.home >= target && score.home - score.away >= winBy) return 'home';
  if (score.away >= target && score.away - score.home >= winBy) return 'away';
  return null;
}

/** Whether a tennis set is over at `games`: 6 games by 2, or 7 (7-5 or the 6-6 tie-break). */
export function tennisSetWinner(games: Score): 'home' | 'away' | null {
  if (games.home === 7 || (games.home >= 6 && games.home - games.away >= 2)) return 'home';
  if (games.away === 7 || (games.away >= 6 && games.away - games.home >= 2)) return 'away';
  return null;
}

/** The target of set `index` (0-based) of a race match: the deciding set's may be shorter. */
export function raceTarget(model: RaceModel, index: number): number {
  return index === 2 * model.setsToWin - 2 ? model.lastTarget : model.target;
}
