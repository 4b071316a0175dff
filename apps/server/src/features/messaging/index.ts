import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema/tables.ts';
import { outboxMessaging, type Messaging } from '../accounts/messaging.ts';
import { deliveringMessaging, type DeliveryLogger, type DeliveryOptions } from './delivery.ts';
import { httpSmsTransport } from './http-sms.ts';
import { smtpMailTransport } from './smtp-mail.ts';
import type { MailTransport, SmsTransport } from './transports.ts';

export { deliveringMessaging, maskRecipient } from './delivery.ts';
export { DeliveryFailure } from './transports.ts';

type MessagingConfig = Pick<
  Config,
  | 'MAIL_TRANSPORT'
  | 'SMS_TRANSPORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_GATEWAY_URL'
  | 'SMS_GATEWAY_TOKEN'
  | 'MESSAGING_TIMEOUT_MS'
  | 'MESSAGING_ATTEMPTS'
>;

/** The app's one Messaging and what closes it (the SMTP transporter) when the app closes. */
export interface AppMessaging {
  messaging: Messaging;
  close(): void;
}

/**
 * Builds the app's Messaging from its configuration (decision 050): the outbox or SMTP for
 * e-mail, the outbox or the HTTP gateway for SMS, each message recorded in message_deliveries
 * and retried. parseConfig has already checked that a live transport has its settings and that
 * production uses no outbox.
 */
export function createMessaging(
  config: MessagingConfig,
  deps: {
    db: Kysely<Database>;
    merchantCode: string;
    log?: DeliveryLogger;
    now?: () => number;
    backoffMs?: DeliveryOptions['backoffMs'];
    fetch?: typeof fetch;
  },
): AppMessaging {
  const outbox = outboxMessaging(deps.db, deps.merchantCode);
  let closeMail = () => {};
  let mail: MailTransport = {
    name: 'outbox',
    send: async (message) => {
      await outbox.mail.sendMail(message);
      return { messageId: null };
    },
  };
  if (config.MAIL_TRANSPORT === 'smtp') {
    const smtp = smtpMailTransport({
      url: required(config.SMTP_URL, 'SMTP_URL'),
      from: required(config.MAIL_FROM, 'MAIL_FROM'),
      timeoutMs: config.MESSAGING_TIMEOUT_MS,
    });
    mail = smtp;
    closeMail = () => smtp.close();
  }
  let sms: SmsTransport = {
    name: 'outbox',
    send: async (message) => {
      await outbox.sms.sendSms(message);
      return { messageId: null };
    },
  };
  if (config.SMS_TRANSPORT === 'http') {
    sms = httpSmsTransport({
      url: required(config.SMS_GATEWAY_URL, 'SMS_GATEWAY_URL'),
      token: required(config.SMS_GATEWAY_TOKEN, 'SMS_GATEWAY_TOKEN'),
      timeoutMs: config.MESSAGING_TIMEOUT_MS,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
  }
  const messaging = deliveringMessaging(
    { sms, mail },
    {
      db: deps.db,
      merchantCode: deps.merchantCode,
      attempts: config.MESSAGING_ATTEMPTS,
      ...(deps.log ? { log: deps.log } : {}),
      ...(deps.now ? { now: deps.now } : {}),
      ...(deps.backoffMs ? { backoffMs: deps.backoffMs } : {}),
    },
  );
  return { messaging, close: closeMail };
}

function required(value: string | undefined, key: string): string {
  if (value === undefined) throw new Error(`${key} is required by the messaging configuration`);
  return value;
}
