import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap.ts';
import { isPostgresUrl, type AppDatabase } from './database.ts';

/**
 * Security issue 17 (decision 030): instances started at the same moment on a new database
 * migrate and seed it once, whichever comes first; none of them fails on a unique key.
 */
const INSTANCES = 3;
const ROUNDS = 10;
/** PostgreSQL rounds side by side: each holds about INSTANCES + 2 connections while it runs. */
const PARALLEL_ROUNDS = 5;

async function seededOnce(database: AppDatabase) {
  const count = async (table: 'merchants' | 'members' | 'games' | 'lottery_draws') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    merchants: await count('merchants'),
    members: await count('members'),
    games: await count('games'),
    draws: await count('lottery_draws'),
  };
}

/** Starts INSTANCES at once on one new database; answers what each start threw, if anything. */
async function startTogether(config: Parameters<typeof prepareDatabase>[0]) {
  const results = await Promise.allSettled(
    Array.from({ length: INSTANCES }, () => prepareDatabase(config)),
  );
  const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const errors = results.flatMap((r) =>
    r.status === 'rejected' ? [String((r.reason as Error)?.message ?? r.reason)] : [],
  );
  return { opened, errors };
}

const postgresUrl = process.env.DATABASE_URL ?? '';

describe.skipIf(!isPostgresUrl(postgresUrl))('start-up on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  let connected = false;
  afterAll(async () => {
    if (connected) await admin.end();
  });

  it(`${INSTANCES} instances at once on a new schema, ${ROUNDS} times: all start, seeded once`, async () => {
    await admin.connect();
    connected = true;
    const round = async (n: number, schema: string) => {
      const { opened, errors } = await startTogether({
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: schema,
        MERCHANT_CODE: 'DEMO',
      });
      try {
        expect(errors, `round ${n + 1}`).toEqual([]);
        return await seededOnce(opened[0]!);
      } finally {
        await Promise.all(opened.map((database) => database.destroy()));
      }
    };
    // Rounds run PARALLEL_ROUNDS at a time, each on a schema of its own (and a lock key of its
    // own), so the test takes seconds. Schemas are dropped between batches, never beside a
    // running round: Kysely's migrator reads the catalogue of every schema, and PostgreSQL
    // answers that read "schema does not exist" when another schema is dropped meanwhile.
    const seeded: Array<Awaited<ReturnType<typeof seededOnce>>> = [];
    for (let first = 0; first < ROUNDS; first += PARALLEL_ROUNDS) {
      const batch = Array.from({ length: Math.min(PARALLEL_ROUNDS, ROUNDS - first) }, (_, i) => ({
        n: first + i,
        schema: `start_${process.pid}_${first + i}_${randomBytes(3).toString('hex')}`,
      }));
      try {
        seeded.push(...(await Promise.all(batch.map(({ n, schema }) => round(n, schema)))));
      } finally {
        for (const { schema } of batch)
          await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      }
    }
    // Every round seeded the same rows: one demo merchant, one set of members, games, draws.
    expect(seeded[0]!.merchants).toBe(1);
    expect(new Set(seeded.map((e) => JSON.stringify(e))).size).toBe(1);
  }, 120_000);
});

describe.skipIf(isPostgresUrl(postgresUrl))('start-up on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(`${INSTANCES} instances at once on a new file, ${ROUNDS} times: all start, seeded once`, async () => {
    const expected: Array<Awaited<ReturnType<typeof seededOnce>>> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = path.join(dir, `app-${round}.db`);
      const { opened, errors } = await startTogether({
        DATABASE_URL: `sqlite:${file}`,
        MERCHANT_CODE: 'DEMO',
      });
      try {
        expect(errors, `round ${round + 1}`).toEqual([]);
        const seeded = await seededOnce(opened[0]!);
        expect(seeded.merchants).toBe(1);
        expected.push(seeded);
      } finally {
        await Promise.all(opened.map((database) => database.destroy()));
      }
    }
    expect(new Set(expected.map((e) => JSON.stringify(e))).size).toBe(1);
  }, 120_000);
});
