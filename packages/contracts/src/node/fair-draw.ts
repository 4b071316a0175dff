import { createHmac } from 'node:crypto';
import { outcomeMessage, uniformIntFrom } from '../rules/slots/fair.ts';

/**
 * The provably fair draw of a round on a server (the in-house slots and our game provider, so
 * one verifier serves both): block k is HMAC-SHA256(server seed, `clientSeed:nonce` for k = 0,
 * `clientSeed:nonce:k` after), read as big-endian 32-bit words; a draw in [0, n) rejects the
 * words at or above the last multiple of n (rules/slots/fair.ts, which the browser replays with
 * WebCrypto). Synchronous (node:crypto), so a round's transaction never waits on the crypto
 * thread pool. Node only: a subpath the member site never imports.
 */
export function fairDraw(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): (n: number) => number {
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
  return (n) => uniformIntFrom(n, nextWord);
}
