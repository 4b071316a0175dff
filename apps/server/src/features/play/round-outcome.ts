import { fairDraw } from '@app/contracts/fair-draw';
import { drawRoundStopsSync } from '@app/contracts';
import type { RoundStops, SlotModel } from '@app/contracts';

/**
 * The stops of a provably fair round, computed on the server with node:crypto: the same words
 * and rejection sampling as the contracts' WebCrypto `reelStops` the browser verifies with,
 * but synchronous, so the spin's write transaction never waits on the crypto thread pool.
 */
export function serverReelStops(
  model: SlotModel,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): RoundStops {
  return drawRoundStopsSync(model, fairDraw(serverSeed, clientSeed, nonce));
}
