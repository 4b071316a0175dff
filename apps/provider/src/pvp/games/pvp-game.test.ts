import { describe, expect, it } from 'vitest';
import { assertTable, PvpActionError, rakeBasisPoints, settleNets, shuffle } from './pvp-game.ts';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { shuffleScript } from './testing/helpers.ts';

const nets = (entries: [number, number][]) => new Map(entries);

describe('shuffle', () => {
  it('is a permutation driven by the draw, and scripts replay a chosen order', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const out = shuffle(items, seededDraw(1));
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 10 }, (_, i) => i));
    const target = [3, 1, 4, 0, 5, 9, 2, 6, 8, 7];
    expect(shuffle(items, scriptedDraw(shuffleScript(items, target)))).toEqual(target);
  });

  it('puts each item in each position about equally often', () => {
    const draw = seededDraw(7);
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (let k = 0; k < 8000; k += 1) {
      shuffle([0, 1, 2, 3], draw).forEach((item, position) => (counts[item]![position]! += 1));
    }
    for (const row of counts)
      for (const count of row) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });
});

describe('settleNets (rake)', () => {
  it('takes the percent of what the winner won from others, floored', () => {
    expect(
      settleNets(
        nets([
          [1, 999],
          [2, -999],
        ]),
        [1, 2],
        5,
        1000,
      ),
    ).toEqual({
      deltas: { 1: 950, 2: -999 },
      rakeCents: 49,
    });
  });

  it('caps the rake per hand', () => {
    expect(
      settleNets(
        nets([
          [1, 10_000],
          [2, -10_000],
        ]),
        [1, 2],
        5,
        300,
      ).rakeCents,
    ).toBe(300);
  });

  it('takes nothing when not rakeable, at 0% or with a zero cap', () => {
    expect(
      settleNets(
        nets([
          [1, 500],
          [2, -500],
        ]),
        [1, 2],
        5,
        300,
        false,
      ).rakeCents,
    ).toBe(0);
    expect(
      settleNets(
        nets([
          [1, 500],
          [2, -500],
        ]),
        [1, 2],
        0,
        300,
      ).rakeCents,
    ).toBe(0);
    expect(
      settleNets(
        nets([
          [1, 500],
          [2, -500],
        ]),
        [1, 2],
        5,
        0,
      ).rakeCents,
    ).toBe(0);
  });

  it('splits the rake between winners by their nets, never above a net', () => {
    const { deltas, rakeCents } = settleNets(
      nets([
        [1, 1],
        [2, 2],
        [3, 97],
        [4, -100],
      ]),
      [3, 4, 1, 2],
      10,
      1000,
    );
    expect(rakeCents).toBe(10);
    expect(deltas[1]! + deltas[2]! + deltas[3]! + deltas[4]! + rakeCents).toBe(0);
    // Exact shares 0.1, 0.2, 9.7: floors 0, 0, 9, and the last cent to the largest fraction.
    expect(deltas).toEqual({ 1: 1, 2: 2, 3: 87, 4: -100 });
    for (let trial = 0; trial < 200; trial += 1) {
      const draw = seededDraw(trial);
      const a = draw(1000) + 1;
      const b = draw(1000) + 1;
      const result = settleNets(
        nets([
          [1, a],
          [2, b],
          [3, -a - b],
        ]),
        [1, 2, 3],
        100,
        1_000_000,
      );
      expect(result.rakeCents).toBe(a + b);
      expect(result.deltas[1]).toBe(0);
      expect(result.deltas[2]).toBe(0);
    }
  });

  it('supports two-decimal percents exactly and rejects others', () => {
    expect(rakeBasisPoints(2.5)).toBe(250);
    expect(rakeBasisPoints(0.07)).toBe(7);
    expect(
      settleNets(
        nets([
          [1, 10_000],
          [2, -10_000],
        ]),
        [1, 2],
        0.07,
        1000,
      ).rakeCents,
    ).toBe(7);
    expect(() => rakeBasisPoints(0.001)).toThrow(RangeError);
    expect(() => rakeBasisPoints(-1)).toThrow(RangeError);
    expect(() => rakeBasisPoints(101)).toThrow(RangeError);
  });

  it('refuses unbalanced nets or an order missing a winner', () => {
    expect(() =>
      settleNets(
        nets([
          [1, 5],
          [2, -4],
        ]),
        [1, 2],
        5,
        100,
      ),
    ).toThrow();
    expect(() =>
      settleNets(
        nets([
          [1, 5],
          [2, -5],
        ]),
        [2],
        5,
        100,
      ),
    ).toThrow();
  });
});

describe('assertTable', () => {
  const rules = { minSeats: 2, maxSeats: 3, stakeStepCents: 2, minStackCents: 100 };
  const table = { stakeCents: 100, rakePercent: 5, rakeCapCents: 300 };
  it('accepts a valid table and rejects caller bugs as RangeErrors', () => {
    const seats = [
      { seat: 0, stackCents: 100 },
      { seat: 4, stackCents: 500 },
    ];
    expect(() => assertTable({ ...table, seats }, rules)).not.toThrow();
    expect(() => assertTable({ ...table, seats: seats.slice(0, 1) }, rules)).toThrow(RangeError);
    expect(() => assertTable({ ...table, seats: [seats[0]!, seats[0]!] }, rules)).toThrow(
      RangeError,
    );
    expect(() => assertTable({ ...table, stakeCents: 101, seats }, rules)).toThrow(RangeError);
    expect(() => assertTable({ ...table, rakeCapCents: -1, seats }, rules)).toThrow(RangeError);
    expect(() =>
      assertTable({ ...table, seats: [seats[0]!, { seat: 1, stackCents: 99 }] }, rules),
    ).toThrow(RangeError);
  });

  it('PvpActionError is a named Error', () => {
    const error = new PvpActionError('nope');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PvpActionError');
  });
});
