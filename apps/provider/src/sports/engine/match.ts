import type { Draw } from '../../engines/draw.ts';
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
import { getSport, scaledDurationMs } from './sports.ts';
import type { Score, Side, SportCode, Text } from './sports.ts';

/**
 * The match engine: the whole match is drawn at kick-off into a timeline (stored with the
 * fixture), and every later view of it (the live score, the clock, the in-play prices, the
 * result that settles bets) is read from that timeline at a wall-clock offset. Nothing is drawn
 * while the match is live, so a replay from the same draws gives the same match.
 *
 * Clocked sports (football, futsal, basketball) run on integer SIMULATED seconds ("units"): unit
 * u happens at ceil(u x regulationMs / regulationUnits) ms after kick-off, and elapsed ms E shows
 * the units floor(E x regulationUnits / regulationMs). Both are exact integer maths and an event
 * at unit u is visible exactly when u <= the shown units, so the score stateAt shows and the
 * clock the prices are computed from always agree. Set and map sports have no clock: set k of at
 * most K fills the fixed slot [floor(k D / K), floor((k + 1) D / K)) of the regulation length D,
 * its rallies (games, rounds) spread evenly, the i-th of n ending at slotStart +
 * ceil((i + 1) x slotLength / n).
 */

export interface TimelineEvent {
  /** Wall-clock ms after kick-off (at the timeline's speed). */
  atMs: number;
  side: Side;
  /** What the event adds to the side's score: goals, points, or 1 set or map. */
  points: number;
  label: Text;
}

/** A half, quarter, overtime, set or map, as it ended. */
export interface PeriodRecord {
  /** Goals, points, rally points, games or rounds of the period. */
  home: number;
  away: number;
  /** When it ended (wall-clock ms after kick-off). */
  endMs: number;
  /** Set and map sports: the winner of each rally, game or round in order, 'h' or 'a'. */
  sequence?: string;
  /** Tennis: who served the set's first game. */
  firstServer?: Side;
}

export interface Timeline {
  sport: SportCode;
  /** Wall-clock ms of regulation play at the simulated speed (set sports: the longest match). */
  regulationMs: number;
  /** Wall-clock ms from kick-off to the final whistle (with overtime; fewer sets). */
  durationMs: number;
  /** Every change of score in order: goals, basketball scores, won sets or maps. */
  events: TimelineEvent[];
  periods: PeriodRecord[];
  /** Goals, points (with overtime), or sets/maps won. */
  final: Score;
}

export type Phase = 'pre' | 'live' | 'ended';

export interface MatchState {
  phase: Phase;
  /** "63'", "Q3 04:12", "OT1 02:15", "Set 2", "Map 3"; "FT" when ended. */
  clockLabel: string;
  score: Score;
  /**
   * Clocked sports: simulated time played / regulation time (basketball goes past 1 in overtime).
   * Set sports: wall-clock elapsed / the longest match, for display only (prices use `current`).
   */
  elapsedFraction: number;
  /** Set sports, live: points, games or rounds of the set or map in play. */
  current?: Score;
  /** Tennis, live: who serves the next game. */
  server?: Side;
  detail: {
    /** Scores of the periods started so far, the one in play included. */
    periods: Score[];
    /** The periods as text, "25-21, 18-20, 7-5". */
    text: string;
  };
}

export interface SimulateOptions {
  /** Wall-clock speed factor (sports.ts scaledDurationMs); 1 = the product's pace. */
  speed?: number;
}

/** Regulation units (simulated seconds) of the clocked sports. */
const CLOCK_UNITS: Readonly<Partial<Record<SportCode, number>>> = {
  football: 90 * 60,
  futsal: 40 * 60,
  basketball: 4 * POSSESSIONS_PER_QUARTER * POSSESSION_SECONDS,
};
const OVERTIME_UNITS = OVERTIME_POSSESSIONS * POSSESSION_SECONDS;
/**
 * A tie after this many overtimes is settled by one drawn free throw. With any fair stream the
 * chance of reaching it is about 0.08^20; the cap only stops a broken stream looping for ever.
 */
export const MAX_OVERTIMES = 20;
/** A set or map longer than this is a broken draw stream (deuce never ending), not a match. */
const MAX_RALLIES = 10_000;

function unitsToMs(units: number, regulationMs: number, regulationUnits: number): number {
  return Math.floor((units * regulationMs + regulationUnits - 1) / regulationUnits);
}

function msToUnits(ms: number, regulationMs: number, regulationUnits: number): number {
  return Math.floor((ms * regulationUnits) / regulationMs);
}

function slotBounds(index: number, slots: number, regulationMs: number): [number, number] {
  return [
    Math.floor((index * regulationMs) / slots),
    Math.floor(((index + 1) * regulationMs) / slots),
  ];
}

function bernoulli(draw: Draw, ppm: number): boolean {
  return draw(PPM) < ppm;
}

function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

function simulateGoals(
  sport: SportCode,
  model: GoalModel,
  draw: Draw,
  regulationMs: number,
): Timeline {
  const units = model.minutes * 60;
  const half = model.minutes / 2;
  const events: TimelineEvent[] = [];
  const periods: PeriodRecord[] = [
    { home: 0, away: 0, endMs: unitsToMs(half * 60, regulationMs, units) },
    { home: 0, away: 0, endMs: regulationMs },
  ];
  for (let minute = 1; minute <= model.minutes; minute += 1) {
    const period = periods[minute <= half ? 0 : 1]!;
    // Home then away, each minute: two draws whatever happens, so the draw count is fixed.
    for (const side of ['home', 'away'] as const) {
      if (!bernoulli(draw, side === 'home' ? model.homePpm : model.awayPpm)) continue;
      period[side] += 1;
      events.push({
        atMs: unitsToMs(minute * 60, regulationMs, units),
        side,
        points: 1,
        label: { pt: `Gol ${minute}'`, en: `Goal ${minute}'` },
      });
    }
  }
  const final = {
    home: periods[0]!.home + periods[1]!.home,
    away: periods[0]!.away + periods[1]!.away,
  };
  return { sport, regulationMs, durationMs: regulationMs, events, periods, final };
}

const BASKET_LABELS: readonly Text[] = [
  { pt: '', en: '' },
  { pt: 'Lance livre', en: 'Free throw' },
  { pt: 'Cesta de 2', en: '2-pointer' },
  { pt: 'Cesta de 3', en: '3-pointer' },
];

function possessionPoints(weights: readonly number[], draw: Draw): number {
  // Weights in ppm, index = points; a draw below the 3-point weight is a three, and so on down.
  let value = draw(PPM);
  for (let points = 3; points >= 1; points -= 1) {
    if (value < weights[points]!) return points;
    value -= weights[points]!;
  }
  return 0;
}

function simulateBasketball(model: PossessionModel, draw: Draw, regulationMs: number): Timeline {
  const units = CLOCK_UNITS.basketball!;
  const events: TimelineEvent[] = [];
  const periods: PeriodRecord[] = [];
  const total = { home: 0, away: 0 };
  const playPeriod = (startUnit: number, possessions: number): void => {
    const period: PeriodRecord = { home: 0, away: 0, endMs: 0 };
    for (let k = 0; k < possessions; k += 1) {
      const side: Side = k % 2 === 0 ? 'home' : 'away';
      const points = possessionPoints(side === 'home' ? model.home : model.away, draw);
      if (points === 0) continue;
      period[side] += points;
      total[side] += points;
      events.push({
        atMs: unitsToMs(startUnit + (k + 1) * POSSESSION_SECONDS, regulationMs, units),
        side,
        points,
        label: BASKET_LABELS[points]!,
      });
    }
    period.endMs = unitsToMs(startUnit + possessions * POSSESSION_SECONDS, regulationMs, units);
    periods.push(period);
  };
  for (let quarter = 0; quarter < 4; quarter += 1) {
    playPeriod(quarter * POSSESSIONS_PER_QUARTER * POSSESSION_SECONDS, POSSESSIONS_PER_QUARTER);
  }
  let overtimes = 0;
  while (total.home === total.away && overtimes < MAX_OVERTIMES) {
    playPeriod(units + overtimes * OVERTIME_UNITS, OVERTIME_POSSESSIONS);
    overtimes += 1;
  }
  const durationMs = unitsToMs(units + overtimes * OVERTIME_UNITS, regulationMs, units);
  if (total.home === total.away) {
    // Unreachable with a fair stream (see MAX_OVERTIMES): one drawn free throw at the buzzer.
    const side: Side = draw(2) === 0 ? 'home' : 'away';
    total[side] += 1;
    periods[periods.length - 1]![side] += 1;
    events.push({ atMs: durationMs, side, points: 1, label: BASKET_LABELS[1]! });
  }
  return { sport: 'basketball', regulationMs, durationMs, events, periods, final: total };
}

function setLabel(sport: SportCode, index: number, score: Score): Text {
  const text = `${score.home}-${score.away}`;
  return sport === 'esports'
    ? { pt: `Mapa ${index + 1}: ${text}`, en: `Map ${index + 1}: ${text}` }
    : { pt: `Set ${index + 1}: ${text}`, en: `Set ${index + 1}: ${text}` };
}

interface PlayedSet {
  sequence: string;
  score: Score;
  winner: Side;
  /** Tennis: who serves the next set's first game. */
  nextServer: Side;
}

/**
 * Set and map sports: plays sets (`playSet(index, firstServer)`) until one side has `setsToWin`,
 * each in its own wall-clock slot, and records a won set as a scoring event at the slot's end.
 */
function simulateSets(
  sport: SportCode,
  regulationMs: number,
  setsToWin: number,
  playSet: (index: number, firstServer: Side) => PlayedSet,
  firstServer: Side,
): Timeline {
  const slots = 2 * setsToWin - 1;
  const events: TimelineEvent[] = [];
  const periods: PeriodRecord[] = [];
  const final = { home: 0, away: 0 };
  let server = firstServer;
  while (final.home < setsToWin && final.away < setsToWin) {
    const index = periods.length;
    const set = playSet(index, server);
    const [, endMs] = slotBounds(index, slots, regulationMs);
    const record: PeriodRecord = { ...set.score, endMs, sequence: set.sequence };
    if (sport === 'tennis') record.firstServer = server;
    periods.push(record);
    final[set.winner] += 1;
    events.push({
      atMs: endMs,
      side: set.winner,
      points: 1,
      label: setLabel(sport, index, set.score),
    });
    server = set.nextServer;
  }
  return { sport, regulationMs, durationMs: periods.at(-1)!.endMs, events, periods, final };
}

function playRaceSet(model: RaceModel, index: number, draw: Draw): PlayedSet {
  const target = raceTarget(model, index);
  const score = { home: 0, away: 0 };
  let sequence = '';
  let winner = raceSetWinner(score, target, model.winBy);
  while (winner === null) {
    if (sequence.length >= MAX_RALLIES) throw new Error('the draw stream never ends a set');
    const side: Side = bernoulli(draw, model.pointPpm) ? 'home' : 'away';
    score[side] += 1;
    sequence += side === 'home' ? 'h' : 'a';
    winner = raceSetWinner(score, target, model.winBy);
  }
  return { sequence, score, winner, nextServer: 'home' };
}

function playTennisSet(model: TennisModel, firstServer: Side, draw: Draw): PlayedSet {
  const games = { home: 0, away: 0 };
  let sequence = '';
  let server = firstServer;
  let winner = tennisSetWinner(games);
  while (winner === null) {
    let side: Side;
    if (games.home === 6 && games.away === 6) {
      side = bernoulli(draw, model.tiebreakPpm) ? 'home' : 'away';
    } else {
      const held = bernoulli(draw, server === 'home' ? model.homeHoldPpm : model.awayHoldPpm);
      side = held ? server : other(server);
    }
    games[side] += 1;
    sequence += side === 'home' ? 'h' : 'a';
    server = other(server);
    winner = tennisSetWinner(games);
  }
  return { sequence, score: games, winner, nextServer: server };
}

/**
 * Draws a whole match. The draws, in order: football and futsal two per minute (home, away);
 * basketball one per possession; volleyball and e-sports one per rally or round; tennis one coin
 * toss for the first server (`draw(2)`, 0 = home) then one per game. Event times are wall-clock
 * ms after kick-off at `options.speed`.
 */
export function simulateMatch(
  sport: SportCode,
  strength: Strength,
  draw: Draw,
  options: SimulateOptions = {},
): Timeline {
  const model = matchModel(sport, strength);
  const regulationMs = scaledDurationMs(sport, options.speed ?? 1);
  switch (model.kind) {
    case 'goals':
      return simulateGoals(sport, model, draw, regulationMs);
    case 'possessions':
      return simulateBasketball(model, draw, regulationMs);
    case 'race':
      return simulateSets(
        sport,
        regulationMs,
        model.setsToWin,
        (index) => playRaceSet(model, index, draw),
        'home',
      );
    case 'tennis': {
      const firstServer: Side = draw(2) === 0 ? 'home' : 'away';
      return simulateSets(
        sport,
        regulationMs,
        model.setsToWin,
        (_index, server) => playTennisSet(model, server, draw),
        firstServer,
      );
    }
  }
}

function scoreText(scores: readonly Score[]): string {
  return scores.map((s) => `${s.home}-${s.away}`).join(', ');
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function scoreBefore(timeline: Timeline, elapsedMs: number): Score {
  const score = { home: 0, away: 0 };
  for (const event of timeline.events) {
    if (event.atMs > elapsedMs) break;
    score[event.side] += event.points;
  }
  return score;
}

function clockedState(
  timeline: Timeline,
  sport: SportCode,
  elapsedMs: number,
  phase: Phase,
): MatchState {
  const regulationUnits = CLOCK_UNITS[sport]!;
  const endUnits =
    sport === 'basketball'
      ? regulationUnits + (timeline.periods.length - 4) * OVERTIME_UNITS
      : regulationUnits;
  const units =
    phase === 'pre'
      ? 0
      : phase === 'ended'
        ? endUnits
        : Math.min(endUnits, msToUnits(elapsedMs, timeline.regulationMs, regulationUnits));
  const score = phase === 'ended' ? { ...timeline.final } : scoreBefore(timeline, elapsedMs);
  // Period scores so far: a period holds the events in (previous end, its end].
  const periods: Score[] = [];
  if (phase !== 'pre') {
    let eventIndex = 0;
    let start = 0;
    for (const record of timeline.periods) {
      if (elapsedMs < start) break;
      const period = { home: 0, away: 0 };
      for (; eventIndex < timeline.events.length; eventIndex += 1) {
        const event = timeline.events[eventIndex]!;
        if (event.atMs > record.endMs) break;
        if (event.atMs <= elapsedMs) period[event.side] += event.points;
      }
      periods.push(period);
      start = record.endMs;
    }
  }
  let clockLabel: string;
  if (phase === 'ended') {
    clockLabel = 'FT';
  } else if (sport === 'basketball') {
    const overtime = units >= regulationUnits;
    const periodUnits = overtime ? OVERTIME_UNITS : regulationUnits / 4;
    const from = overtime ? units - regulationUnits : units;
    const index = Math.floor(from / periodUnits);
    const left = periodUnits - (from - index * periodUnits);
    const clock = `${pad2(Math.floor(left / 60))}:${pad2(left % 60)}`;
    clockLabel = overtime ? `OT${index + 1} ${clock}` : `Q${index + 1} ${clock}`;
  } else {
    // The minute being played, "1'" from kick-off; "0'" before it.
    const minute = phase === 'pre' ? 0 : Math.floor(units / 60) + 1;
    clockLabel = `${Math.min(regulationUnits / 60, minute)}'`;
  }
  return {
    phase,
    clockLabel,
    score,
    elapsedFraction: units / regulationUnits,
    detail: { periods, text: scoreText(periods) },
  };
}

function countSides(sequence: string): Score {
  let home = 0;
  for (const c of sequence) if (c === 'h') home += 1;
  return { home, away: sequence.length - home };
}

function setState(
  timeline: Timeline,
  sport: SportCode,
  elapsedMs: number,
  phase: Phase,
): MatchState {
  const slots = getSport(sport).periods.count;
  const word = sport === 'esports' ? 'Map' : 'Set';
  const score = { home: 0, away: 0 };
  const periods: Score[] = [];
  const elapsedFraction =
    phase === 'pre' ? 0 : phase === 'ended' ? 1 : Math.min(1, elapsedMs / timeline.regulationMs);
  if (phase !== 'live') {
    if (phase === 'ended') {
      for (const record of timeline.periods) periods.push({ home: record.home, away: record.away });
      Object.assign(score, timeline.final);
    }
    return {
      phase,
      clockLabel: phase === 'ended' ? 'FT' : `${word} 1`,
      score,
      elapsedFraction,
      detail: { periods, text: scoreText(periods) },
    };
  }
  for (let index = 0; index < timeline.periods.length; index += 1) {
    const record = timeline.periods[index]!;
    const [start, end] = slotBounds(index, slots, timeline.regulationMs);
    const sequence = record.sequence ?? '';
    if (elapsedMs >= end) {
      periods.push({ home: record.home, away: record.away });
      score[record.home > record.away ? 'home' : 'away'] += 1;
      continue;
    }
    const played = Math.min(
      sequence.length,
      Math.floor(((elapsedMs - start) * sequence.length) / (end - start)),
    );
    const current = countSides(sequence.slice(0, played));
    periods.push(current);
    const state: MatchState = {
      phase,
      clockLabel: `${word} ${index + 1}`,
      score,
      elapsedFraction,
      current,
      detail: { periods, text: scoreText(periods) },
    };
    if (record.firstServer) {
      state.server = played % 2 === 0 ? record.firstServer : other(record.firstServer);
    }
    return state;
  }
  throw new RangeError('elapsed time is past the timeline');
}

/**
 * The match as seen `elapsedMs` after kick-off: 'pre' before it (score 0-0), 'ended' from
 * `durationMs` on (the final score), otherwise live with the score of every event at or before
 * `elapsedMs`. The state is also a pricing state: odds.ts priceMarkets(sport, strength, state).
 */
export function stateAt(timeline: Timeline, sport: SportCode, elapsedMs: number): MatchState {
  if (timeline.sport !== sport) throw new RangeError(`timeline is ${timeline.sport}, not ${sport}`);
  if (Number.isNaN(elapsedMs)) throw new RangeError('elapsedMs must be a number');
  const ms = Math.floor(elapsedMs);
  const phase: Phase = ms < 0 ? 'pre' : ms >= timeline.durationMs ? 'ended' : 'live';
  return CLOCK_UNITS[sport] === undefined
    ? setState(timeline, sport, ms, phase)
    : clockedState(timeline, sport, ms, phase);
}
