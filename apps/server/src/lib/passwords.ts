import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Argon2id through Node 24's built-in crypto.argon2 (ARCHITECTURE.md: 19 MiB, 2 passes, one
 * lane), kept in the PHC string format so parameters can change without a migration.
 */
const argon2Async = promisify(argon2);

/**
 * The costs new hashes are made at. `standard` is the production cost. `test` (refused by the
 * configuration when NODE_ENV=production) makes the test suites' thousands of registrations and
 * logins cheap; verification reads the parameters from each stored hash, so either kind of hash
 * verifies whatever the current cost.
 */
export const PASSWORD_HASH_COSTS = {
  standard: { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 },
  test: { memory: 64, passes: 1, parallelism: 1, tagLength: 32 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

let current: (typeof PASSWORD_HASH_COSTS)[PasswordHashCost] = PASSWORD_HASH_COSTS.standard;
/** The hash verifyAgainstNothing checks against, made at the current cost. */
let dummyHash: Promise<string> | undefined;

/** Sets the cost of the hashes made from now on in this process (the config's PASSWORD_HASH_COST). */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  if (current !== PASSWORD_HASH_COSTS[cost]) dummyHash = undefined;
  current = PASSWORD_HASH_COSTS[cost];
}

async function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return argon2Async('argon2id', { message: password, nonce: salt, ...params });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, current);
  const prefix = `$argon2id$v=19$m=${current.memory},t=${current.passes},p=${current.parallelism}$`;
  return `${prefix}${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  const match = PHC.exec(encoded);
  if (!match) return false;
  const [, memory, passes, parallelism, saltText, hashText] = match;
  const expected = Buffer.from(hashText!, 'base64url');
  const actual = await derive(password, Buffer.from(saltText!, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the time of one verification when there is no account to check, so a login for an
 * unknown name takes as long as a wrong password for a real one.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
