import { describe, expect, it } from 'vitest';
import type { Draw } from './draw.ts';
import {
  CASCADE_RTP_ESTIMATE,
  describeSlotModel,
  exactSlotRtp,
  playSlot,
  SLOT_MODEL_IDS,
  SLOT_THEORETICAL_RTP,
  slotMaxWinBound,
} from './slots.ts';
import type { SlotModelId, SlotOutcome } from './slots.ts';
import { recordingDraw, scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

/** The draw value that lands on `symbol` in a column's weight table. */
function valueFor(id: SlotModelId, col: number, symbol: string): number {
  const description = describeSlotModel(id);
  const index = description.symbols.findIndex((entry) => entry.id === symbol);
  expect(index).toBeGreaterThanOrEqual(0);
  const weights = description.weights[col]!;
  expect(weights[index]).toBeGreaterThan(0);
  return weights.slice(0, index).reduce((sum, weight) => sum + weight, 0);
}

/** Draw values for a grid given column by column (top to bottom). */
function gridValues(id: SlotModelId, columns: string[][]): number[] {
  return columns.flatMap((column, col) => column.map((symbol) => valueFor(id, col, symbol)));
}

function checkInvariants(outcome: SlotOutcome): void {
  const { cols, rows, maxWinMultiplier, symbols } = describeSlotModel(outcome.modelId);
  const ids = new Set(symbols.map((symbol) => symbol.id));
  expect(outcome.grid).toBe(outcome.steps[0]!.grid);
  expect(outcome.steps.reduce((total, step) => total + step.winCents, 0)).toBe(outcome.winCents);
  expect(outcome.winCents).toBeLessThanOrEqual(outcome.betCents * maxWinMultiplier);
  expect(Number.isInteger(outcome.winCents)).toBe(true);
  expect(outcome.winMultiplier).toBe(outcome.winCents / outcome.betCents);
  for (const step of outcome.steps) {
    expect(step.grid).toHaveLength(cols);
    for (const column of step.grid) {
      expect(column).toHaveLength(rows);
      for (const symbol of column) expect(ids.has(symbol)).toBe(true);
    }
    expect(Number.isInteger(step.winCents)).toBe(true);
    for (const win of step.wins) {
      expect(win.payUnits).toBeGreaterThan(0);
      for (const { col, row } of win.positions) {
        expect(col >= 0 && col < cols && row >= 0 && row < rows).toBe(true);
      }
    }
  }
}

describe('slot models', () => {
  it('describes every model with its bet step, cap and paytable', () => {
    expect(SLOT_MODEL_IDS).toEqual(['cascade', 'freespins', 'multiplier']);
    for (const id of SLOT_MODEL_IDS) {
      const description = describeSlotModel(id);
      expect(description.id).toBe(id);
      expect(description.weights).toHaveLength(description.cols);
      for (const column of description.weights) {
        expect(column).toHaveLength(description.symbols.length);
      }
      expect(description.betStepCents % description.payDivisor).toBe(0);
      expect(description.maxWinMultiplier).toBe(5000);
      expect(description.featureKey).toBe(`provider.slots.features.${id}`);
      expect(Object.keys(description.paytable).length).toBeGreaterThan(0);
    }
    expect(describeSlotModel('cascade').stepMultipliers).toEqual([1, 2, 3, 5]);
    expect(describeSlotModel('freespins').lines).toHaveLength(10);
    expect(describeSlotModel('multiplier').randomMultipliers?.map((m) => m.multiplier)).toEqual([
      1, 2, 3, 5, 10,
    ]);
  });

  it('keeps wilds off the first reel (the exact formulas rely on it)', () => {
    for (const id of ['freespins', 'multiplier'] as const) {
      const description = describeSlotModel(id);
      const wild = description.symbols.findIndex((symbol) => symbol.kind === 'wild');
      expect(description.weights[0]![wild]).toBe(0);
    }
  });

  it('has exact RTPs for freespins and multiplier, in 94-97%, with an unreachable cap', () => {
    for (const id of ['freespins', 'multiplier'] as const) {
      const exact = exactSlotRtp(id)!;
      expect(Math.abs(exact - SLOT_THEORETICAL_RTP[id])).toBeLessThan(1e-8);
      expect(slotMaxWinBound(id)).toBeLessThan(describeSlotModel(id).maxWinMultiplier);
    }
    expect(exactSlotRtp('cascade')).toBeNull();
    for (const id of SLOT_MODEL_IDS) {
      expect(SLOT_THEORETICAL_RTP[id]).toBeGreaterThanOrEqual(0.94);
      expect(SLOT_THEORETICAL_RTP[id]).toBeLessThanOrEqual(0.97);
    }
  });

  it('records the cascade estimate inside its own 99% interval', () => {
    const { rtp, ci99, standardError } = CASCADE_RTP_ESTIMATE;
    expect(ci99[0]).toBeGreaterThanOrEqual(0.94);
    expect(ci99[1]).toBeLessThanOrEqual(0.97);
    expect(Math.abs(ci99[0] - (rtp - 2.576 * standardError))).toBeLessThan(1e-5);
    expect(Math.abs(SLOT_THEORETICAL_RTP.cascade - rtp)).toBeLessThan(standardError);
  });
});

describe('playSlot', () => {
  it('refuses bets that are not positive multiples of the step', () => {
    for (const id of SLOT_MODEL_IDS) {
      const step = describeSlotModel(id).betStepCents;
      for (const bet of [0, -step, step + 1, step / 2, Number.NaN, 1e12]) {
        expect(() => playSlot(id, bet, seededDraw(1))).toThrow(RangeError);
      }
      expect(() => playSlot(id, step, seededDraw(1))).not.toThrow();
    }
    expect(() => playSlot('nope' as SlotModelId, 20, seededDraw(1))).toThrow(RangeError);
  });

  it('replays a round exactly from its draws', () => {
    for (const id of SLOT_MODEL_IDS) {
      for (let seed = 1; seed <= 50; seed += 1) {
        const recorder = recordingDraw(seededDraw(seed));
        const outcome = playSlot(id, 200, recorder.draw);
        const replay = scriptedDraw(recorder.values);
        expect(playSlot(id, 200, replay)).toEqual(outcome);
        expect(replay.used()).toBe(recorder.values.length);
      }
    }
  });

  it('draws the same outcome whatever the stake; the stake only scales the win', () => {
    for (const id of SLOT_MODEL_IDS) {
      const step = describeSlotModel(id).betStepCents;
      for (let seed = 1; seed <= 300; seed += 1) {
        const small = playSlot(id, step, seededDraw(seed));
        const large = playSlot(id, step * 37, seededDraw(seed));
        expect(large.steps.map((s) => s.grid)).toEqual(small.steps.map((s) => s.grid));
        expect(large.winCents).toBe(small.winCents * 37);
        checkInvariants(small);
      }
    }
  });
});

describe('cascade', () => {
  const columns = (fill: (col: number, row: number) => string): string[][] =>
    Array.from({ length: 6 }, (_, col) => Array.from({ length: 5 }, (_, row) => fill(col, row)));

  it('removes winners, lets the rest fall and raises the multiplier', () => {
    // Eight h4 on rows 0 and 2 of columns 0-3; the rest cycles through the lows (no 8 of one).
    const lows = ['l1', 'l2', 'l3', 'l4', 'h1', 'h2', 'h3'];
    const initial = columns((col, row) =>
      col < 4 && (row === 0 || row === 2) ? 'h4' : lows[(col * 5 + row) % lows.length]!,
    );
    const refill = Array.from({ length: 8 }, () => valueFor('cascade', 0, 'h3'));
    const draw = scriptedDraw([...gridValues('cascade', initial), ...refill], seededDraw(1));
    const outcome = playSlot('cascade', 20, draw);
    const [spin, tumble] = outcome.steps;
    expect(spin!.kind).toBe('spin');
    expect(spin!.wins).toHaveLength(1);
    expect(spin!.wins[0]).toMatchObject({ symbol: 'h4', count: 8, payUnits: 60 });
    expect(spin!.winCents).toBe(60); // 60 units of 20 / 20 cents, x1
    expect(tumble!.kind).toBe('tumble');
    expect(tumble!.multiplier).toBe(2);
    // Column 0 was h4, l2, h4, l4, h1: the survivors fall to the bottom in order, two new on top.
    expect(initial[0]).toEqual(['h4', 'l2', 'h4', 'l4', 'h1']);
    expect(tumble!.grid[0]).toEqual(['h3', 'h3', 'l2', 'l4', 'h1']);
    // Columns 4 and 5 had no winner and do not move.
    expect(tumble!.grid[4]).toEqual(initial[4]);
    expect(tumble!.grid[5]).toEqual(initial[5]);
    checkInvariants(outcome);
  });

  it('stops at the 5000x cap', () => {
    const h4 = valueFor('cascade', 0, 'h4');
    const allH4: Draw = () => h4;
    const outcome = playSlot('cascade', 40, allH4);
    // 12+ h4 pays 1000 units = 50x; steps pay 50, 100, 150, then 250x each.
    expect(outcome.capped).toBe(true);
    expect(outcome.winCents).toBe(40 * 5000);
    expect(outcome.steps.map((step) => step.multiplier).slice(0, 5)).toEqual([1, 2, 3, 5, 5]);
    expect(outcome.steps).toHaveLength(22);
    expect(outcome.steps.at(-1)!.winCents).toBe(40 * (5000 - 50 - 100 - 150 - 250 * 18));
    checkInvariants(outcome);
  });

  it('ends every uncapped round on a grid without a win', () => {
    const draw = seededDraw(11);
    for (let i = 0; i < 2000; i += 1) {
      const outcome = playSlot('cascade', 20, draw);
      expect(outcome.steps.at(-1)!.wins).toEqual([]);
      outcome.steps.slice(0, -1).forEach((step, index) => {
        expect(step.wins.length).toBeGreaterThan(0);
        expect(step.multiplier).toBe([1, 2, 3, 5][Math.min(index, 3)]);
      });
    }
  });
});

describe('freespins', () => {
  const l = (symbol: string) => [symbol, symbol, symbol];

  it('pays lines left to right with the wild substituting', () => {
    const grid = [
      ['l2', 'h3', 'l3'],
      ['l4', 'wild', 'l1'],
      ['l1', 'h3', 'l4'],
      ['l2', 'l4', 'l3'],
      ['l1', 'l1', 'l4'],
    ];
    const outcome = playSlot('freespins', 10, scriptedDraw(gridValues('freespins', grid)));
    // Line 0 (middle row): h3 wild h3 l4 -> three h3 = 30 line bets; line bet = 1 cent.
    expect(outcome.steps[0]!.wins).toEqual([
      {
        symbol: 'h3',
        count: 3,
        line: 0,
        payUnits: 30,
        positions: [
          { col: 0, row: 1 },
          { col: 1, row: 1 },
          { col: 2, row: 1 },
        ],
      },
    ]);
    expect(outcome.winCents).toBe(30);
    expect(outcome.freeSpinsAwarded).toBe(0);
    expect(outcome.steps).toHaveLength(1);
  });

  it('awards free spins for three scatters, with expanding wilds', () => {
    const base = [
      ['scatter', 'l1', 'l2'],
      ['l3', 'scatter', 'l4'],
      ['l1', 'l2', 'l3'],
      ['l4', 'l1', 'scatter'],
      ['l2', 'l3', 'l4'],
    ];
    // First free spin: h1 on reel 1's middle, a wild on reel 2's top, h1 on reel 3's middle.
    const free = [['l1', 'h1', 'l2'], ['wild', 'l3', 'l4'], ['l2', 'h1', 'l3'], l('l4'), l('l2')];
    const values = [...gridValues('freespins', base), ...gridValues('freespins', free)];
    const outcome = playSlot('freespins', 10, scriptedDraw(values, seededDraw(3)));
    expect(outcome.freeSpinsAwarded).toBe(10);
    expect(outcome.steps).toHaveLength(11);
    expect(outcome.steps[0]!.wins).toEqual([
      {
        symbol: 'scatter',
        count: 3,
        payUnits: 30,
        positions: [
          { col: 0, row: 0 },
          { col: 1, row: 1 },
          { col: 3, row: 2 },
        ],
      },
    ]);
    const first = outcome.steps[1]!;
    expect(first.kind).toBe('free-spin');
    expect(first.grid).toEqual(free);
    expect(first.expandedReels).toEqual([1]);
    // The expanded wild completes h1 on line 0 (middle): h1 wild h1 = 3 x h1 = 15.
    expect(first.wins).toContainEqual({
      symbol: 'h1',
      count: 3,
      line: 0,
      payUnits: 15,
      positions: [
        { col: 0, row: 1 },
        { col: 1, row: 1 },
        { col: 2, row: 1 },
      ],
    });
    checkInvariants(outcome);
  });
});

describe('multiplier', () => {
  it('pays ways times the random multiplier: the largest possible round is 4860x', () => {
    // Multiplier weights 60/25/10/4/1: draw(100) = 99 is the 10x.
    const grid = [l5('h4'), l5('wild'), l5('wild'), l5('wild'), l5('h4')];
    const outcome = playSlot(
      'multiplier',
      20,
      scriptedDraw([99, ...gridValues('multiplier', grid)]),
    );
    const spin = outcome.steps[0]!;
    expect(spin.multiplier).toBe(10);
    // 243 ways of h4 x 40 units; every other symbol is cut by reel 1.
    expect(spin.wins).toEqual([
      expect.objectContaining({ symbol: 'h4', count: 5, ways: 243, payUnits: 9720 }),
    ]);
    expect(spin.wins[0]!.positions).toHaveLength(15);
    expect(outcome.winCents).toBe(97_200);
    expect(outcome.winMultiplier).toBe(4860);
    expect(outcome.capped).toBe(false);
  });

  it('counts ways as the product of matching cells per reel', () => {
    const grid = [
      ['l1', 'l1', 'h2'],
      ['l1', 'wild', 'l3'],
      ['l2', 'l1', 'l1'],
      ['h1', 'h2', 'h3'],
      ['l1', 'l1', 'l1'],
    ];
    const outcome = playSlot(
      'multiplier',
      20,
      scriptedDraw([0, ...gridValues('multiplier', grid)]),
    );
    // l1: 2 x 2 x 2 = 8 ways of three (2 units each); reel 4 breaks it.
    expect(outcome.steps[0]!.wins).toEqual([
      expect.objectContaining({ symbol: 'l1', count: 3, ways: 8, payUnits: 16 }),
    ]);
    expect(outcome.winCents).toBe(16);
  });

  function l5(symbol: string): string[] {
    return [symbol, symbol, symbol];
  }
});

describe('RTP by simulation (200,000 rounds a model, within 4 standard errors)', () => {
  for (const id of SLOT_MODEL_IDS) {
    it(id, () => {
      const draw = seededDraw(2024);
      const step = describeSlotModel(id).betStepCents;
      const n = 200_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i += 1) {
        const x = playSlot(id, step, draw).winMultiplier;
        sum += x;
        squares += x * x;
      }
      const mean = sum / n;
      const se = Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - SLOT_THEORETICAL_RTP[id])).toBeLessThan(4 * se);
    });
  }
});
