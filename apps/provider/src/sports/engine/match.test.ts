import { describe, expect, it } from 'vitest';
import { recordingDraw, scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { MAX_OVERTIMES, simulateMatch, stateAt } from './match.ts';
import type { Timeline } from './match.ts';
import { PPM, matchModel } from './model.ts';
import type { Strength } from './model.ts';
import { SPORT_CODES, getSport, scaledDurationMs } from './sports.ts';
import type { SportCode } from './sports.ts';

const EVEN: Strength = { home: 75, away: 75 };

function many(sport: SportCode, n: number, seed: number, strength: Strength = EVEN): Timeline[] {
  const draw = seededDraw(seed);
  return Array.from({ length: n }, () => simulateMatch(sport, strength, draw));
}

/** Every timeline invariant: events in order, they sum to the final score, periods agree. */
function checkTimeline(t: Timeline): void {
  let previous = 0;
  const sum = { home: 0, away: 0 };
  for (const event of t.events) {
    expect(event.atMs).toBeGreaterThanOrEqual(previous);
    expect(event.atMs).toBeLessThanOrEqual(t.durationMs);
    expect(Number.isInteger(event.atMs)).toBe(true);
    previous = event.atMs;
    sum[event.side] += event.points;
  }
  expect(sum).toEqual(t.final);
  const kind = getSport(t.sport).scoreKind;
  if (kind === 'goals' || kind === 'points') {
    expect(t.periods.reduce((s, p) => s + p.home, 0)).toBe(t.final.home);
    expect(t.periods.reduce((s, p) => s + p.away, 0)).toBe(t.final.away);
  } else {
    expect(t.periods.filter((p) => p.home > p.away).length).toBe(t.final.home);
    expect(t.periods.filter((p) => p.away > p.home).length).toBe(t.final.away);
  }
  expect(t.periods.at(-1)!.endMs).toBe(t.durationMs);
  expect(JSON.parse(JSON.stringify(t))).toEqual(t);
}

describe('simulated score distributions', () => {
  it('football: 2.2 to 3.0 goals a match over 20,000 matches, and home teams win more', () => {
    const timelines = many('football', 20_000, 1);
    let goals = 0;
    let homeWins = 0;
    let awayWins = 0;
    for (const t of timelines) {
      goals += t.final.home + t.final.away;
      if (t.final.home > t.final.away) homeWins += 1;
      if (t.final.away > t.final.home) awayWins += 1;
    }
    const mean = goals / timelines.length;
    expect(mean).toBeGreaterThan(2.2);
    expect(mean).toBeLessThan(3.0);
    // The model's exact mean is 90 x 28,889 ppm = 2.6; 4 SE (Binomial sd 1.6 / sqrt(20,000)).
    expect(Math.abs(mean - 2.6)).toBeLessThan((4 * 1.61) / Math.sqrt(20_000));
    expect(homeWins).toBeGreaterThan(awayWins);
    for (const t of timelines.slice(0, 500)) checkTimeline(t);
  });

  it('futsal: about 6 goals a match', () => {
    const timelines = many('futsal', 4_000, 2);
    const mean = timelines.reduce((s, t) => s + t.final.home + t.final.away, 0) / timelines.length;
    expect(mean).toBeGreaterThan(5.6);
    expect(mean).toBeLessThan(6.4);
  });

  it('basketball: never a draw, 150 to 180 points, overtime only after a tie', () => {
    const timelines = many('basketball', 6_000, 3);
    let total = 0;
    let overtimes = 0;
    for (const t of timelines) {
      expect(t.final.home).not.toBe(t.final.away);
      total += t.final.home + t.final.away;
      if (t.periods.length > 4) {
        overtimes += 1;
        const regulation = t.periods.slice(0, 4);
        expect(regulation.reduce((s, p) => s + p.home - p.away, 0)).toBe(0);
        expect(t.durationMs).toBeGreaterThan(t.regulationMs);
      } else {
        expect(t.durationMs).toBe(t.regulationMs);
      }
    }
    const mean = total / timelines.length;
    expect(mean).toBeGreaterThan(150);
    expect(mean).toBeLessThan(180);
    // Even sides tie after regulation about 3% of the time.
    expect(overtimes / timelines.length).toBeGreaterThan(0.01);
    expect(overtimes / timelines.length).toBeLessThan(0.06);
    for (const t of timelines.slice(0, 300)) checkTimeline(t);
  });

  it('basketball totals follow the sides: strong sides score more', () => {
    const mean = (strength: Strength) => {
      const ts = many('basketball', 1_000, 4, strength);
      return ts.reduce((s, t) => s + t.final.home + t.final.away, 0) / ts.length;
    };
    expect(mean({ home: 95, away: 95 })).toBeGreaterThan(mean({ home: 55, away: 55 }) + 10);
  });

  it('volleyball: 3 to 5 sets, the winner at exactly 3, sets to 25 (15 in the fifth) by 2', () => {
    const lengths = new Set<number>();
    for (const t of many('volleyball', 5_000, 5)) {
      const sets = t.final.home + t.final.away;
      expect(sets).toBeGreaterThanOrEqual(3);
      expect(sets).toBeLessThanOrEqual(5);
      expect(Math.max(t.final.home, t.final.away)).toBe(3);
      expect(Math.min(t.final.home, t.final.away)).toBeLessThan(3);
      lengths.add(sets);
      t.periods.forEach((set, i) => {
        const target = i === 4 ? 15 : 25;
        const high = Math.max(set.home, set.away);
        const low = Math.min(set.home, set.away);
        expect(high).toBeGreaterThanOrEqual(target);
        expect(high - low).toBeGreaterThanOrEqual(2);
        if (high > target) expect(high - low).toBe(2);
        expect(set.sequence).toHaveLength(set.home + set.away);
      });
    }
    expect([...lengths].sort()).toEqual([3, 4, 5]);
  });

  it('tennis: 2 or 3 sets, valid set scores, serve alternating through the match', () => {
    const scores = new Set<string>();
    for (const t of many('tennis', 8_000, 6, { home: 70, away: 70 })) {
      const sets = t.final.home + t.final.away;
      expect(sets === 2 || sets === 3).toBe(true);
      expect(Math.max(t.final.home, t.final.away)).toBe(2);
      let server = t.periods[0]!.firstServer!;
      for (const set of t.periods) {
        expect(set.firstServer).toBe(server);
        const high = Math.max(set.home, set.away);
        const low = Math.min(set.home, set.away);
        expect((high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6))).toBe(true);
        scores.add(`${high}-${low}`);
        if ((set.home + set.away) % 2 === 1) server = server === 'home' ? 'away' : 'home';
      }
    }
    expect([...scores].sort()).toEqual(['6-0', '6-1', '6-2', '6-3', '6-4', '7-5', '7-6']);
  });

  it('e-sports: best of 3 maps, each map first to 13 rounds', () => {
    for (const t of many('esports', 4_000, 7)) {
      expect(Math.max(t.final.home, t.final.away)).toBe(2);
      for (const map of t.periods) {
        expect(Math.max(map.home, map.away)).toBe(13);
        expect(Math.min(map.home, map.away)).toBeLessThan(13);
      }
      checkTimeline(t);
    }
  });

  it('every sport gives valid timelines', () => {
    for (const sport of SPORT_CODES) {
      for (const t of many(sport, 200, 8, { home: 88, away: 61 })) {
        expect(t.sport).toBe(sport);
        checkTimeline(t);
      }
    }
  });
});

describe('simulateMatch draws', () => {
  it('football: two draws a minute, a goal when a draw is under the side rate', () => {
    const model = matchModel('football', EVEN);
    if (model.kind !== 'goals') throw new Error('football is a goal model');
    // Minute 1 home goal, minute 2 away goal, then nothing.
    const values = [
      0,
      PPM - 1,
      PPM - 1,
      model.awayPpm - 1,
      ...new Array<number>(176).fill(PPM - 1),
    ];
    const t = simulateMatch('football', EVEN, scriptedDraw(values));
    expect(t.final).toEqual({ home: 1, away: 1 });
    expect(t.events.map((e) => [e.side, e.label.en])).toEqual([
      ['home', "Goal 1'"],
      ['away', "Goal 2'"],
    ]);
    // Minute m's goals are in at 60 m simulated seconds: 480,000 ms x m / 90.
    expect(t.events.map((e) => e.atMs)).toEqual([5_334, 10_667]);
    const recorded = recordingDraw(seededDraw(1));
    simulateMatch('futsal', EVEN, recorded.draw);
    expect(recorded.values).toHaveLength(80);
  });

  it('is deterministic given the draw', () => {
    for (const sport of SPORT_CODES) {
      expect(simulateMatch(sport, EVEN, seededDraw(42))).toEqual(
        simulateMatch(sport, EVEN, seededDraw(42)),
      );
    }
  });

  it('tennis tosses for the first server', () => {
    const rest = seededDraw(9);
    expect(simulateMatch('tennis', EVEN, scriptedDraw([0], rest)).periods[0]!.firstServer).toBe(
      'home',
    );
    expect(simulateMatch('tennis', EVEN, scriptedDraw([1], rest)).periods[0]!.firstServer).toBe(
      'away',
    );
  });

  it('caps basketball overtime on a broken stream and refuses a never-ending set', () => {
    // Every possession a three: level for ever, so MAX_OVERTIMES then one drawn free throw.
    const t = simulateMatch('basketball', EVEN, () => 0);
    expect(t.periods).toHaveLength(4 + MAX_OVERTIMES);
    expect(t.final.home - t.final.away).toBe(1);
    // Alternating rallies never end a volleyball set.
    let k = 0;
    expect(() => simulateMatch('volleyball', EVEN, () => (k++ % 2 === 0 ? 0 : PPM - 1))).toThrow(
      /never ends/,
    );
  });

  it('refuses bad strengths', () => {
    expect(() => simulateMatch('football', { home: 0, away: 50 }, seededDraw(1))).toThrow(
      RangeError,
    );
    expect(() => simulateMatch('football', { home: 50.5, away: 50 }, seededDraw(1))).toThrow(
      RangeError,
    );
  });
});

describe('stateAt', () => {
  it('football: pre, live minute by minute, ended', () => {
    const t = simulateMatch('football', EVEN, seededDraw(10));
    expect(stateAt(t, 'football', -1)).toMatchObject({
      phase: 'pre',
      clockLabel: "0'",
      score: { home: 0, away: 0 },
      elapsedFraction: 0,
    });
    const live = stateAt(t, 'football', 0);
    expect(live).toMatchObject({ phase: 'live', clockLabel: "1'", elapsedFraction: 0 });
    // 63 minutes = 3,780 simulated seconds = 336,000 ms: the clock shows the 64th minute.
    expect(stateAt(t, 'football', 336_000)).toMatchObject({
      clockLabel: "64'",
      elapsedFraction: 0.7,
    });
    expect(stateAt(t, 'football', 479_999).clockLabel).toBe("90'");
    const ended = stateAt(t, 'football', 480_000);
    expect(ended).toMatchObject({
      phase: 'ended',
      clockLabel: 'FT',
      score: t.final,
      elapsedFraction: 1,
    });
    expect(ended.detail.periods).toHaveLength(2);
  });

  it('shows every event exactly from its time, and scores never go down', () => {
    for (const sport of SPORT_CODES) {
      const t = simulateMatch(sport, { home: 80, away: 72 }, seededDraw(11));
      for (const event of t.events) {
        const before = stateAt(t, sport, event.atMs - 1).score;
        const at = stateAt(t, sport, event.atMs).score;
        expect(at[event.side]).toBeGreaterThan(before[event.side]);
      }
      let previous = { home: 0, away: 0 };
      for (let ms = -1000; ms <= t.durationMs + 1000; ms += 997) {
        const state = stateAt(t, sport, ms);
        expect(state.score.home).toBeGreaterThanOrEqual(previous.home);
        expect(state.score.away).toBeGreaterThanOrEqual(previous.away);
        previous = state.score;
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }
      expect(previous).toEqual(t.final);
    }
  });

  it('clocked sports: an event is in exactly when its simulated second is played', () => {
    // At 37x speed a simulated second is a fraction of a millisecond off the grid: the integer
    // mapping must still agree with the fraction the prices read (odds.ts rounds it back).
    for (const sport of ['football', 'futsal', 'basketball'] as const) {
      const t = simulateMatch(sport, EVEN, seededDraw(12), { speed: 37 });
      const units = sport === 'basketball' ? 2400 : getSport(sport).periods.minutes * 120;
      const step = sport === 'basketball' ? 15 : 60;
      // Each event's simulated second: the multiple of `step` whose time is its atMs.
      const eventUnits = t.events.map((e) => {
        const u = step * Math.round((e.atMs * units) / (t.regulationMs * step));
        expect(Math.ceil((u * t.regulationMs) / units)).toBe(e.atMs);
        return u;
      });
      for (let ms = 0; ms < t.durationMs; ms += 7) {
        const played = Math.round(stateAt(t, sport, ms).elapsedFraction * units);
        t.events.forEach((e, i) => expect(e.atMs <= ms).toBe(eventUnits[i]! <= played));
      }
    }
  });

  it('basketball: quarter clocks count down, overtime is labelled', () => {
    const t = simulateMatch('basketball', EVEN, () => 0); // level to the overtime cap
    const quarter = t.regulationMs / 4;
    expect(stateAt(t, 'basketball', 0).clockLabel).toBe('Q1 10:00');
    expect(stateAt(t, 'basketball', Math.ceil(quarter * 2.5)).clockLabel).toBe('Q3 05:00');
    expect(stateAt(t, 'basketball', t.regulationMs).clockLabel).toBe('OT1 05:00');
    // 175 ms a simulated second; at a period's end the next one starts.
    expect(stateAt(t, 'basketball', t.regulationMs + quarter / 2 - 1).clockLabel).toBe('OT1 00:01');
    expect(stateAt(t, 'basketball', t.regulationMs + quarter / 2).clockLabel).toBe('OT2 05:00');
    expect(stateAt(t, 'basketball', t.regulationMs + quarter / 2 + 175).clockLabel).toBe(
      'OT2 04:59',
    );
    expect(stateAt(t, 'basketball', t.regulationMs).elapsedFraction).toBe(1);
    expect(stateAt(t, 'basketball', t.durationMs).clockLabel).toBe('FT');
  });

  it('set sports: the set in play, its points, and the sets won', () => {
    const t = simulateMatch('volleyball', EVEN, seededDraw(13));
    const slot = t.regulationMs / 5;
    const first = t.periods[0]!;
    expect(stateAt(t, 'volleyball', 0)).toMatchObject({
      clockLabel: 'Set 1',
      current: { home: 0, away: 0 },
      score: { home: 0, away: 0 },
    });
    const half = stateAt(t, 'volleyball', slot / 2);
    const n = first.sequence!.length;
    const played = Math.floor(((slot / 2) * n) / slot);
    expect(half.current!.home + half.current!.away).toBe(played);
    const second = stateAt(t, 'volleyball', slot);
    expect(second.clockLabel).toBe('Set 2');
    expect(second.current).toEqual({ home: 0, away: 0 });
    expect(second.score).toEqual(
      first.home > first.away ? { home: 1, away: 0 } : { home: 0, away: 1 },
    );
    expect(second.detail.periods[0]).toEqual({ home: first.home, away: first.away });
    expect(stateAt(t, 'volleyball', t.durationMs)).toMatchObject({
      phase: 'ended',
      score: t.final,
    });
  });

  it('tennis: who serves next alternates game by game', () => {
    const t = simulateMatch('tennis', EVEN, seededDraw(14));
    const slot = t.regulationMs / 3;
    const first = t.periods[0]!;
    const n = first.sequence!.length;
    for (let ms = 0; ms < slot; ms += 1000) {
      const state = stateAt(t, 'tennis', ms);
      const games = state.current!.home + state.current!.away;
      const expected =
        games % 2 === 0 ? first.firstServer : first.firstServer === 'home' ? 'away' : 'home';
      expect(state.server).toBe(expected);
      expect(games).toBeLessThan(n);
    }
    expect(stateAt(t, 'tennis', -5).server).toBeUndefined();
  });

  it('runs a match in seconds at a higher speed', () => {
    const t = simulateMatch('football', EVEN, seededDraw(15), { speed: 100 });
    expect(t.regulationMs).toBe(scaledDurationMs('football', 100));
    expect(t.durationMs).toBe(4_800);
    expect(stateAt(t, 'football', 2_400).clockLabel).toBe("46'");
    const slow = simulateMatch('football', EVEN, seededDraw(15));
    expect(slow.final).toEqual(t.final);
  });

  it('refuses a timeline of another sport', () => {
    const t = simulateMatch('football', EVEN, seededDraw(16));
    expect(() => stateAt(t, 'futsal', 0)).toThrow(RangeError);
  });
});
