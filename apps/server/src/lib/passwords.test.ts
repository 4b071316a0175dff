import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import {
  hashPassword,
  PASSWORD_HASH_COSTS,
  usePasswordHashCost,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';

describe('password hashes', () => {
  // The other test files hash at the cheap test cost (testing/setup.ts); these check both.
  afterEach(() => usePasswordHashCost('test'));

  it('hashes at the production cost: Argon2id, 19 MiB, 2 passes, one lane, 32 bytes', async () => {
    usePasswordHashCost('standard');
    expect(PASSWORD_HASH_COSTS.standard).toEqual({
      memory: 19_456,
      passes: 2,
      parallelism: 1,
      tagLength: 32,
    });
    const encoded = await hashPassword('correct horse');
    const match = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([\w-]{22})\$([\w-]{43})$/.exec(encoded);
    expect(match, encoded).not.toBeNull();
    expect(Buffer.from(match![1]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(match![2]!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword(encoded, 'correct horse')).toBe(true);
    expect(await verifyPassword(encoded, 'correct horsE')).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('correct horse')).not.toBe(encoded);
  });

  it('verifies each hash at its own parameters, whatever the current cost', async () => {
    usePasswordHashCost('test');
    const cheap = await hashPassword('pw-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    usePasswordHashCost('standard');
    const standard = await hashPassword('pw-1');
    expect(await verifyPassword(cheap, 'pw-1')).toBe(true);
    usePasswordHashCost('test');
    expect(await verifyPassword(standard, 'pw-1')).toBe(true);
    expect(await verifyPassword(standard, 'pw-2')).toBe(false);
  });

  it('refuses malformed hashes and spends a verification on unknown accounts', async () => {
    expect(await verifyPassword('$argon2i$v=19$m=64,t=1,p=1$abc$def', 'x')).toBe(false);
    expect(await verifyPassword('plain', 'plain')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('takes its cost from PASSWORD_HASH_COST, standard by default, never test in production', () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe(
      'test',
    );
    expect(() => parseConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST.*refused in production/s,
    );
    expect(() => parseConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
