import {
  OVERTIME_POSSESSIONS,
  POSSESSIONS_PER_QUARTER,
  POSSESSION_SECONDS,
  PPM,
  matchModel,
  raceSetWinner,
  raceTarget,
  tennisSetWinner,
} from './model.ts';
import type { GoalModel, PossessionModel, RaceModel, Strength, TennisModel } from './model.ts';
import type { Phase } from './match.ts';
import { getSport } from './sports.ts';
import type { Score, Side, SportCode, Text } from './sports.ts';

/**
 * Prices: every market comes from the exact law of the match engine (model.ts), pre-match and in
 * play, so the odds and the simulated results share one model (calibration.test.ts).
 *
 * - football, futsal: each side's remaining goals are Binomial(minutes left, its per-minute
 *   probability), independently; the per-minute Bernoulli process the engine draws.
 * - basketball: each side's remaining points are the convolution of its remaining possessions
 *   in the period being played; a tie at its end adds the overtime series (one overtime's
 *   law, repeated while tied: margin = one overtime's margin given it is not tied; total = the
 *   geometric sum of tied overtimes then an untied one).
 * - volleyball, e-sports: a set (map) is a race of independent rallies (rounds): the chance to
 *   win it from any score is exact (a recursion, with the closed form p^2 / (p^2 + q^2) at
 *   deuce); sets combine into the law of the final set score.
 * - tennis: the same over games, by server, with the tie-break at 6-6.
 *
 * MARGIN, and how odds are rounded: a market's fair probabilities p_i (summing to 1) are scaled
 * to implied probabilities q_i = s p_i with s = 1 + MARGIN, and the odds are floor(100 / q_i)
 * hundredths. Flooring never rounds in the player's favour: each implied probability 1/odds is at
 * least q_i, and above it by less than 0.0101 q_i^2, so the market's sum of implied
 * probabilities lies in [1 + MARGIN, 1 + MARGIN + 0.0107] (sum q_i^2 <= max q x sum q < 1.06).
 * Odds stay within 1.01..1000.00: a selection whose odds would pass 1000.00 (q_i <= 0.001) is
 * pinned at exactly 1000.00 and s is recomputed over the others so the sum before flooring is
 * still 1 + MARGIN; a market whose favourite would price under 1.01 (q > 1/1.01: practically
 * decided) is suspended, i.e. left out, as is a market with under two selections that can still
 * win. A selection that can no longer win (probability 0, e.g. 0-0 once a goal is in) is left
 * out of its market.
 */

export const MARGIN = 0.06;
/** 1.01: the shortest odds offered. */
export const MIN_ODDS = 101;
/** 1000.00: the longest odds offered. */
export const MAX_ODDS = 100_000;

/** A probability mass function on consecutive integers: P(X = min + i) = p[i]. */
export interface Pmf {
  min: number;
  p: number[];
}

/** The fair (margin-free) law of a match's outcome from a given state. */
export interface Outlook {
  result: { home: number; draw: number; away: number };
  /** Final home score minus away score. */
  margin: Pmf;
  /** Final total: goals, points, sets or maps. */
  total: Pmf;
  /** Correct-score selections with their probabilities (basketball: null, no such market). */
  correctScore: { code: string; probability: number }[] | null;
}

/**
 * What prices a match: its score and clock (a MatchState from stateAt is one). Clocked sports
 * read the clock from `elapsedFraction` (simulated time played / regulation time, past 1 in
 * basketball overtime); set sports ignore it and need the set or map in play instead
 * (`current`; 0-0 when absent) and, for tennis, who serves next (`server`; absent = either at
 * evens, as before the toss).
 */
export interface PricingState {
  score: Score;
  elapsedFraction: number;
  current?: Score;
  server?: Side;
  phase?: Phase;
}

export type MarketCode = '1X2' | 'ML' | 'TOTAL' | 'HANDICAP' | 'CORRECT_SCORE';

export interface Selection {
  /** '1' 'X' '2'; 'OVER' 'UNDER'; 'HOME' 'AWAY'; '2-1' or 'OTHER'. */
  code: string;
  label: Text;
  oddsHundredths: number;
}

export interface Market {
  code: MarketCode;
  name: Text;
  /**
   * TOTAL: the line (2.5 = over at 3 or more). HANDICAP: the HOME side's handicap added to its
   * score (-1.5 = home must win by 2; the away side gets +1.5). Both on the final score.
   */
  line?: number;
  selections: Selection[];
}

export interface PriceOptions {
  /**
   * Price these half lines instead of the main ones (e.g. to re-price the line a bet was placed
   * on); a line that is already decided leaves its market out.
   */
  lines?: { TOTAL?: number; HANDICAP?: number };
}

/** Implied probability of odds of 1000.00, the pinned longshot. */
const PINNED = 100 / MAX_ODDS;

/**
 * Odds in hundredths for a market's fair probabilities (any non-negative weights, normalised
 * here), following the rule above: null for a suspended market, and null for a selection that
 * cannot win (probability 0).
 */
export function oddsFromProbabilities(probabilities: readonly number[]): (number | null)[] | null {
  let sum = 0;
  for (const p of probabilities) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError('probabilities must be >= 0');
    sum += p;
  }
  if (sum <= 0) return null;
  const p = probabilities.map((x) => x / sum);
  const offered = p.flatMap((x, i) => (x > 0 ? [i] : []));
  if (offered.length < 2) return null;
  const pinned = new Set<number>();
  let scale = 1 + MARGIN;
  // Pinning raises the others' scale down (their share of the sum shrinks), never up, so once
  // pinned a selection stays below the pin and the loop ends within `offered.length` rounds.
  for (;;) {
    let free = 0;
    for (const i of offered) if (!pinned.has(i)) free += p[i]!;
    scale = (1 + MARGIN - pinned.size * PINNED) / free;
    let added = false;
    for (const i of offered) {
      if (!pinned.has(i) && p[i]! * scale <= PINNED) {
        pinned.add(i);
        added = true;
      }
    }
    if (!added) break;
  }
  // No margin left for the others (26+ longshots): not offered rather than priced over fair.
  if (scale < 1) return null;
  for (const i of offered) if (p[i]! * scale > 100 / MIN_ODDS) return null;
  return p.map((x, i) => {
    if (x === 0) return null;
    if (pinned.has(i)) return MAX_ODDS;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / (x * scale))));
  });
}

// ---------------------------------------------------------------------------------------------
// Distributions

function pmfOfSize(min: number, size: number): Pmf {
  return { min, p: new Array<number>(size).fill(0) };
}

function addTo(pmf: Pmf, value: number, probability: number): void {
  pmf.p[value - pmf.min]! += probability;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j += 1) out[i + j]! += x * b[j]!;
  }
  return out;
}

function addArrays(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(Math.max(a.length, b.length)).fill(0);
  a.forEach((x, i) => (out[i]! += x));
  b.forEach((x, i) => (out[i]! += x));
  return out;
}

function mass(values: readonly number[]): number {
  return values.reduce((s, x) => s + x, 0);
}

/** Binomial(n, p) pmf, by the ratio recursion. */
function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (p <= 0) {
    out[0] = 1;
    return out;
  }
  out[0] = (1 - p) ** n;
  for (let k = 0; k < n; k += 1) out[k + 1] = (out[k]! * (n - k) * p) / ((k + 1) * (1 - p));
  return out;
}

/** Points from n possessions with 0/1/2/3-point ppm weights. */
function possessionPoints(n: number, weights: readonly number[]): number[] {
  const step = weights.map((w) => w / PPM);
  let out = [1];
  for (let k = 0; k < n; k += 1) out = convolve(out, step);
  return out;
}

function resultOf(margin: Pmf): Outlook['result'] {
  let home = 0;
  let draw = 0;
  let away = 0;
  margin.p.forEach((p, i) => {
    const m = margin.min + i;
    if (m > 0) home += p;
    else if (m < 0) away += p;
    else draw += p;
  });
  return { home, draw, away };
}

function assertScore(score: Score, what: string): void {
  if (
    !Number.isInteger(score.home) ||
    !Number.isInteger(score.away) ||
    score.home < 0 ||
    score.away < 0
  ) {
    throw new RangeError(`${what} must be non-negative integers`);
  }
}

/** Clocked sports: units of simulated time played, from the fraction. */
function unitsPlayed(state: PricingState, regulationUnits: number, max: number): number {
  const f = state.elapsedFraction;
  if (!Number.isFinite(f) || f < 0) throw new RangeError('elapsedFraction must be >= 0');
  return Math.min(max, Math.round(f * regulationUnits));
}

export const CORRECT_SCORE_GRID_MAX = 4;

function goalsOutlook(model: GoalModel, state: PricingState): Outlook {
  const units = unitsPlayed(state, model.minutes * 60, model.minutes * 60);
  // Goals of minute m are in from unit 60 m (match.ts), so whole minutes are played or not.
  const left = model.minutes - Math.floor(units / 60);
  const home = binomial(left, model.homePpm / PPM);
  const away = binomial(left, model.awayPpm / PPM);
  const { home: h0, away: a0 } = state.score;
  const margin = pmfOfSize(h0 - a0 - left, 2 * left + 1);
  const total = pmfOfSize(h0 + a0, 2 * left + 1);
  const grid = new Map<string, number>();
  let other = 0;
  for (let i = 0; i <= left; i += 1) {
    for (let j = 0; j <= left; j += 1) {
      const p = home[i]! * away[j]!;
      addTo(margin, h0 + i - (a0 + j), p);
      addTo(total, h0 + a0 + i + j, p);
      if (h0 + i <= CORRECT_SCORE_GRID_MAX && a0 + j <= CORRECT_SCORE_GRID_MAX) {
        grid.set(`${h0 + i}-${a0 + j}`, p);
      } else {
        other += p;
      }
    }
  }
  const correctScore: { code: string; probability: number }[] = [];
  for (let h = 0; h <= CORRECT_SCORE_GRID_MAX; h += 1) {
    for (let a = 0; a <= CORRECT_SCORE_GRID_MAX; a += 1) {
      const code = `${h}-${a}`;
      correctScore.push({ code, probability: grid.get(code) ?? 0 });
    }
  }
  correctScore.push({ code: 'OTHER', probability: other });
  return { result: resultOf(margin), margin, total, correctScore };
}

const REGULATION_UNITS = 4 * POSSESSIONS_PER_QUARTER * POSSESSION_SECONDS;
const OVERTIME_UNITS = OVERTIME_POSSESSIONS * POSSESSION_SECONDS;

/** Possessions left for each side: global possessions from index `done` to `count` (home even). */
function remaining(done: number, count: number): { home: number; away: number } {
  const left = Math.max(0, count - done);
  const home = done % 2 === 0 ? Math.ceil(left / 2) : Math.floor(left / 2);
  return { home, away: left - home };
}

/** The law of the overtime series from a tie: final margin, and points added in total. */
function overtimeSeries(model: PossessionModel): { margin: Pmf; total: number[] } {
  const home = possessionPoints(OVERTIME_POSSESSIONS / 2, model.home);
  const away = possessionPoints(OVERTIME_POSSESSIONS / 2, model.away);
  const span = home.length - 1;
  const margin = pmfOfSize(-span, 2 * span + 1);
  const tied = new Array<number>(2 * span + 1).fill(0);
  const untied = new Array<number>(2 * span + 1).fill(0);
  let tie = 0;
  home.forEach((x, i) => {
    away.forEach((y, j) => {
      const p = x * y;
      if (i === j) {
        tie += p;
        tied[i + j]! += p;
      } else {
        addTo(margin, i - j, p);
        untied[i + j]! += p;
      }
    });
  });
  margin.p = margin.p.map((p) => p / (1 - tie));
  // Added total: k tied overtimes then an untied one, for k = 0, 1, ... while it matters.
  let total: number[] = [];
  let term = untied;
  for (let k = 0; k <= 40 && mass(term) > 1e-16; k += 1) {
    total = addArrays(total, term);
    term = convolve(term, tied);
  }
  const sum = mass(total);
  return { margin, total: total.map((x) => x / sum) };
}

function basketballOutlook(model: PossessionModel, state: PricingState): Outlook {
  const units = unitsPlayed(state, REGULATION_UNITS, Number.MAX_SAFE_INTEGER);
  const { home: h0, away: a0 } = state.score;
  let left: { home: number; away: number };
  if (units < REGULATION_UNITS) {
    left = remaining(Math.floor(units / POSSESSION_SECONDS), REGULATION_UNITS / POSSESSION_SECONDS);
  } else {
    const into = (units - REGULATION_UNITS) % OVERTIME_UNITS;
    if (into === 0 && h0 !== a0) return decided({ home: h0, away: a0 });
    // At a period's end with a tie the next overtime is to play whole.
    left = remaining(Math.floor(into / POSSESSION_SECONDS), OVERTIME_POSSESSIONS);
  }
  const home = possessionPoints(left.home, model.home);
  const away = possessionPoints(left.away, model.away);
  const series = overtimeSeries(model);
  const seriesMax = series.margin.min + series.margin.p.length - 1;
  const low = Math.min(h0 - a0 - (away.length - 1), series.margin.min);
  const high = Math.max(h0 - a0 + (home.length - 1), seriesMax);
  const margin = pmfOfSize(low, high - low + 1);
  const size = h0 + a0 + home.length + away.length - 1;
  const tiedTotal = new Array<number>(size).fill(0);
  const untiedTotal = new Array<number>(size).fill(0);
  let tie = 0;
  home.forEach((x, i) => {
    away.forEach((y, j) => {
      const p = x * y;
      if (p === 0) return;
      const s = h0 + a0 + i + j;
      if (h0 + i === a0 + j) {
        tie += p;
        tiedTotal[s]! += p;
      } else {
        addTo(margin, h0 + i - a0 - j, p);
        untiedTotal[s]! += p;
      }
    });
  });
  series.margin.p.forEach((p, i) => addTo(margin, series.margin.min + i, tie * p));
  const total = addArrays(convolve(tiedTotal, series.total), untiedTotal);
  return trimmed({
    result: resultOf(margin),
    margin,
    total: { min: 0, p: total },
    correctScore: null,
  });
}

/** Drops the zero tails of the margin and total (keeps line searches short). */
function trimmed(outlook: Outlook): Outlook {
  const trim = (pmf: Pmf): Pmf => {
    let first = 0;
    let last = pmf.p.length - 1;
    while (first < last && pmf.p[first] === 0) first += 1;
    while (last > first && pmf.p[last] === 0) last -= 1;
    return { min: pmf.min + first, p: pmf.p.slice(first, last + 1) };
  };
  return { ...outlook, margin: trim(outlook.margin), total: trim(outlook.total) };
}

/** A finished match: every outcome known. */
function decided(score: Score): Outlook {
  const m = score.home - score.away;
  return {
    result: { home: m > 0 ? 1 : 0, draw: m === 0 ? 1 : 0, away: m < 0 ? 1 : 0 },
    margin: { min: m, p: [1] },
    total: { min: score.home + score.away, p: [1] },
    correctScore: null,
  };
}

/** P(home wins a race set from `score`): exact, p^2 / (p^2 + q^2) from deuce. */
export function raceSetProbability(p: number, target: number, winBy: number, score: Score): number {
  if (winBy !== 1 && winBy !== 2) throw new RangeError('winBy must be 1 or 2');
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<number, number>();
  const win = (i: number, j: number): number => {
    const winner = raceSetWinner({ home: i, away: j }, target, winBy);
    if (winner !== null) return winner === 'home' ? 1 : 0;
    if (winBy === 2 && i >= target - 1 && j >= target - 1) {
      const d = i - j;
      return d === 0 ? deuce : d === 1 ? p + q * deuce : p * deuce;
    }
    const key = i * 1000 + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * win(i + 1, j) + q * win(i, j + 1);
    memo.set(key, value);
    return value;
  };
  return win(score.home, score.away);
}

/** The law of the final set (map) score, as "h-a" codes, from sets won and the set in play. */
function setScoreOutlook(setsToWin: number, final: Map<string, number>): Outlook {
  const size = 2 * setsToWin;
  const margin = pmfOfSize(-setsToWin, 2 * setsToWin + 1);
  const total = pmfOfSize(0, size);
  const correctScore: { code: string; probability: number; m: number }[] = [];
  for (const [code, probability] of final) {
    const [h, a] = code.split('-').map(Number) as [number, number];
    addTo(margin, h - a, probability);
    addTo(total, h + a, probability);
    correctScore.push({ code, probability, m: h - a });
  }
  correctScore.sort((x, y) => y.m - x.m);
  return trimmed({
    result: resultOf(margin),
    margin,
    total,
    correctScore: correctScore.map(({ code, probability }) => ({ code, probability })),
  });
}

/**
 * Adds to `final` the law of the final set score from `sets`, given the law of the set in play
 * (`first`: P(home wins it), by who serves the next set's first game) and of a fresh set
 * (`fresh(index, server)`).
 */
function playSets(
  setsToWin: number,
  sets: Score,
  weight: number,
  first: Record<Side, Record<Side, number>>,
  fresh: (index: number, server: Side) => Record<Side, Record<Side, number>>,
  final: Map<string, number>,
): void {
  for (const winner of ['home', 'away'] as const) {
    for (const server of ['home', 'away'] as const) {
      const p = weight * first[winner][server];
      if (p === 0) continue;
      const next = { ...sets, [winner]: sets[winner] + 1 };
      if (next[winner] === setsToWin) {
        const code = `${next.home}-${next.away}`;
        final.set(code, (final.get(code) ?? 0) + p);
      } else {
        playSets(setsToWin, next, p, fresh(next.home + next.away, server), fresh, final);
      }
    }
  }
}

function assertSets(sets: Score, setsToWin: number): void {
  assertScore(sets, 'score');
  if (
    sets.home > setsToWin ||
    sets.away > setsToWin ||
    (sets.home === setsToWin && sets.away === setsToWin)
  ) {
    throw new RangeError(`a set score of ${sets.home}-${sets.away} is impossible`);
  }
}

function raceOutlook(model: RaceModel, state: PricingState): Outlook {
  const sets = state.score;
  assertSets(sets, model.setsToWin);
  if (sets.home >= model.setsToWin || sets.away >= model.setsToWin) return decided(sets);
  const current = state.current ?? { home: 0, away: 0 };
  assertScore(current, 'current');
  const index = sets.home + sets.away;
  const p = model.pointPpm / PPM;
  const target = raceTarget(model, index);
  const inDeuce = model.winBy === 2 && current.home >= target - 1 && current.away >= target - 1;
  if (
    raceSetWinner(current, target, model.winBy) !== null ||
    (inDeuce && Math.abs(current.home - current.away) > 1)
  ) {
    throw new RangeError(`a set in play cannot stand at ${current.home}-${current.away}`);
  }
  const asLaw = (w: number): Record<Side, Record<Side, number>> => ({
    home: { home: w, away: 0 },
    away: { home: 1 - w, away: 0 },
  });
  const freshLaws = new Map<number, Record<Side, Record<Side, number>>>();
  const fresh = (i: number): Record<Side, Record<Side, number>> => {
    const target = raceTarget(model, i);
    let law = freshLaws.get(target);
    if (!law) {
      law = asLaw(raceSetProbability(p, target, model.winBy, { home: 0, away: 0 }));
      freshLaws.set(target, law);
    }
    return law;
  };
  const final = new Map<string, number>();
  playSets(
    model.setsToWin,
    sets,
    1,
    asLaw(raceSetProbability(p, target, model.winBy, current)),
    fresh,
    final,
  );
  return setScoreOutlook(model.setsToWin, final);
}

/**
 * A tennis set from `games` with `server` to serve: P(winner, who serves the next set's first
 * game). Serve alternates every game, the tie-break included.
 */
function tennisSet(
  model: TennisModel,
  games: Score,
  server: Side,
): Record<Side, Record<Side, number>> {
  const hold = { home: model.homeHoldPpm / PPM, away: model.awayHoldPpm / PPM };
  const tiebreak = model.tiebreakPpm / PPM;
  const memo = new Map<number, Record<Side, Record<Side, number>>>();
  const play = (h: number, a: number, s: Side): Record<Side, Record<Side, number>> => {
    const winner = tennisSetWinner({ home: h, away: a });
    if (winner !== null) {
      const law = { home: { home: 0, away: 0 }, away: { home: 0, away: 0 } };
      law[winner][s] = 1;
      return law;
    }
    const key = (h * 8 + a) * 2 + (s === 'home' ? 0 : 1);
    const known = memo.get(key);
    if (known) return known;
    const homeWins = h === 6 && a === 6 ? tiebreak : s === 'home' ? hold.home : 1 - hold.away;
    const next: Side = s === 'home' ? 'away' : 'home';
    const won = play(h + 1, a, next);
    const lost = play(h, a + 1, next);
    const law = {
      home: {
        home: homeWins * won.home.home + (1 - homeWins) * lost.home.home,
        away: homeWins * won.home.away + (1 - homeWins) * lost.home.away,
      },
      away: {
        home: homeWins * won.away.home + (1 - homeWins) * lost.away.home,
        away: homeWins * won.away.away + (1 - homeWins) * lost.away.away,
      },
    };
    memo.set(key, law);
    return law;
  };
  return play(games.home, games.away, server);
}

function tennisOutlook(model: TennisModel, state: PricingState): Outlook {
  const sets = state.score;
  assertSets(sets, model.setsToWin);
  if (sets.home >= model.setsToWin || sets.away >= model.setsToWin) return decided(sets);
  const games = state.current ?? { home: 0, away: 0 };
  assertScore(games, 'current');
  if (
    tennisSetWinner(games) !== null ||
    games.home > 7 ||
    games.away > 7 ||
    (Math.max(games.home, games.away) === 7 && Math.min(games.home, games.away) < 5)
  ) {
    throw new RangeError(`a set in play cannot stand at ${games.home}-${games.away}`);
  }
  const freshSets = {
    home: tennisSet(model, { home: 0, away: 0 }, 'home'),
    away: tennisSet(model, { home: 0, away: 0 }, 'away'),
  };
  const final = new Map<string, number>();
  const servers: Side[] = state.server ? [state.server] : ['home', 'away'];
  for (const server of servers) {
    playSets(
      model.setsToWin,
      sets,
      1 / servers.length,
      tennisSet(model, games, server),
      (_index, next) => freshSets[next],
      final,
    );
  }
  return setScoreOutlook(model.setsToWin, final);
}

/** The fair law of the rest of the match from `state` (pre-match: 0-0 at elapsedFraction 0). */
export function matchOutlook(sport: SportCode, strength: Strength, state: PricingState): Outlook {
  const model = matchModel(sport, strength);
  assertScore(state.score, 'score');
  switch (model.kind) {
    case 'goals':
      return goalsOutlook(model, state);
    case 'possessions':
      return basketballOutlook(model, state);
    case 'race':
      return raceOutlook(model, state);
    case 'tennis':
      return tennisOutlook(model, state);
  }
}

// ---------------------------------------------------------------------------------------------
// Markets

const MARKET_NAMES: Readonly<Record<MarketCode, Text>> = {
  '1X2': { pt: 'Resultado final', en: 'Match result' },
  ML: { pt: 'Vencedor', en: 'Winner' },
  TOTAL: { pt: 'Total', en: 'Total' },
  HANDICAP: { pt: 'Handicap', en: 'Handicap' },
  CORRECT_SCORE: { pt: 'Placar exato', en: 'Correct score' },
};

function lineText(line: number, signed: boolean): Text {
  const en = `${signed && line > 0 ? '+' : ''}${line}`;
  return { pt: en.replace('.', ','), en };
}

function market(
  code: MarketCode,
  probabilities: number[],
  selections: Omit<Selection, 'oddsHundredths'>[],
  line?: number,
): Market | null {
  const odds = oddsFromProbabilities(probabilities);
  if (!odds) return null;
  const priced = selections.flatMap((s, i) => {
    const o = odds[i];
    return o === null || o === undefined ? [] : [{ ...s, oddsHundredths: o }];
  });
  const out: Market = { code, name: MARKET_NAMES[code], selections: priced };
  if (line !== undefined) out.line = line;
  return out;
}

/** P(X > line) for every line at once: `above(line)`, from tail sums computed once. */
function tailOf(pmf: Pmf): (line: number) => number {
  const tail = new Array<number>(pmf.p.length + 1).fill(0);
  for (let i = pmf.p.length - 1; i >= 0; i -= 1) tail[i] = tail[i + 1]! + pmf.p[i]!;
  return (line) => {
    const first = Math.floor(line) + 1 - pmf.min; // the lowest value above the line
    return first <= 0 ? tail[0]! : first >= tail.length ? 0 : tail[first]!;
  };
}

function support(pmf: Pmf): [number, number] {
  let first = 0;
  let last = pmf.p.length - 1;
  while (first < last && !(pmf.p[first]! > 0)) first += 1;
  while (last > first && !(pmf.p[last]! > 0)) last -= 1;
  return [pmf.min + first, pmf.min + last];
}

function assertHalfLine(line: number, what: string): void {
  if (!Number.isFinite(line) || Math.abs(line % 1) !== 0.5) {
    throw new RangeError(`${what} line must be a half line (x.5), got ${line}`);
  }
}

/**
 * The main line: among the undecided half lines the sport offers, the one whose "over" (home
 * covers) is closest to evens; ties go to the lower line. Handicaps: football and futsal offer
 * +-1.5 and beyond (+-0.5 is the match result again), set and map sports +-1.5, basketball any.
 */
function mainLine(
  pmf: Pmf,
  candidates: (k: number) => boolean,
  toLine: (k: number) => number,
  chance: (k: number) => number,
): number | null {
  const [low, high] = support(pmf);
  let best: number | null = null;
  let bestGap = Infinity;
  for (let k = low; k < high; k += 1) {
    if (!candidates(k)) continue;
    const gap = Math.abs(chance(k) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = toLine(k);
      bestGap = gap;
    }
  }
  return best;
}

const HOME_AWAY: Readonly<Record<string, Text>> = {
  '1': { pt: 'Casa', en: 'Home' },
  X: { pt: 'Empate', en: 'Draw' },
  '2': { pt: 'Fora', en: 'Away' },
};

/** Builds the markets of an outlook (the margin rule in the module comment). */
export function marketsFromOutlook(
  sport: SportCode,
  outlook: Outlook,
  options: PriceOptions = {},
): Market[] {
  const markets: (Market | null)[] = [];
  const { result } = outlook;
  if (getSport(sport).drawPossible) {
    markets.push(
      market(
        '1X2',
        [result.home, result.draw, result.away],
        ['1', 'X', '2'].map((code) => ({ code, label: HOME_AWAY[code]! })),
      ),
    );
  } else {
    markets.push(
      market(
        'ML',
        [result.home, result.away],
        ['1', '2'].map((code) => ({ code, label: HOME_AWAY[code]! })),
      ),
    );
  }

  const totalAbove = tailOf(outlook.total);
  const totalLine =
    options.lines?.TOTAL ??
    mainLine(
      outlook.total,
      () => true,
      (k) => k + 0.5,
      (k) => totalAbove(k + 0.5),
    );
  if (totalLine !== null) {
    assertHalfLine(totalLine, 'TOTAL');
    const over = totalAbove(totalLine);
    const text = lineText(totalLine, false);
    markets.push(
      market(
        'TOTAL',
        [over, 1 - over],
        [
          { code: 'OVER', label: { pt: `Mais de ${text.pt}`, en: `Over ${text.en}` } },
          { code: 'UNDER', label: { pt: `Menos de ${text.pt}`, en: `Under ${text.en}` } },
        ],
        totalLine,
      ),
    );
  }

  const setSport = getSport(sport).scoreKind === 'sets' || getSport(sport).scoreKind === 'maps';
  const allowed = (line: number): boolean =>
    sport === 'basketball' ? true : setSport ? Math.abs(line) === 1.5 : Math.abs(line) >= 1.5;
  // Home line h = -(k + 0.5): home covers when the margin is above k.
  const marginAbove = tailOf(outlook.margin);
  const handicapLine =
    options.lines?.HANDICAP ??
    mainLine(
      outlook.margin,
      (k) => allowed(-(k + 0.5)),
      (k) => -(k + 0.5),
      (k) => marginAbove(k + 0.5),
    );
  if (handicapLine !== null) {
    assertHalfLine(handicapLine, 'HANDICAP');
    const covers = marginAbove(-handicapLine);
    const home = lineText(handicapLine, true);
    const away = lineText(-handicapLine, true);
    markets.push(
      market(
        'HANDICAP',
        [covers, 1 - covers],
        [
          { code: 'HOME', label: { pt: `Casa ${home.pt}`, en: `Home ${home.en}` } },
          { code: 'AWAY', label: { pt: `Fora ${away.pt}`, en: `Away ${away.en}` } },
        ],
        handicapLine,
      ),
    );
  }

  if (outlook.correctScore) {
    markets.push(
      market(
        'CORRECT_SCORE',
        outlook.correctScore.map((s) => s.probability),
        outlook.correctScore.map(({ code }) => ({
          code,
          label:
            code === 'OTHER'
              ? { pt: 'Outro placar', en: 'Any other score' }
              : { pt: code, en: code },
        })),
      ),
    );
  }
  return markets.filter((m): m is Market => m !== null);
}

/**
 * Every open market of a match from `state`: pre-match (score 0-0, elapsedFraction 0) or in play
 * (a MatchState from stateAt). Decided and suspended markets are left out; an ended match has
 * none.
 */
export function priceMarkets(
  sport: SportCode,
  strength: Strength,
  state: PricingState,
  options: PriceOptions = {},
): Market[] {
  if (state.phase === 'ended') return [];
  return marketsFromOutlook(sport, matchOutlook(sport, strength, state), options);
}
