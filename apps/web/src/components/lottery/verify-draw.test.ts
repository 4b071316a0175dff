import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawResultSync, type ResultLayout } from '@app/contracts';
import { makeArchivedDraw } from './lottery-fixtures.ts';
import { verifyDraw } from './verify-draw.ts';

/** A draw made the way the server makes it (decision 015), with node:crypto. */
function serverDraw(layout: ResultLayout) {
  const seed = randomBytes(32);
  const draw = { gameCode: 'VNN', numero: '20260106', layout };
  return makeArchivedDraw({
    ...draw,
    seed: seed.toString('hex'),
    seedHash: createHash('sha256').update(seed).digest('hex'),
    winningNumber: drawResultSync(draw, (message) =>
      createHmac('sha256', seed).update(message).digest(),
    ),
  });
}

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('verifyDraw (WebCrypto)', () => {
  it.each(['north', 'south', 'digits5'] as const)('confirms an honest %s draw', async (layout) => {
    const draw = serverDraw(layout);
    const check = await verifyDraw(draw, subtle);
    expect(check).toEqual({ hashOk: true, resultOk: true, recomputed: draw.winningNumber });
  });

  it('catches a tampered result, a swapped seed and a wrong hash', async () => {
    const draw = serverDraw('digits5');
    const digits = draw.winningNumber.split(',');
    digits[0] = String((Number(digits[0]) + 1) % 10);
    expect(await verifyDraw({ ...draw, winningNumber: digits.join(',') }, subtle)).toMatchObject({
      hashOk: true,
      resultOk: false,
    });
    const other = serverDraw('digits5');
    expect(await verifyDraw({ ...draw, seed: other.seed }, subtle)).toMatchObject({
      hashOk: false,
    });
    expect(await verifyDraw({ ...draw, seedHash: 'ff'.repeat(32) }, subtle)).toMatchObject({
      hashOk: false,
      resultOk: true,
    });
    expect(await verifyDraw({ ...draw, numero: '20260107' }, subtle)).toMatchObject({
      resultOk: false,
    });
  });

  it('fails a seed that is not hex', async () => {
    const draw = serverDraw('north');
    expect(await verifyDraw({ ...draw, seed: 'zz' }, subtle)).toEqual({
      hashOk: false,
      resultOk: false,
      recomputed: '',
    });
  });
});
