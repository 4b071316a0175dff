import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { VendorSimulator } from '../../testing/vendors.ts';
import { VENDOR_SECRET_MIN_LENGTH } from '@app/contracts';
import { runVendorCommand } from './vendor.command.ts';

/** The secret migration 005 used to ship, printed in the README (decision 028). */
const OLD_DEMO_CODE = 'EXTDEMO';
const OLD_DEMO_SECRET = 'extdemo-dev-secret-not-for-production';

function recordingIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('npm run vendor (the operator command)', () => {
  let t: TestApp;
  let ctx: AppContext;
  let playerId: string;

  const balanceStatus = (vendorCode: string, secret: string) =>
    new VendorSimulator(t, { vendorCode, secret })
      .send('balance', { playerId })
      .then((r) => r.statusCode);

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
    playerId = String((await insertMember(t.database.db)).id);
  });
  afterAll(() => t.cleanup());

  it('adds a vendor with a generated secret, printed once, stored and verifying', async () => {
    const { out, err, io } = recordingIo();
    expect(await runVendorCommand(['add', 'ACME', '--max-multiplier', '500'], ctx, io)).toBe(0);
    expect(err).toEqual([]);
    const text = out.join('\n');
    const row = await t.database.db
      .selectFrom('vendor_credentials')
      .selectAll()
      .where('vendor_code', '=', 'ACME')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ active: 1, demo: 0, max_multiplier: 500 });
    // 32 random bytes, base64url: 43 characters, printed exactly once.
    expect(row.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text.split(row.secret)).toHaveLength(2);
    expect(await balanceStatus('ACME', row.secret)).toBe(200);

    // Listing never shows a secret.
    const list = recordingIo();
    expect(await runVendorCommand(['list'], ctx, list.io)).toBe(0);
    const listed = JSON.parse(list.out.join('\n')) as Record<string, unknown>[];
    expect(listed).toContainEqual({
      vendorCode: 'ACME',
      active: true,
      maxMultiplier: 500,
      createdAt: expect.any(String),
    });
    expect(list.out.join('\n')).not.toContain(row.secret);

    // Each vendor gets its own secret.
    const second = recordingIo();
    expect(await runVendorCommand(['add', 'ACME2', '--max-multiplier', '20'], ctx, second.io)).toBe(
      0,
    );
    expect(second.out.join('\n')).not.toContain(row.secret);
  });

  it('rotates, disables, enables and changes the multiplier', async () => {
    const added = recordingIo();
    await runVendorCommand(['add', 'ROTO', '--max-multiplier', '50'], ctx, added.io);
    const first = added.out.at(-1)!;
    expect(await balanceStatus('ROTO', first)).toBe(200);

    const rotated = recordingIo();
    expect(await runVendorCommand(['rotate', 'ROTO'], ctx, rotated.io)).toBe(0);
    const second = rotated.out.at(-1)!;
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await balanceStatus('ROTO', first)).toBe(401);
    expect(await balanceStatus('ROTO', second)).toBe(200);

    expect(await runVendorCommand(['disable', 'ROTO'], ctx, recordingIo().io)).toBe(0);
    expect(await balanceStatus('ROTO', second)).toBe(401);
    expect(await runVendorCommand(['enable', 'ROTO'], ctx, recordingIo().io)).toBe(0);
    expect(await balanceStatus('ROTO', second)).toBe(200);

    expect(await runVendorCommand(['multiplier', 'ROTO', '7'], ctx, recordingIo().io)).toBe(0);
    const row = await t.database.db
      .selectFrom('vendor_credentials')
      .select('max_multiplier')
      .where('vendor_code', '=', 'ROTO')
      .executeTakeFirstOrThrow();
    expect(row.max_multiplier).toBe(7);
  });

  it('takes a secret from an environment variable without printing it', async () => {
    const secret = 'x'.repeat(VENDOR_SECRET_MIN_LENGTH) + 'configured';
    const { out, io } = recordingIo();
    const env = { ACME_SECRET: secret };
    expect(
      await runVendorCommand(
        ['add', 'ENVV', '--max-multiplier', '10', '--secret-env', 'ACME_SECRET'],
        ctx,
        io,
        env,
      ),
    ).toBe(0);
    expect(out.join('\n')).not.toContain(secret);
    expect(await balanceStatus('ENVV', secret)).toBe(200);
    // Too short a secret is refused, and not echoed.
    const short = recordingIo();
    expect(
      await runVendorCommand(['rotate', 'ENVV', '--secret-env', 'SHORT'], ctx, short.io, {
        SHORT: 'short-secret',
      }),
    ).toBe(1);
    expect([...short.out, ...short.err].join('\n')).not.toContain('short-secret');
    expect(await balanceStatus('ENVV', secret)).toBe(200);
  });

  it('refuses bad input, changing nothing', async () => {
    const cases: string[][] = [
      ['add', 'ACME', '--max-multiplier', '10'], // exists already
      ['add', 'NEWONE'], // no multiplier
      ['add', 'NEWONE', '--max-multiplier', '0'],
      ['add', 'NEWONE', '--max-multiplier', '2.5'],
      ['add', 'NEWONE', '--max-multiplier', '100001'],
      ['add', 'bad code!', '--max-multiplier', '10'],
      ['rotate', 'NOSUCH'],
      ['disable', 'NOSUCH'],
      ['multiplier', 'ACME', 'many'],
      ['frobnicate'],
      [],
    ];
    const before = await t.database.db
      .selectFrom('vendor_credentials')
      .selectAll()
      .orderBy('vendor_code')
      .execute();
    for (const args of cases) {
      const { out, err, io } = recordingIo();
      expect(await runVendorCommand(args, ctx, io), args.join(' ')).toBe(1);
      expect(err.length, args.join(' ')).toBeGreaterThan(0);
      expect(out).toEqual([]);
    }
    const after = await t.database.db
      .selectFrom('vendor_credentials')
      .selectAll()
      .orderBy('vendor_code')
      .execute();
    expect(after).toEqual(before);
  });
});

describe('the public demo secret (migration 022)', () => {
  it('is not shipped: a new database has no vendor that accepts it', async () => {
    const t = await createTestApp();
    try {
      const playerId = String((await insertMember(t.database.db)).id);
      const response = await new VendorSimulator(t, {
        vendorCode: OLD_DEMO_CODE,
        secret: OLD_DEMO_SECRET,
      }).send('balance', { playerId });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('vendor.signature.invalid');
      const rows = await t.database.db.selectFrom('vendor_credentials').selectAll().execute();
      expect(rows.map((row) => row.secret)).not.toContain(OLD_DEMO_SECRET);
    } finally {
      await t.cleanup();
    }
  });

  it('stops verifying in a database that has it from the old migration 005', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const playerId = String((await insertMember(db)).id);
      const demo = new VendorSimulator(t, { vendorCode: OLD_DEMO_CODE, secret: OLD_DEMO_SECRET });
      const { error } = await createMigrator(t.database, t.env.DATABASE_SCHEMA).migrateTo(
        '021-member-centre',
      );
      expect(error).toBeUndefined();
      // What 005 inserted before decision 028, plus a round the vendor opened with a bet.
      const at = new Date().toISOString();
      await sql`INSERT INTO vendor_credentials (vendor_code, secret, active, demo, created_at)
        VALUES (${OLD_DEMO_CODE}, ${OLD_DEMO_SECRET}, 1, 1, ${at})`.execute(db);
      await sql`INSERT INTO vendor_transactions (merchant_code, vendor_code, type, transaction_id,
          round_id, member_id, amount_cents, request_hash, response, created_at)
        VALUES ('DEMO', ${OLD_DEMO_CODE}, 'debit', 'old-b1', 'old-r1', ${Number(playerId)}, 250,
          'h', '{}', ${at})`.execute(db);
      // The old database accepted the public secret.
      expect((await demo.send('balance', { playerId })).statusCode).toBe(200);

      // 022 first; the migrations after it come along.
      expect((await migrateToLatest(t.database, t.env.DATABASE_SCHEMA))[0]).toBe(
        '022-vendor-rounds',
      );
      const response = await demo.send('balance', { playerId });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('vendor.signature.invalid');
      const row = await db
        .selectFrom('vendor_credentials')
        .selectAll()
        .where('vendor_code', '=', OLD_DEMO_CODE)
        .executeTakeFirstOrThrow();
      expect(row.active).toBe(0);
      expect(row.secret).not.toBe(OLD_DEMO_SECRET);
      // The round opened before the upgrade is known to the new rules.
      const round = await db
        .selectFrom('vendor_rounds')
        .select(['stake_cents', 'credit_cents', 'credit_count'])
        .where('vendor_code', '=', OLD_DEMO_CODE)
        .where('round_id', '=', 'old-r1')
        .executeTakeFirstOrThrow();
      expect(round).toEqual({ stake_cents: 250, credit_cents: 0, credit_count: 0 });

      // An operator may take the code back with a new secret (rotate, then enable).
      const rotated = recordingIo();
      const ctx = { config: t.config, db, merchantCode: t.config.MERCHANT_CODE };
      expect(await runVendorCommand(['rotate', OLD_DEMO_CODE], ctx, rotated.io)).toBe(0);
      expect(await runVendorCommand(['enable', OLD_DEMO_CODE], ctx, recordingIo().io)).toBe(0);
      const secret = rotated.out.at(-1)!;
      expect(
        (
          await new VendorSimulator(t, { vendorCode: OLD_DEMO_CODE, secret }).send('balance', {
            playerId,
          })
        ).statusCode,
      ).toBe(200);
      expect((await demo.send('balance', { playerId })).statusCode).toBe(401);
    } finally {
      await t.cleanup();
    }
  });
});
