import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { down, up } from '../../db/migrations/038-kyc.ts';

/** Migration 038 goes down and up again on both databases (decision 049). */
describe('migration 038: identity checks', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('seeded');
  });
  afterAll(() => t.cleanup());

  const exists = async (table: 'kyc_identities' | 'kyc_documents') => {
    try {
      await t.database.db.selectFrom(table).select('id').limit(1).execute();
      return true;
    } catch {
      return false;
    }
  };

  it('drops both tables and creates them again, the CPF unique per merchant', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    expect(await exists('kyc_identities')).toBe(true);
    await down(db);
    expect(await exists('kyc_identities')).toBe(false);
    expect(await exists('kyc_documents')).toBe(false);
    await up(db);
    expect(await exists('kyc_documents')).toBe(true);

    const members = await t.database.db.selectFrom('members').select('id').limit(3).execute();
    expect(members.length).toBeGreaterThanOrEqual(3);
    const identity = (memberId: number, nationalId: string | null) =>
      t.database.db
        .insertInto('kyc_identities')
        .values({
          merchant_code: 'DEMO',
          member_id: memberId,
          full_name: 'Test',
          national_id: nationalId,
          status: 'pending',
          submitted_at: new Date().toISOString(),
          reviewed_at: null,
          reviewed_by: null,
          verified_name: null,
          verified_national_id: null,
        })
        .execute();
    await identity(members[0]!.id, null);
    // Members who gave no national id do not collide.
    await identity(members[1]!.id, null);
    await identity(members[2]!.id, '52998224725');
    await expect(identity(members[0]!.id, '11144477735')).rejects.toThrow();
    await t.database.db
      .deleteFrom('kyc_identities')
      .where('member_id', '=', members[0]!.id)
      .execute();
    await expect(identity(members[0]!.id, '52998224725')).rejects.toThrow();
  });
});
