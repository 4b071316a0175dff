import { describe, expect, it } from 'vitest';
import {
  FISH_BET_STEP_CENTS,
  FISH_CAPTURE_HITS,
  FISH_CAPTURE_SCALE,
  FISH_RTP,
  FISH_SPECIES,
  fishCaptureProbability,
  shoot,
} from './fish.ts';
import { scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

describe('fish', () => {
  it('lists species from 2x to 300x with presentation hints', () => {
    const multipliers = FISH_SPECIES.map((species) => species.multiplier);
    expect(Math.min(...multipliers)).toBe(2);
    expect(Math.max(...multipliers)).toBe(300);
    expect(new Set(FISH_SPECIES.map((species) => species.id)).size).toBe(FISH_SPECIES.length);
    for (const species of FISH_SPECIES) {
      expect(Number.isInteger(species.multiplier)).toBe(true);
      expect(species.nameKey).toBe(`provider.fish.species.${species.id}`);
      expect(species.size).toBeGreaterThan(0);
      expect(species.speed).toBeGreaterThan(0);
      expect(species.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('returns exactly 96% per shot at every species', () => {
    for (const { id, multiplier } of FISH_SPECIES) {
      // Capturing draw values are 0..9599 of multiplier x 10,000 equally likely ones.
      const range = multiplier * FISH_CAPTURE_SCALE;
      expect(fishCaptureProbability(id)).toBe(FISH_CAPTURE_HITS / range);
      expect((FISH_CAPTURE_HITS * multiplier) / range).toBe(FISH_RTP);
    }
  });

  it('captures exactly below 9,600', () => {
    const asked: number[] = [];
    const record = (value: number) => (n: number) => {
      asked.push(n);
      return value;
    };
    expect(shoot('orca', 10, record(9599))).toEqual({
      speciesId: 'orca',
      multiplier: 150,
      betCents: 10,
      captured: true,
      winCents: 1500,
    });
    expect(shoot('orca', 10, record(9600)).captured).toBe(false);
    expect(shoot('orca', 10, scriptedDraw([0])).winCents).toBe(1500);
    expect(asked).toEqual([1_500_000, 1_500_000]);
  });

  it('captures the same fish whatever the stake', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const small = shoot('clownfish', 10, seededDraw(seed));
      const large = shoot('clownfish', 990, seededDraw(seed));
      expect(large.captured).toBe(small.captured);
      expect(large.winCents).toBe(small.winCents * 99);
    }
  });

  it('refuses bad stakes and unknown species', () => {
    expect(() => shoot('kraken', 10, seededDraw(1))).toThrow(RangeError);
    for (const bet of [0, 5, FISH_BET_STEP_CENTS + 1, -10]) {
      expect(() => shoot('clownfish', bet, seededDraw(1))).toThrow(RangeError);
    }
  });

  it('returns 96% over 200,000 shots at 2x, 10x and 300x (within 4 standard errors)', () => {
    for (const id of ['clownfish', 'lionfish', 'golden-dragon']) {
      const draw = seededDraw(4);
      const n = 200_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i += 1) {
        const x = shoot(id, 10, draw).winCents / 10;
        sum += x;
        squares += x * x;
      }
      const mean = sum / n;
      const se = Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - FISH_RTP)).toBeLessThan(4 * se);
    }
  });
});
