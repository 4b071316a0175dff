import { describe, expect, it } from 'vitest';
import { ENGINE_KINDS, engineFor, fnv1a32, slotModelForGame } from './catalogue.ts';
import { SLOT_MODEL_IDS } from './slots.ts';

describe('engineFor', () => {
  it('hashes with 32-bit FNV-1a (known vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('maps classifications to engines', () => {
    expect(engineFor('SC', 'FISH', 'F1')).toEqual({ engine: 'fish' });
    expect(engineFor(null, 'FISH', 'F1')).toEqual({ engine: 'fish' });
    expect(engineFor('SC', 'RNG', 'S1')).toEqual({ engine: 'scratch' });
    expect(engineFor('VP', 'RNG', 'V1')).toEqual({ engine: 'videopoker' });
    expect(engineFor('AC', 'RNG', 'A1')).toEqual({ engine: 'crash' });
    expect(engineFor('JP', 'RNG', 'J1')).toEqual({
      engine: 'jackpot',
      model: slotModelForGame('J1'),
    });
    expect(engineFor('TG', 'RNG', 'T1')).toEqual({ engine: 'slot', model: slotModelForGame('T1') });
    expect(engineFor(null, 'RNG', 'T1')).toEqual({ engine: 'slot', model: slotModelForGame('T1') });
  });

  it('picks slot models stably and uses all three', () => {
    const used = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const code = `GAME${i}`;
      const model = slotModelForGame(code);
      expect(SLOT_MODEL_IDS[fnv1a32(code) % 3]).toBe(model);
      expect(slotModelForGame(code)).toBe(model);
      used.add(model);
    }
    expect(used.size).toBe(3);
    expect(slotModelForGame('foobar')).toBe(SLOT_MODEL_IDS[0xbf9cf968 % 3]);
  });

  it('names every engine kind', () => {
    expect(ENGINE_KINDS).toEqual(['slot', 'scratch', 'videopoker', 'crash', 'jackpot', 'fish']);
  });
});
