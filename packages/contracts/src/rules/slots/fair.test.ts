import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createOutcomeStream,
  hmacSha256,
  bytesToHex,
  outcomeMessage,
  rejectionLimit,
  roundSeedHash,
  sha256Hex,
  uniformInt,
  uniformIntFrom,
  WORD_RANGE,
} from './fair.ts';

describe('seed commitment and outcome bytes', () => {
  it('SHA-256 matches the FIPS 180-2 vector and node:crypto', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const seed = 'f3c1e0a9b2d84c7e9a1b5d6c7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012';
    expect(await roundSeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('HMAC-SHA256 matches RFC 4231 test case 2 and node:crypto', async () => {
    expect(bytesToHex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(bytesToHex(await hmacSha256('server-seed', 'client:7'))).toBe(
      createHmac('sha256', 'server-seed').update('client:7').digest('hex'),
    );
  });

  it('reads big-endian words from block clientSeed:nonce, then clientSeed:nonce:1, ...', async () => {
    expect(outcomeMessage('abc', 3, 0)).toBe('abc:3');
    expect(outcomeMessage('abc', 3, 2)).toBe('abc:3:2');
    const stream = createOutcomeStream('server-seed', 'client', 42);
    const words: number[] = [];
    for (let i = 0; i < 20; i += 1) words.push(await stream.nextUint32());
    const expected = ['client:42', 'client:42:1', 'client:42:2'].flatMap((message) => {
      const block = createHmac('sha256', 'server-seed').update(message).digest();
      return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    });
    expect(words).toEqual(expected.slice(0, 20));
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => createOutcomeStream('s', 'c', -1)).toThrow();
    expect(() => createOutcomeStream('s', 'c', 1.5)).toThrow();
  });
});

describe('uniform integers without modulo bias', () => {
  it('accepts exactly a whole number of copies of [0, n) at the edges', () => {
    expect(rejectionLimit(1)).toBe(WORD_RANGE);
    expect(rejectionLimit(2)).toBe(WORD_RANGE);
    expect(rejectionLimit(3)).toBe(WORD_RANGE - 1);
    expect(rejectionLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1);
    expect(rejectionLimit(WORD_RANGE - 1)).toBe(WORD_RANGE - 1);
    expect(rejectionLimit(WORD_RANGE)).toBe(WORD_RANGE);
    for (const n of [
      1,
      2,
      3,
      5,
      7,
      24,
      25,
      26,
      28,
      1000,
      2 ** 31 - 1,
      2 ** 31 + 1,
      WORD_RANGE - 1,
    ]) {
      const limit = rejectionLimit(n);
      expect(limit % n).toBe(0);
      expect(WORD_RANGE - limit).toBeLessThan(n);
    }
    expect(() => rejectionLimit(0)).toThrow(RangeError);
    expect(() => rejectionLimit(2.5)).toThrow(RangeError);
    expect(() => rejectionLimit(WORD_RANGE + 1)).toThrow(RangeError);
  });

  it('maps every accepted word of a small word range to each value equally often (exhaustive)', () => {
    for (let n = 1; n <= 256; n += 1) {
      const counts = new Array<number>(n).fill(0);
      let accepted = 0;
      for (let word = 0; word < 256; word += 1) {
        const words = [word, 0];
        const value = uniformIntFrom(n, () => words.shift()!, 256);
        if (word < rejectionLimit(n, 256)) {
          counts[value]! += 1;
          accepted += 1;
        } else {
          expect(value).toBe(0); // rejected: the next word (0) decided
        }
      }
      expect(new Set(counts).size).toBe(1);
      expect(accepted).toBe(n * Math.floor(256 / n));
    }
  });

  it('skips words in the biased tail and uses the next one', async () => {
    const words = [WORD_RANGE - 1, 10]; // only 2^32 - 1 lies in the tail for n = 3
    expect(uniformIntFrom(3, () => words.shift()!)).toBe(1);
    const asyncWords = [WORD_RANGE - 1, 11];
    expect(await uniformInt({ nextUint32: async () => asyncWords.shift()! }, 3)).toBe(2);
    // n = 2^31 + 1 rejects almost half of all words.
    const big = [2 ** 31 + 1, WORD_RANGE - 1, 2 ** 31];
    expect(uniformIntFrom(2 ** 31 + 1, () => big.shift()!)).toBe(2 ** 31);
    expect(uniformIntFrom(1, () => 123456)).toBe(0);
    expect(uniformIntFrom(WORD_RANGE, () => WORD_RANGE - 1)).toBe(WORD_RANGE - 1);
  });
});
