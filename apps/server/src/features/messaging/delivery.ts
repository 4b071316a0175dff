import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { MailMessage, Messaging, SmsMessage } from '../accounts/messaging.ts';
import { maskEmail } from '../member-centre/masking.ts';
import {
  DeliveryFailure,
  networkReason,
  type MailTransport,
  type SmsTransport,
} from './transports.ts';

/** The few logger calls delivery makes (pino's, as app.log has them). */
export interface DeliveryLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DeliveryOptions {
  db: Kysely<Database>;
  merchantCode: string;
  /** Attempts per message (MESSAGING_ATTEMPTS), at least 1. */
  attempts: number;
  /** Milliseconds to wait before attempt `n + 1` after attempt `n` failed (n from 1). */
  backoffMs?: (attempt: number) => number;
  log?: DeliveryLogger;
  /** Epoch ms now for the rows' timestamps (the app's wall clock). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** 250 ms, then 750 ms: three attempts end within a second plus the attempts' own time. */
export const DEFAULT_BACKOFF_MS = (attempt: number) => 250 * 3 ** (attempt - 1);

/** '+5511987654321' -> '+55*******4321'; an e-mail as the member centre masks it. */
export function maskRecipient(channel: 'sms' | 'email', to: string): string {
  if (channel === 'email') return maskEmail(to).slice(0, 160);
  if (to.length <= 7) return `${'*'.repeat(Math.max(to.length - 2, 1))}${to.slice(-2)}`;
  return `${to.slice(0, 3)}${'*'.repeat(to.length - 7)}${to.slice(-4)}`.slice(0, 160);
}

const silent: DeliveryLogger = { info() {}, warn() {}, error() {} };

/**
 * Messaging over two transports with delivery records (decision 050). Each message gets a
 * `message_deliveries` row (masked recipient, purpose, never the body) that ends `sent` or
 * `failed` with its attempt count, last error and the provider's message id. A failed attempt
 * that may pass another time is retried after a short backoff, inside the request, up to
 * `attempts`; when none delivered, the caller gets AppError message.send.failed (503) so no
 * answer claims a message went out that did not.
 */
export function deliveringMessaging(
  transports: { sms: SmsTransport; mail: MailTransport },
  options: DeliveryOptions,
): Messaging {
  const { db, merchantCode } = options;
  const attempts = Math.max(1, Math.floor(options.attempts));
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const log = options.log ?? silent;
  const now = () => new Date((options.now ?? Date.now)()).toISOString();
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));

  async function deliver<M extends SmsMessage | MailMessage>(
    channel: 'sms' | 'email',
    transport: {
      name: 'outbox' | 'smtp' | 'http';
      send(message: M): Promise<{ messageId: string | null }>;
    },
    message: M,
  ): Promise<void> {
    const recipient = maskRecipient(channel, message.to);
    const purpose = (message.purpose ?? '').slice(0, 32);
    const started = now();
    const row = await db
      .insertInto('message_deliveries')
      .values({
        merchant_code: merchantCode,
        channel,
        transport: transport.name,
        recipient_masked: recipient,
        purpose,
        status: 'pending',
        attempts: 0,
        last_error: null,
        provider_message_id: null,
        created_at: started,
        updated_at: started,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fields = {
      deliveryId: row.id,
      channel,
      transport: transport.name,
      to: recipient,
      purpose,
    };

    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let failure: DeliveryFailure;
      try {
        const { messageId } = await transport.send(message);
        await db
          .updateTable('message_deliveries')
          .set({
            status: 'sent',
            attempts: attempt,
            provider_message_id: messageId,
            last_error: lastError || null,
            updated_at: now(),
          })
          .where('id', '=', row.id)
          .execute();
        log.info({ ...fields, attempt, providerMessageId: messageId }, 'message sent');
        return;
      } catch (error) {
        failure =
          error instanceof DeliveryFailure
            ? error
            : new DeliveryFailure(`${transport.name} failed (${networkReason(error)})`, true);
      }
      lastError = failure.reason;
      const final = attempt === attempts || !failure.retryable;
      await db
        .updateTable('message_deliveries')
        .set({
          status: final ? 'failed' : 'pending',
          attempts: attempt,
          last_error: lastError,
          updated_at: now(),
        })
        .where('id', '=', row.id)
        .execute();
      if (final) {
        log.error({ ...fields, attempt, reason: lastError }, 'message not sent');
        throw new AppError('message.send.failed', 503);
      }
      log.warn({ ...fields, attempt, reason: lastError }, 'message attempt failed, retrying');
      await sleep(backoff(attempt));
    }
  }

  return {
    sms: { sendSms: (message) => deliver('sms', transports.sms, message) },
    mail: { sendMail: (message) => deliver('email', transports.mail, message) },
  };
}
