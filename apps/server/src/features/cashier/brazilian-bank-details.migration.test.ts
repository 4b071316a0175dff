import { describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import { DEMO_CHANNELS, DEMO_CHANNEL_TEXTS } from '../../db/seed/cashier.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

describe('migration 025 (Brazilian bank details)', () => {
  it('rewrites the old demo bank details (Portuguese IBAN) once, leaving an operator’s own texts alone', async () => {
    const old = await createTestDatabase('seeded');
    try {
      const db = old.database.db;
      const migrator = createMigrator(old.database, old.env.DATABASE_SCHEMA);
      // Back to the database as seeded before issue 18: the IBAN texts.
      expect((await migrator.migrateTo('024-game-limits')).error).toBeUndefined();
      const channel = (code: string) =>
        db
          .selectFrom('payment_channels')
          .select(['id', 'instructions'])
          .where('merchant_code', '=', 'DEMO')
          .where('code', '=', code)
          .executeTakeFirstOrThrow();
      const translation = async (code: string, language: 'PT' | 'EN') =>
        (
          await db
            .selectFrom('content_translations')
            .select('text')
            .where('entity', '=', 'payment_channel')
            .where('entity_id', '=', (await channel(code)).id)
            .where('field', '=', 'instructions')
            .where('language', '=', language)
            .executeTakeFirstOrThrow()
        ).text;
      expect((await channel('bank-transfer')).instructions).toContain('IBAN: PT50');
      expect(await translation('bank-transfer', 'PT')).toContain('nome de utilizador');
      // An operator wrote its own payout instructions: the migration keeps them.
      await db
        .updateTable('content_translations')
        .set({ text: 'Pagamos via PIX em até 1 hora.' })
        .where('entity', '=', 'payment_channel')
        .where('entity_id', '=', (await channel('bank-payout')).id)
        .where('field', '=', 'instructions')
        .where('language', '=', 'PT')
        .execute();

      expect(await migrateToLatest(old.database, old.env.DATABASE_SCHEMA)).toContain(
        '025-brazilian-bank-details',
      );
      const transfer = DEMO_CHANNEL_TEXTS['bank-transfer']!.instructions;
      expect((await channel('bank-transfer')).instructions).toBe(DEMO_CHANNELS[0]!.instructions);
      expect(await translation('bank-transfer', 'EN')).toBe(transfer.en);
      expect(await translation('bank-transfer', 'PT')).toBe(transfer.pt);
      expect(await translation('dev-gateway', 'PT')).toBe(
        DEMO_CHANNEL_TEXTS['dev-gateway']!.instructions.pt,
      );
      expect(await translation('bank-payout', 'PT')).toBe('Pagamos via PIX em até 1 hora.');
      expect(transfer.pt).toContain('Chave PIX (CNPJ): 12.345.678/0001-95');
    } finally {
      await old.cleanup();
    }
  });
});
