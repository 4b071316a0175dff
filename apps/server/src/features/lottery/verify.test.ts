import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResultAsync, DrawsValue, LOTTERY_API, type ArchivedDraw } from '@app/contracts';
import { LOTTERY_GAMES } from '../../db/seed/lottery-games.ts';
import { okValue } from '../../testing/api.ts';
import { createLotteryTestApp, type LotteryTestApp } from '../../testing/lottery.ts';
import { sweepUntil } from './lottery-test-support.ts';

/**
 * What the site's verifier does in the browser, here with the same WebCrypto API: for every
 * draw of the public archive, the seed's SHA-256 is the published hash and HMAC-SHA256 keyed
 * by the seed gives back the published result.
 */

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function verify(draw: ArchivedDraw): Promise<{ hashOk: boolean; result: string }> {
  const { subtle } = globalThis.crypto;
  const seed = hexBytes(draw.seed);
  const hashOk = hex(await subtle.digest('SHA-256', seed)) === draw.seedHash;
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  const result = await drawResultAsync(
    { gameCode: draw.gameCode, numero: draw.numero, layout: draw.layout },
    async (message) => new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message))),
  );
  return { hashOk, result };
}

describe('draws verified with WebCrypto', () => {
  let t: LotteryTestApp;

  beforeAll(async () => {
    t = await createLotteryTestApp();
    // Monday 2025-01-06 10:00 UTC; three Vietnamese days of sweeps every ten minutes.
    t.clock.now = Date.parse('2025-01-06T10:00:00.000Z');
    await sweepUntil(t.ctx, t.clock, t.clock.now + 3 * 86_400_000, 10 * 60_000);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('recomputes every archived draw of every layout from its seed', async () => {
    const layouts = new Set<string>();
    let checked = 0;
    for (const game of LOTTERY_GAMES) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${LOTTERY_API.draws}?gameId=${game.game_id}&pageSize=50`,
      });
      const archive = DrawsValue.parse(okValue(response));
      for (const draw of archive.content) {
        const { hashOk, result } = await verify(draw);
        expect(hashOk, `${draw.gameCode} ${draw.numero}`).toBe(true);
        expect(result, `${draw.gameCode} ${draw.numero}`).toBe(draw.winningNumber);
        layouts.add(draw.layout);
        checked += 1;
      }
    }
    expect([...layouts].sort()).toEqual(['digits5', 'north', 'south']);
    expect(checked).toBeGreaterThan(50);
  });

  it('notices a tampered result or seed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${LOTTERY_API.draws}?gameId=11001`,
    });
    const [draw] = DrawsValue.parse(okValue(response)).content;
    const flipped = draw!.seed.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const forged = await verify({ ...draw!, seed: flipped });
    expect(forged.hashOk).toBe(false);
    expect(forged.result).not.toBe(draw!.winningNumber);
  });
});
