import { describe, expect, it } from 'vitest';
import { reelStops, slotModel } from '@app/contracts';
import { serverReelStops } from './round-outcome.ts';

describe('serverReelStops', () => {
  it('draws exactly the stops the WebCrypto engine (what the browser verifies with) draws', async () => {
    for (const id of ['low', 'medium', 'high'] as const) {
      const model = slotModel(id);
      let freeSpinRounds = 0;
      // Until a few rounds with free spins (several HMAC blocks each) agreed as well.
      for (let nonce = 0; nonce < 400 || (freeSpinRounds < 3 && nonce < 20_000); nonce += 1) {
        const serverSeed = `seed-${id}-${nonce % 7}`;
        const clientSeed = `client:${nonce % 3}`;
        const expected = await reelStops(model, serverSeed, clientSeed, nonce);
        expect(serverReelStops(model, serverSeed, clientSeed, nonce)).toEqual(expected);
        if (expected.freeSpins.length > 0) freeSpinRounds += 1;
      }
      expect(freeSpinRounds).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses a nonce that is not a non-negative integer', () => {
    expect(() => serverReelStops(slotModel('low'), 's', 'c', -1)).toThrow(/nonce/);
    expect(() => serverReelStops(slotModel('low'), 's', 'c', 1.5)).toThrow(/nonce/);
  });
});
