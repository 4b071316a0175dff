/**
 * Provably fair randomness for in-house games (decision 009). Only WebCrypto
 * (`globalThis.crypto.subtle`) and TextEncoder: runs the same in Node 24 and in the browser, so
 * the member's browser can recompute any past round.
 *
 * - Commitment: `roundSeedHash(serverSeed)` = SHA-256 hex of the UTF-8 server seed, shown before play.
 * - Outcome bytes: block 0 = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`),
 *   block k >= 1 = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${k}`).
 * - Integers: big-endian 32-bit words, uniform in [0, n) by rejection sampling (no modulo bias).
 */

const encoder = new TextEncoder();

type Subtle = typeof globalThis.crypto.subtle;
type HmacKey = Awaited<ReturnType<Subtle['importKey']>>;

function subtle(): Subtle {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', encoder.encode(text));
  return bytesToHex(new Uint8Array(digest));
}

/** The commitment published before play: SHA-256 hex of the server seed. */
export function roundSeedHash(serverSeed: string): Promise<string> {
  return sha256Hex(serverSeed);
}

async function hmacKey(key: string): Promise<HmacKey> {
  return subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const signature = await subtle().sign('HMAC', await hmacKey(key), encoder.encode(message));
  return new Uint8Array(signature);
}

/** The message of outcome block `cursor` of a round. */
export function outcomeMessage(clientSeed: string, nonce: number, cursor: number): string {
  return cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
}

/** A stream of 32-bit words drawn from the round's HMAC blocks (8 words a block). */
export interface WordStream {
  nextUint32(): Promise<number>;
}

export function createOutcomeStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): WordStream {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new Error('nonce must be a non-negative integer');
  const keyPromise = hmacKey(serverSeed);
  let cursor = 0;
  let block: DataView | null = null;
  let offset = 0;
  return {
    async nextUint32() {
      if (block === null || offset >= block.byteLength) {
        const message = encoder.encode(outcomeMessage(clientSeed, nonce, cursor));
        const signature = await subtle().sign('HMAC', await keyPromise, message);
        block = new DataView(signature);
        cursor += 1;
        offset = 0;
      }
      const word = block.getUint32(offset, false);
      offset += 4;
      return word;
    },
  };
}

export const WORD_RANGE = 2 ** 32;

/**
 * Words at or above this limit are rejected when drawing from [0, n): the accepted range
 * [0, limit) holds every residue exactly limit / n times.
 */
export function rejectionLimit(n: number, wordRange: number = WORD_RANGE): number {
  if (!Number.isInteger(n) || n < 1 || n > wordRange) throw new RangeError(`bad range size ${n}`);
  return wordRange - (wordRange % n);
}

/** Uniform integer in [0, n) from a synchronous word source (used by tests and simulations). */
export function uniformIntFrom(
  n: number,
  nextWord: () => number,
  wordRange: number = WORD_RANGE,
): number {
  const limit = rejectionLimit(n, wordRange);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/** Uniform integer in [0, n) from the round's HMAC stream; same rule as `uniformIntFrom`. */
export async function uniformInt(stream: WordStream, n: number): Promise<number> {
  const limit = rejectionLimit(n);
  for (;;) {
    const word = await stream.nextUint32();
    if (word < limit) return word % n;
  }
}
