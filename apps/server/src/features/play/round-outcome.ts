import { createHmac } from 'node:crypto';
import { drawRoundStopsSync, outcomeMessage, uniformIntFrom } from '@app/contracts';
import type { RoundStops, SlotModel } from '@app/contracts';

/**
 * The stops of a provably fair round, computed on the server with node:crypto: the same blocks
 * (HMAC-SHA256(server seed, clientSeed:nonce[:k]), big-endian 32-bit words) and the same
 * rejection sampling as the contracts' WebCrypto `reelStops` the browser verifies with, but
 * synchronous, so the spin's write transaction never waits on the crypto thread pool.
 */
export function serverReelStops(
  model: SlotModel,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): RoundStops {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new Error('nonce must be a non-negative integer');
  }
  let cursor = 0;
  let block: Buffer | null = null;
  let offset = 0;
  const nextWord = (): number => {
    if (block === null || offset >= block.length) {
      block = createHmac('sha256', serverSeed)
        .update(outcomeMessage(clientSeed, nonce, cursor))
        .digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return drawRoundStopsSync(model, (n) => uniformIntFrom(n, nextWord));
}
