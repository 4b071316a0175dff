import { describe, expect, it } from 'vitest';
import { seededDraw } from '../../engines/testing/seeded-draw.ts';
import { simulateMatch, stateAt } from './match.ts';
import type { MatchState } from './match.ts';
import type { Strength } from './model.ts';
import {
  MARGIN,
  MAX_ODDS,
  MIN_ODDS,
  matchOutlook,
  oddsFromProbabilities,
  priceMarkets,
  raceSetProbability,
} from './odds.ts';
import type { Market, PricingState } from './odds.ts';
import { SPORT_CODES, getSport } from './sports.ts';
import type { Score, SportCode } from './sports.ts';

/** The stated bound: floor rounding adds less than 0.0107 to 1 + MARGIN (odds.ts). */
const LOW = 1 + MARGIN - 1e-9;
const HIGH = 1 + MARGIN + 0.0107;

const PRE: PricingState = { score: { home: 0, away: 0 }, elapsedFraction: 0 };
const STRENGTHS: Strength[] = [
  { home: 75, away: 75 },
  { home: 95, away: 55 },
  { home: 55, away: 95 },
  { home: 82, away: 71 },
];

function overround(market: Market): number {
  return market.selections.reduce((s, x) => s + 100 / x.oddsHundredths, 0);
}

function checkMarket(sport: SportCode, market: Market): void {
  expect(market.selections.length).toBeGreaterThanOrEqual(2);
  const sum = overround(market);
  expect(sum).toBeGreaterThanOrEqual(LOW);
  expect(sum).toBeLessThanOrEqual(HIGH);
  for (const selection of market.selections) {
    expect(Number.isInteger(selection.oddsHundredths)).toBe(true);
    expect(selection.oddsHundredths).toBeGreaterThanOrEqual(MIN_ODDS);
    expect(selection.oddsHundredths).toBeLessThanOrEqual(MAX_ODDS);
    expect(selection.label.pt.length).toBeGreaterThan(0);
    expect(selection.label.en.length).toBeGreaterThan(0);
  }
  expect(new Set(market.selections.map((s) => s.code)).size).toBe(market.selections.length);
  if (market.code === 'TOTAL' || market.code === 'HANDICAP') {
    expect(Math.abs(market.line! % 1)).toBe(0.5);
  } else {
    expect(market.line).toBeUndefined();
  }
  if (market.code === '1X2') expect(getSport(sport).drawPossible).toBe(true);
  if (market.code === 'ML') expect(getSport(sport).drawPossible).toBe(false);
}

function byCode(markets: Market[], code: string): Market | undefined {
  return markets.find((m) => m.code === code);
}

function odds(markets: Market[], market: string, selection: string): number | undefined {
  return byCode(markets, market)?.selections.find((s) => s.code === selection)?.oddsHundredths;
}

describe('oddsFromProbabilities', () => {
  it('scales by 1 + MARGIN and floors to the hundredth', () => {
    expect(MARGIN).toBe(0.06);
    // 1 / (0.5 x 1.06) = 1.8867...: 1.88.
    expect(oddsFromProbabilities([0.5, 0.5])).toEqual([188, 188]);
    // Weights are normalised.
    expect(oddsFromProbabilities([1, 1])).toEqual([188, 188]);
    // 1 / (0.25 x 1.06) = 3.7735...
    expect(oddsFromProbabilities([0.25, 0.75])).toEqual([377, 125]);
  });

  it('keeps every market within [1 + MARGIN, 1 + MARGIN + 0.0107] and never over fair', () => {
    const draw = seededDraw(1);
    let priced = 0;
    for (let trial = 0; trial < 3_000; trial += 1) {
      const n = 2 + draw(25);
      // Skewed weights: many longshots, some near-certain favourites.
      const weights = Array.from({ length: n }, () => (draw(1000) + 1) ** (1 + draw(6)));
      if (draw(4) === 0) weights[0] = 0;
      const total = weights.reduce((s, w) => s + w, 0);
      const result = oddsFromProbabilities(weights);
      if (result === null) continue;
      priced += 1;
      let sum = 0;
      result.forEach((o, i) => {
        if (weights[i] === 0) {
          expect(o).toBeNull();
          return;
        }
        expect(o).not.toBeNull();
        expect(o!).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(o!).toBeLessThanOrEqual(MAX_ODDS);
        // Never better than fair for the player: implied >= fair probability.
        expect(100 / o!).toBeGreaterThanOrEqual(weights[i]! / total - 1e-12);
        sum += 100 / o!;
      });
      expect(sum).toBeGreaterThanOrEqual(LOW);
      expect(sum).toBeLessThanOrEqual(HIGH);
    }
    expect(priced).toBeGreaterThan(1_200);
  });

  it('pins longshots at 1000.00 and keeps the sum by scaling the rest', () => {
    const result = oddsFromProbabilities([0.6, 0.3999, 0.0001])!;
    expect(result[2]).toBe(MAX_ODDS);
    const scale = (1 + MARGIN - 0.001) / 0.9999;
    expect(result[0]).toBe(Math.floor(100 / (0.6 * scale)));
    expect(result[1]).toBe(Math.floor(100 / (0.3999 * scale)));
  });

  it('suspends a market whose favourite would price under 1.01, or with one live selection', () => {
    // 0.934 x 1.06 = 0.99004 <= 1 / 1.01 = 0.990099: priced at 1.01.
    expect(oddsFromProbabilities([0.934, 0.066])![0]).toBe(101);
    expect(oddsFromProbabilities([0.935, 0.065])).toBeNull();
    expect(oddsFromProbabilities([1, 0, 0])).toBeNull();
    expect(oddsFromProbabilities([0, 0])).toBeNull();
    expect(() => oddsFromProbabilities([0.5, -0.1])).toThrow(RangeError);
    expect(() => oddsFromProbabilities([0.5, Number.NaN])).toThrow(RangeError);
  });
});

describe('priceMarkets margins', () => {
  it('every market of every sport, pre-match, within the bound (widest pairings included)', () => {
    for (const sport of SPORT_CODES) {
      for (const strength of STRENGTHS) {
        const markets = priceMarkets(sport, strength, PRE);
        const codes = markets.map((m) => m.code);
        const result = getSport(sport).drawPossible ? '1X2' : 'ML';
        expect(codes).toContain(result);
        expect(codes).toContain('TOTAL');
        expect(codes).toContain('HANDICAP');
        if (sport !== 'basketball') expect(codes).toContain('CORRECT_SCORE');
        for (const market of markets) checkMarket(sport, market);
      }
    }
  });

  it('every market of every sport, in play through whole simulated matches', () => {
    const draw = seededDraw(2);
    let markets = 0;
    for (const sport of SPORT_CODES) {
      for (const strength of STRENGTHS) {
        for (let match = 0; match < 6; match += 1) {
          const t = simulateMatch(sport, strength, draw);
          for (let k = 0; k <= 24; k += 1) {
            const state = stateAt(
              t,
              sport,
              Math.floor((k * t.durationMs) / 24) - (k === 24 ? 1 : 0),
            );
            for (const market of priceMarkets(sport, strength, state)) {
              checkMarket(sport, market);
              markets += 1;
            }
          }
        }
      }
    }
    expect(markets).toBeGreaterThan(1500);
  });

  it('prices nothing once a match has ended', () => {
    const t = simulateMatch('football', STRENGTHS[0]!, seededDraw(3));
    expect(priceMarkets('football', STRENGTHS[0]!, stateAt(t, 'football', t.durationMs))).toEqual(
      [],
    );
    // The same at the final whistle without the phase: every outcome is known.
    expect(
      priceMarkets('football', STRENGTHS[0]!, { score: { home: 2, away: 1 }, elapsedFraction: 1 }),
    ).toEqual([]);
    expect(
      priceMarkets('volleyball', STRENGTHS[0]!, {
        score: { home: 3, away: 1 },
        elapsedFraction: 1,
      }),
    ).toEqual([]);
  });
});

describe('the fair outlook', () => {
  it('is a probability law: results, margins, totals and correct scores each sum to 1', () => {
    const draw = seededDraw(4);
    for (const sport of SPORT_CODES) {
      const strength = STRENGTHS[1]!;
      const t = simulateMatch(sport, strength, draw);
      for (let k = 0; k < 10; k += 1) {
        const state = stateAt(t, sport, Math.floor((k * t.durationMs) / 10));
        const o = matchOutlook(sport, strength, state);
        expect(o.result.home + o.result.draw + o.result.away).toBeCloseTo(1, 9);
        expect(o.margin.p.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        expect(o.total.p.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        if (!getSport(sport).drawPossible) expect(o.result.draw).toBe(0);
        if (sport === 'basketball') {
          expect(o.correctScore).toBeNull();
        } else {
          expect(o.correctScore!.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 9);
        }
      }
    }
  });

  it('football correct score: the 0-0..4-4 grid plus OTHER, impossible scores left out', () => {
    const o = matchOutlook('football', STRENGTHS[0]!, PRE);
    expect(o.correctScore!.map((c) => c.code)).toHaveLength(26);
    expect(o.correctScore!.at(-1)!.code).toBe('OTHER');
    const markets = priceMarkets('football', STRENGTHS[0]!, {
      score: { home: 2, away: 0 },
      elapsedFraction: 0.5,
    });
    const cs = byCode(markets, 'CORRECT_SCORE')!;
    expect(cs.selections.map((s) => s.code)).not.toContain('0-0');
    expect(cs.selections.map((s) => s.code)).not.toContain('1-3');
    expect(cs.selections.map((s) => s.code)).toContain('2-0');
    expect(cs.selections.map((s) => s.code)).toContain('OTHER');
    // Past the grid only OTHER can win: the market is decided and left out.
    expect(
      byCode(
        priceMarkets('football', STRENGTHS[0]!, {
          score: { home: 5, away: 0 },
          elapsedFraction: 0.5,
        }),
        'CORRECT_SCORE',
      ),
    ).toBeUndefined();
  });

  it('set sports correct score: the exact set or map scores', () => {
    const codes = (sport: SportCode) =>
      byCode(priceMarkets(sport, STRENGTHS[0]!, PRE), 'CORRECT_SCORE')!.selections.map(
        (s) => s.code,
      );
    expect(codes('volleyball')).toEqual(['3-0', '3-1', '3-2', '2-3', '1-3', '0-3']);
    expect(codes('tennis')).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(codes('esports')).toEqual(['2-0', '2-1', '1-2', '0-2']);
    const inPlay = byCode(
      priceMarkets('volleyball', STRENGTHS[0]!, {
        score: { home: 1, away: 1 },
        elapsedFraction: 0.5,
      }),
      'CORRECT_SCORE',
    )!;
    expect(inPlay.selections.map((s) => s.code)).toEqual(['3-1', '3-2', '2-3', '1-3']);
  });

  it('even sides: evens, and symmetric strengths mirror each other', () => {
    for (const sport of ['tennis', 'esports'] as const) {
      const o = matchOutlook(sport, { home: 70, away: 70 }, PRE);
      expect(o.result.home).toBeCloseTo(0.5, 12);
    }
    const a = matchOutlook('esports', { home: 80, away: 60 }, PRE);
    const b = matchOutlook('esports', { home: 60, away: 80 }, PRE);
    expect(a.result.home).toBeCloseTo(b.result.away, 12);
    // Home advantage where there is one.
    for (const sport of ['football', 'futsal', 'basketball', 'volleyball'] as const) {
      const o = matchOutlook(sport, { home: 70, away: 70 }, PRE);
      expect(o.result.home).toBeGreaterThan(o.result.away);
    }
  });

  it('race sets: exact, with the deuce closed form', () => {
    expect(raceSetProbability(0.5, 25, 2, { home: 0, away: 0 })).toBeCloseTo(0.5, 12);
    expect(raceSetProbability(0.7, 1, 1, { home: 0, away: 0 })).toBeCloseTo(0.7, 12);
    expect(raceSetProbability(0.6, 25, 2, { home: 24, away: 24 })).toBeCloseTo(
      0.36 / (0.36 + 0.16),
      12,
    );
    expect(raceSetProbability(0.6, 25, 2, { home: 30, away: 29 })).toBeCloseTo(
      0.6 + 0.4 * (0.36 / 0.52),
      12,
    );
    // First to 2 (win by 1) from 0-0: p^2 + 2 p^2 q.
    expect(raceSetProbability(0.6, 2, 1, { home: 0, away: 0 })).toBeCloseTo(
      0.36 + 2 * 0.36 * 0.4,
      12,
    );
    // A brute-force walk over 400 rallies agrees at 25 by 2.
    const p = 0.53;
    let states = new Map<string, number>([['0,0', 1]]);
    let win = 0;
    for (let step = 0; step < 400; step += 1) {
      const next = new Map<string, number>();
      for (const [key, mass] of states) {
        const [h, a] = key.split(',').map(Number) as [number, number];
        for (const [dh, da, q] of [
          [1, 0, p],
          [0, 1, 1 - p],
        ] as const) {
          const nh = h + dh;
          const na = a + da;
          if (nh >= 25 && nh - na >= 2) win += mass * q;
          else if (!(na >= 25 && na - nh >= 2)) {
            // Fold deuce states: only the difference matters past 24-24.
            const fh = nh >= 24 && na >= 24 ? 24 + (nh - na > 0 ? 1 : 0) : nh;
            const fa = nh >= 24 && na >= 24 ? 24 + (na - nh > 0 ? 1 : 0) : na;
            next.set(`${fh},${fa}`, (next.get(`${fh},${fa}`) ?? 0) + mass * q);
          }
        }
      }
      states = next;
    }
    expect(raceSetProbability(p, 25, 2, { home: 0, away: 0 })).toBeCloseTo(win, 10);
    expect(() => raceSetProbability(0.5, 25, 3, { home: 0, away: 0 })).toThrow(RangeError);
  });

  it('refuses impossible states', () => {
    const s = STRENGTHS[0]!;
    expect(() =>
      matchOutlook('volleyball', s, { score: { home: 4, away: 0 }, elapsedFraction: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      matchOutlook('volleyball', s, { ...PRE, current: { home: 26, away: 20 } }),
    ).toThrow(RangeError);
    expect(() =>
      matchOutlook('volleyball', s, { ...PRE, current: { home: 28, away: 25 } }),
    ).toThrow(RangeError);
    expect(() => matchOutlook('tennis', s, { ...PRE, current: { home: 7, away: 3 } })).toThrow(
      RangeError,
    );
    expect(() => matchOutlook('tennis', s, { ...PRE, current: { home: 6, away: 4 } })).toThrow(
      RangeError,
    );
    expect(() =>
      matchOutlook('football', s, { score: { home: -1, away: 0 }, elapsedFraction: 0 }),
    ).toThrow(RangeError);
    expect(() => matchOutlook('football', s, { ...PRE, elapsedFraction: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('odds move with the score and the clock', () => {
  const s: Strength = { home: 78, away: 74 };
  const fair = (sport: SportCode, state: PricingState) => matchOutlook(sport, s, state).result;
  const at = (
    score: Score,
    elapsedFraction: number,
    extra: Partial<PricingState> = {},
  ): PricingState => ({
    score,
    elapsedFraction,
    ...extra,
  });

  it('football and futsal: a goal shortens the scorer and lengthens the other side', () => {
    for (const sport of ['football', 'futsal'] as const) {
      const before = priceMarkets(sport, s, at({ home: 0, away: 0 }, 0.3));
      const home = priceMarkets(sport, s, at({ home: 1, away: 0 }, 0.3));
      const away = priceMarkets(sport, s, at({ home: 0, away: 1 }, 0.3));
      expect(odds(home, '1X2', '1')!).toBeLessThan(odds(before, '1X2', '1')!);
      expect(odds(home, '1X2', '2')!).toBeGreaterThan(odds(before, '1X2', '2')!);
      expect(odds(away, '1X2', '2')!).toBeLessThan(odds(before, '1X2', '2')!);
      expect(odds(away, '1X2', '1')!).toBeGreaterThan(odds(before, '1X2', '1')!);
      expect(fair(sport, at({ home: 1, away: 0 }, 0.3)).home).toBeGreaterThan(
        fair(sport, at({ home: 0, away: 0 }, 0.3)).home,
      );
    }
  });

  it('football: the clock shortens the draw at 0-0 and the leader at 1-0', () => {
    let draw = 0;
    let leader = 0;
    for (const f of [0, 0.2, 0.4, 0.6, 0.8, 0.95]) {
      const level = fair('football', at({ home: 0, away: 0 }, f));
      const ahead = fair('football', at({ home: 1, away: 0 }, f));
      expect(level.draw).toBeGreaterThan(draw);
      expect(ahead.home).toBeGreaterThan(leader);
      draw = level.draw;
      leader = ahead.home;
    }
    // Total goals: the over on a fixed line drifts out as time passes at 0-0.
    const over = (f: number) =>
      odds(
        priceMarkets('football', s, at({ home: 0, away: 0 }, f), { lines: { TOTAL: 1.5 } }),
        'TOTAL',
        'OVER',
      )!;
    expect(over(0.5)).toBeGreaterThan(over(0));
    expect(over(0.8)).toBeGreaterThan(over(0.5));
  });

  it('basketball: a basket moves the moneyline and the clock firms the leader', () => {
    const level = fair('basketball', at({ home: 60, away: 60 }, 0.5));
    const up = fair('basketball', at({ home: 63, away: 60 }, 0.5));
    expect(up.home).toBeGreaterThan(level.home);
    expect(fair('basketball', at({ home: 63, away: 60 }, 0.9)).home).toBeGreaterThan(up.home);
    const a = priceMarkets('basketball', s, at({ home: 60, away: 60 }, 0.5));
    const b = priceMarkets('basketball', s, at({ home: 60, away: 63 }, 0.5));
    expect(odds(b, 'ML', '1')!).toBeGreaterThan(odds(a, 'ML', '1')!);
    expect(odds(b, 'ML', '2')!).toBeLessThan(odds(a, 'ML', '2')!);
  });

  it('basketball: level at the buzzer goes to overtime; a lead at the buzzer is final', () => {
    const ot = fair('basketball', at({ home: 80, away: 80 }, 1));
    expect(ot.home).toBeGreaterThan(0.4);
    expect(ot.home).toBeLessThan(0.7);
    expect(ot.draw).toBe(0);
    const total = byCode(priceMarkets('basketball', s, at({ home: 80, away: 80 }, 1)), 'TOTAL')!;
    expect(total.line).toBeGreaterThan(160);
    expect(priceMarkets('basketball', s, at({ home: 82, away: 80 }, 1))).toEqual([]);
    // Mid-overtime, with the overtime's possessions left.
    expect(fair('basketball', at({ home: 84, away: 80 }, 1.1)).home).toBeGreaterThan(0.8);
  });

  it('volleyball and e-sports: a rally or round moves the match', () => {
    for (const sport of ['volleyball', 'esports'] as const) {
      const level = fair(sport, at({ home: 0, away: 0 }, 0.1, { current: { home: 10, away: 10 } }));
      const home = fair(sport, at({ home: 0, away: 0 }, 0.1, { current: { home: 11, away: 10 } }));
      const away = fair(sport, at({ home: 0, away: 0 }, 0.1, { current: { home: 10, away: 11 } }));
      expect(home.home).toBeGreaterThan(level.home);
      expect(away.home).toBeLessThan(level.home);
      const set = fair(sport, at({ home: 1, away: 0 }, 0.4));
      expect(set.home).toBeGreaterThan(fair(sport, PRE).home);
    }
  });

  it('tennis: a break of serve moves the match more than a hold', () => {
    const level = fair(
      'tennis',
      at({ home: 0, away: 0 }, 0.1, { current: { home: 3, away: 3 }, server: 'home' }),
    );
    const hold = fair(
      'tennis',
      at({ home: 0, away: 0 }, 0.1, { current: { home: 4, away: 3 }, server: 'away' }),
    );
    const broken = fair(
      'tennis',
      at({ home: 0, away: 0 }, 0.1, { current: { home: 3, away: 4 }, server: 'away' }),
    );
    expect(hold.home).toBeGreaterThan(level.home);
    expect(broken.home).toBeLessThan(level.home);
    expect(level.home - broken.home).toBeGreaterThan(hold.home - level.home);
    // Unknown server: the average of both.
    const a = fair(
      'tennis',
      at({ home: 0, away: 0 }, 0.1, { current: { home: 2, away: 2 }, server: 'home' }),
    );
    const b = fair(
      'tennis',
      at({ home: 0, away: 0 }, 0.1, { current: { home: 2, away: 2 }, server: 'away' }),
    );
    const either = fair('tennis', at({ home: 0, away: 0 }, 0.1, { current: { home: 2, away: 2 } }));
    expect(either.home).toBeCloseTo((a.home + b.home) / 2, 12);
  });

  it('prices through stateAt: states feed priceMarkets directly', () => {
    const t = simulateMatch('tennis', s, seededDraw(5));
    const state: MatchState = stateAt(t, 'tennis', 60_000);
    expect(state.server).toBeDefined();
    expect(priceMarkets('tennis', s, state).length).toBeGreaterThan(0);
  });
});

describe('lines', () => {
  it('the main total is the half line closest to evens', () => {
    const s: Strength = { home: 75, away: 75 };
    expect(byCode(priceMarkets('football', s, PRE), 'TOTAL')!.line).toBe(2.5);
    expect(byCode(priceMarkets('futsal', s, PRE), 'TOTAL')!.line).toBe(5.5);
    for (const sport of SPORT_CODES) {
      const o = matchOutlook(sport, s, PRE);
      const line = byCode(priceMarkets(sport, s, PRE), 'TOTAL')!.line!;
      const over = (l: number) =>
        o.total.p.reduce((sum, p, i) => sum + (o.total.min + i > l ? p : 0), 0);
      expect(Math.abs(over(line) - 0.5)).toBeLessThanOrEqual(Math.abs(over(line + 1) - 0.5));
      expect(Math.abs(over(line) - 0.5)).toBeLessThanOrEqual(Math.abs(over(line - 1) - 0.5));
    }
    const basket = byCode(priceMarkets('basketball', s, PRE), 'TOTAL')!.line!;
    expect(basket).toBeGreaterThan(150);
    expect(basket).toBeLessThan(180);
  });

  it('handicaps: +-1.5 and beyond in football, +-1.5 sets or maps, any spread in basketball', () => {
    for (const strength of STRENGTHS) {
      expect(
        Math.abs(byCode(priceMarkets('football', strength, PRE), 'HANDICAP')!.line!),
      ).toBeGreaterThanOrEqual(1.5);
      for (const sport of ['volleyball', 'tennis', 'esports'] as const) {
        expect(Math.abs(byCode(priceMarkets(sport, strength, PRE), 'HANDICAP')!.line!)).toBe(1.5);
      }
    }
    // The stronger home side gives points.
    expect(byCode(priceMarkets('basketball', STRENGTHS[1]!, PRE), 'HANDICAP')!.line!).toBeLessThan(
      -5,
    );
    expect(
      byCode(priceMarkets('basketball', STRENGTHS[2]!, PRE), 'HANDICAP')!.line!,
    ).toBeGreaterThan(5);
    const labels = byCode(priceMarkets('football', STRENGTHS[1]!, PRE), 'HANDICAP')!.selections.map(
      (x) => x.label,
    );
    expect(labels[0]!.en).toMatch(/^Home -\d+\.5$/);
    expect(labels[1]!.pt).toMatch(/^Fora \+\d+,5$/);
  });

  it('leaves out decided lines: volleyball at 2-1 offers 4.5 sets, tennis at 1-1 no total', () => {
    const s = STRENGTHS[0]!;
    const volley = priceMarkets('volleyball', s, {
      score: { home: 2, away: 1 },
      elapsedFraction: 0.6,
    });
    expect(byCode(volley, 'TOTAL')!.line).toBe(4.5);
    const tennis = priceMarkets('tennis', s, { score: { home: 1, away: 1 }, elapsedFraction: 0.7 });
    expect(byCode(tennis, 'TOTAL')).toBeUndefined();
    expect(byCode(tennis, 'HANDICAP')).toBeUndefined();
    expect(byCode(tennis, 'ML')).toBeDefined();
  });

  it('prices a chosen half line, and leaves it out once decided', () => {
    const s = STRENGTHS[0]!;
    const m = priceMarkets('football', s, PRE, { lines: { TOTAL: 0.5, HANDICAP: 1.5 } });
    expect(byCode(m, 'TOTAL')!.line).toBe(0.5);
    expect(byCode(m, 'HANDICAP')!.line).toBe(1.5);
    const decided = priceMarkets(
      'football',
      s,
      { score: { home: 1, away: 0 }, elapsedFraction: 0.5 },
      { lines: { TOTAL: 0.5 } },
    );
    expect(byCode(decided, 'TOTAL')).toBeUndefined();
    expect(() => priceMarkets('football', s, PRE, { lines: { TOTAL: 2 } })).toThrow(RangeError);
  });
});
