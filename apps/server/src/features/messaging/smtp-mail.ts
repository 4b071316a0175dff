import { getSystemErrorName } from 'node:util';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../accounts/messaging.ts';
import { DeliveryFailure, networkReason, type MailTransport } from './transports.ts';

export interface SmtpMailOptions {
  /** smtp:// or smtps:// with optional user:password (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
  /** Milliseconds for the connection, the greeting and each socket wait. */
  timeoutMs: number;
}

/** Fields nodemailer puts on its errors; only codes and statuses are read from them. */
interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  errno?: unknown;
}

/** The system error under a socket failure ('ECONNREFUSED'), or ''. */
function systemError(errno: unknown): string {
  if (typeof errno !== 'number' || errno >= 0) return '';
  try {
    return getSystemErrorName(errno);
  } catch {
    return '';
  }
}

/** A safe reason and whether another attempt may help: SMTP 4xx and network trouble may. */
function smtpFailure(error: unknown): DeliveryFailure {
  const fields = (error && typeof error === 'object' ? error : {}) as SmtpErrorFields;
  const status = typeof fields.responseCode === 'number' ? fields.responseCode : null;
  const code =
    typeof fields.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(fields.code) ? fields.code : null;
  // The server's own text may repeat the address: only its status and nodemailer's code.
  if (status !== null) {
    return new DeliveryFailure(`SMTP ${status}${code ? ` (${code})` : ''}`, status < 500);
  }
  const cause = systemError(fields.errno);
  return new DeliveryFailure(
    `SMTP ${code ?? networkReason(error)}${cause ? ` (${cause})` : ''}`,
    true,
  );
}

/**
 * E-mail over SMTP with nodemailer (decision 050): one transporter per app, one connection per
 * message (codes and temporary passwords are few); STARTTLS is used whenever the server offers
 * it (smtps:// is TLS from the start). Plain-text messages.
 */
export function smtpMailTransport(options: SmtpMailOptions): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({
    // The URL's host, port, TLS and credentials win over the keys below.
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    dnsTimeout: options.timeoutMs,
    // Never write the conversation (it carries the body) to any log.
    logger: false,
    debug: false,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      try {
        const info = await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        const id = typeof info.messageId === 'string' ? info.messageId.slice(0, 200) : null;
        return { messageId: id };
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}
