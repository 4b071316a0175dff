import { createHmac, createHash, randomBytes } from 'node:crypto';
import { outcomeMessage, uniformIntFrom } from '@app/contracts';
import type { Draw } from '../engines/draw.ts';

/**
 * The provider's provably fair randomness: the scheme of the operator's in-house slots
 * (contracts' rules/slots/fair.ts), so one verifier serves both. Block k of a round is
 * HMAC-SHA256(server seed, `clientSeed:nonce` for k = 0, `clientSeed:nonce:k` after), read as
 * big-endian 32-bit words; a draw in [0, n) rejects the words above the last multiple of n.
 * Synchronous (node:crypto), so a round's transaction never waits on the crypto pool.
 */
export function fairDraw(serverSeed: string, clientSeed: string, nonce: number): Draw {
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

export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
