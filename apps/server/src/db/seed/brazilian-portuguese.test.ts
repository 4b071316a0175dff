import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from '@app/contracts';
import { europeanPortuguese } from '@app/contracts/testing';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { TestDatabase } from '../../testing/test-app.ts';
import { smsCodeText, tempPasswordMail } from '../../features/accounts/messaging.ts';
import { fieldFailureText } from '../../features/accounts/register-rules.ts';

/**
 * Issue 18: the demo merchant's members are Brazilian. Every Portuguese text the seed stores
 * (banners, announcements, promotions, help, messages, news, payment channels, VIP levels,
 * rewards, lottery names) and the server's own SMS, e-mail and field texts read as Brazilian
 * Portuguese, and the bank details name no Portuguese IBAN.
 */
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase('seeded');
});

afterAll(async () => {
  await test.cleanup();
});

function european(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    europeanPortuguese(text).map((word) => `${where}: ${word} in "${text}"`),
  );
}

describe('Brazilian Portuguese of the seed and the server', () => {
  it('no seeded Portuguese text is European Portuguese', async () => {
    const db = test.database.db;
    const translations = await db
      .selectFrom('content_translations')
      .select(['entity', 'entity_id', 'field', 'text'])
      .where('language', '=', 'PT')
      .execute();
    expect(translations.length).toBeGreaterThan(50);
    const lottery = await db.selectFrom('lottery_games').select(['game_id', 'name_pt']).execute();
    const levels = await db.selectFrom('vip_levels').select(['name_pt']).execute();
    const rewards = await db.selectFrom('member_rewards').select(['title_pt']).execute();
    const texts: [string, string][] = [
      ...translations.map((row): [string, string] => [
        `${row.entity} ${row.entity_id} ${row.field}`,
        row.text,
      ]),
      ...lottery.map((row): [string, string] => [`lottery ${row.game_id}`, row.name_pt]),
      ...levels.map((row): [string, string] => ['vip level', row.name_pt]),
      ...rewards.map((row): [string, string] => ['reward', row.title_pt]),
    ];
    expect(european(texts)).toEqual([]);
  });

  it('the bank transfer names a Brazilian account: agência, conta and a PIX key', async () => {
    const channel = await test.database.db
      .selectFrom('payment_channels')
      .select(['id', 'instructions'])
      .where('merchant_code', '=', 'DEMO')
      .where('code', '=', 'bank-transfer')
      .executeTakeFirstOrThrow();
    const pt = await test.database.db
      .selectFrom('content_translations')
      .select('text')
      .where('entity', '=', 'payment_channel')
      .where('entity_id', '=', channel.id)
      .where('field', '=', 'instructions')
      .where('language', '=', 'PT')
      .executeTakeFirstOrThrow();
    for (const text of [channel.instructions, pt.text]) {
      expect(text).not.toMatch(/IBAN|PT50/);
      expect(text).toMatch(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    }
    expect(pt.text).toContain('Agência: 0001');
    expect(pt.text).toContain('Chave PIX');
  });

  it("the server's SMS, e-mail and field texts in Portuguese are Brazilian", () => {
    const mail = tempPasswordMail('PT', 'demo', 'Temp1234');
    const texts: [string, string][] = [
      ['sms', smsCodeText('PT', '123456')],
      ['mail subject', mail.subject],
      ['mail body', mail.body],
      ...REGISTER_FIELDS.flatMap((field): [string, string][] => [
        [`${field} missing`, fieldFailureText(field, 'PT', true)],
        [`${field} invalid`, fieldFailureText(field, 'PT', false)],
      ]),
    ];
    expect(european(texts)).toEqual([]);
  });
});
