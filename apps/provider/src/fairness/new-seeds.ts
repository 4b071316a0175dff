import { createHash, randomBytes } from 'node:crypto';

/** A new server seed and its SHA-256 commitment, shown before any round uses the seed. */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
