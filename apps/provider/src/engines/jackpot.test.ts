import { describe, expect, it } from 'vitest';
import {
  assertJackpotStake,
  drawJackpotTrigger,
  JACKPOT_RULES,
  JACKPOT_THEORETICAL_RTP,
  jackpotContribution,
  jackpotWin,
  playJackpotSlot,
  poolAfterWin,
  stateAfterStake,
} from './jackpot.ts';
import type { JackpotState } from './jackpot.ts';
import { playSlot, SLOT_MODEL_IDS, SLOT_THEORETICAL_RTP } from './slots.ts';
import { scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

describe('jackpot', () => {
  it('takes 1.0% to the pool and 0.5% to the reserve, floored', () => {
    expect(jackpotContribution(2000)).toEqual({ poolCents: 20, reserveCents: 10 });
    expect(jackpotContribution(200)).toEqual({ poolCents: 2, reserveCents: 1 });
    expect(jackpotContribution(199)).toEqual({ poolCents: 1, reserveCents: 0 });
    expect(stateAfterStake({ poolCents: 5, reserveCents: 7 }, 400)).toEqual({
      poolCents: 9,
      reserveCents: 9,
    });
    expect(() => jackpotContribution(0)).toThrow(RangeError);
  });

  it('triggers iff draw(50,000) is 0', () => {
    const asked: number[] = [];
    const draw = (value: number) => (n: number) => {
      asked.push(n);
      return value;
    };
    expect(drawJackpotTrigger(draw(0))).toBe(true);
    expect(drawJackpotTrigger(draw(1))).toBe(false);
    expect(drawJackpotTrigger(draw(49_999))).toBe(false);
    expect(asked).toEqual([50_000, 50_000, 50_000]);
  });

  it('wins the pool in proportion to the stake, up to the full stake', () => {
    expect(jackpotWin(1_000_000, 2000)).toBe(1_000_000);
    expect(jackpotWin(1_000_000, 1000)).toBe(500_000);
    expect(jackpotWin(1_000_000, 5000)).toBe(1_000_000);
    expect(jackpotWin(1001, 1000)).toBe(500);
    expect(jackpotWin(2 ** 52, 1000)).toBe(2 ** 51);
    expect(poolAfterWin({ poolCents: 1001, reserveCents: 300 }, 500)).toEqual({
      poolCents: 801,
      reserveCents: 0,
    });
    expect(() => poolAfterWin({ poolCents: 10, reserveCents: 0 }, 11)).toThrow(RangeError);
  });

  it('accepts stakes in steps of 2.00 up to the full stake', () => {
    expect(() => assertJackpotStake(200)).not.toThrow();
    expect(() => assertJackpotStake(2000)).not.toThrow();
    for (const bet of [0, 100, 300, 2200])
      expect(() => assertJackpotStake(bet)).toThrow(RangeError);
    expect(() => playJackpotSlot('cascade', 100, seededDraw(1))).toThrow(RangeError);
  });

  it('draws the trigger before the reels, from the same stream', () => {
    for (const model of SLOT_MODEL_IDS) {
      const spin = playJackpotSlot(model, 400, scriptedDraw([0], seededDraw(9)));
      expect(spin.jackpotTriggered).toBe(true);
      expect(spin.slot).toEqual(playSlot(model, 400, seededDraw(9)));
      const reference = seededDraw(10);
      const triggered = drawJackpotTrigger(reference);
      const replay = playJackpotSlot(model, 2000, seededDraw(10));
      expect(replay.jackpotTriggered).toBe(triggered);
      expect(replay.slot).toEqual(playSlot(model, 2000, reference));
    }
  });

  it('states total RTP = base RTP + 1.5%, in 94-97% for every model', () => {
    for (const model of SLOT_MODEL_IDS) {
      expect(JACKPOT_THEORETICAL_RTP[model]).toBeCloseTo(SLOT_THEORETICAL_RTP[model] + 0.015, 12);
      expect(JACKPOT_THEORETICAL_RTP[model]).toBeGreaterThanOrEqual(0.94);
      expect(JACKPOT_THEORETICAL_RTP[model]).toBeLessThanOrEqual(0.97);
    }
  });

  it('never creates money: stakes fund every jackpot paid, the pool and the reserve', () => {
    const draw = seededDraw(31);
    let state: JackpotState = { poolCents: 0, reserveCents: 0 };
    let contributed = 0;
    let paid = 0;
    let wins = 0;
    for (let spin = 0; spin < 1_000_000; spin += 1) {
      const bet = JACKPOT_RULES.betStepCents * (1 + draw(10));
      const added = jackpotContribution(bet);
      contributed += added.poolCents + added.reserveCents;
      state = stateAfterStake(state, bet);
      if (drawJackpotTrigger(draw)) {
        const win = jackpotWin(state.poolCents, bet);
        paid += win;
        wins += 1;
        state = poolAfterWin(state, win);
      }
    }
    expect(wins).toBeGreaterThan(0);
    expect(paid + state.poolCents + state.reserveCents).toBe(contributed);
  });
});
