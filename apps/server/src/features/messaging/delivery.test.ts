import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { deliveringMessaging, maskRecipient } from './delivery.ts';
import { DeliveryFailure, type MailTransport, type SmsTransport } from './transports.ts';

/** Delivery records, retries and logs over stand-in transports (decision 050). */
describe('delivering messaging', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('seeded');
  });
  afterAll(() => t.cleanup());

  const SECRET_BODY = 'Your verification code is 482913.';
  const lines: string[] = [];
  const log = {
    info: (object: object, message: string) => lines.push(JSON.stringify({ ...object, message })),
    warn: (object: object, message: string) => lines.push(JSON.stringify({ ...object, message })),
    error: (object: object, message: string) => lines.push(JSON.stringify({ ...object, message })),
  };
  const waits: number[] = [];

  const build = (sms: SmsTransport, mail?: MailTransport) =>
    deliveringMessaging(
      {
        sms,
        mail: mail ?? { name: 'smtp', send: async () => ({ messageId: '<m@x>' }) },
      },
      {
        db: t.database.db,
        merchantCode: 'DEMO',
        attempts: 3,
        log,
        now: () => Date.parse('2026-01-02T03:04:05.000Z'),
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );

  it('retries with a growing backoff and logs each attempt without the body or the number', async () => {
    let calls = 0;
    const messaging = build({
      name: 'http',
      send: async () => {
        calls += 1;
        if (calls < 3) throw new DeliveryFailure('gateway HTTP 503', true);
        return { messageId: 'abc' };
      },
    });
    await messaging.sms.sendSms({ to: '+5511987654321', body: SECRET_BODY, purpose: 'login' });
    expect(calls).toBe(3);
    expect(waits).toEqual([250, 750]);
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('987654321');
    expect(JSON.parse(lines[2]!)).toMatchObject({
      message: 'message sent',
      channel: 'sms',
      to: '+55*******4321',
      attempt: 3,
      providerMessageId: 'abc',
    });
    const row = await t.database.db
      .selectFrom('message_deliveries')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: 'gateway HTTP 503',
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('turns an unexpected error into a failure whose text is not stored', async () => {
    const messaging = build({
      name: 'http',
      send: async () => {
        throw new Error(`boom ${SECRET_BODY}`);
      },
    });
    await expect(
      messaging.sms.sendSms({ to: '+5511900000000', body: SECRET_BODY }),
    ).rejects.toMatchObject({
      code: 'message.send.failed',
      status: 503,
    });
    const row = await t.database.db
      .selectFrom('message_deliveries')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'http failed (Error)' });
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('masks recipients', () => {
    expect(maskRecipient('sms', '+5511987654321')).toBe('+55*******4321');
    expect(maskRecipient('sms', '+55123')).toBe('****23');
    expect(maskRecipient('email', 'maria.silva@example.com')).toBe('ma***@example.com');
  });
});
