import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { down, up } from '../../db/migrations/039-message-deliveries.ts';

/** Migration 039 goes down and up again on both databases (decision 050). */
describe('migration 039: message deliveries', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('seeded');
  });
  afterAll(() => t.cleanup());

  const tableExists = async () => {
    try {
      await t.database.db.selectFrom('message_deliveries').select('id').limit(1).execute();
      return true;
    } catch {
      return false;
    }
  };

  it('drops the table and creates it again', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    expect(await tableExists()).toBe(true);
    await down(db);
    expect(await tableExists()).toBe(false);
    await up(db);
    expect(await tableExists()).toBe(true);
    const at = new Date().toISOString();
    const row = await t.database.db
      .insertInto('message_deliveries')
      .values({
        merchant_code: 'DEMO',
        channel: 'sms',
        transport: 'http',
        recipient_masked: '+55*******4321',
        status: 'pending',
        last_error: null,
        provider_message_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning(['purpose', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ purpose: '', attempts: 0 });
  });
});
