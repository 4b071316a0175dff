import type { Kysely } from 'kysely';
import { ACCOUNT } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { Language } from '@app/contracts';

/**
 * Outgoing SMS and e-mail. The app builds one Messaging from its configuration
 * (features/messaging, decision 050): the outbox below in development and tests, SMTP and an
 * HTTP SMS gateway in production, each delivery recorded (masked, without its body) and retried.
 * A message that could not be sent throws AppError message.send.failed (503). The outbox
 * provider records every message in the `outbox` table, which development tools read
 * (GET /dev/outbox). Message bodies carry codes and temporary passwords: never log them.
 */
export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is for (a code's purpose, 'tempPassword'): recorded with the delivery. */
  purpose?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  purpose?: string;
}

export interface SmsProvider {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface MailProvider {
  sendMail(message: MailMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsProvider;
  mail: MailProvider;
}

/** The development provider: one outbox row per message. */
export function outboxMessaging(db: Kysely<Database>, merchantCode: string): Messaging {
  const record = async (channel: 'sms' | 'email', to: string, subject: string, body: string) => {
    await db
      .insertInto('outbox')
      .values({
        merchant_code: merchantCode,
        channel,
        to_address: to,
        subject,
        body,
        created_at: new Date().toISOString(),
      })
      .execute();
  };
  return {
    sms: { sendSms: ({ to, body }) => record('sms', to, '', body) },
    mail: { sendMail: ({ to, subject, body }) => record('email', to, subject, body) },
  };
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/** Texts of the messages we send, in the request's language. */
export function smsCodeText(language: Language, code: string): string {
  const ttl = minutes(ACCOUNT.smsCodeTtlMs);
  if (language === 'VI') {
    return `Mã xác minh của bạn là ${code}. Mã có hiệu lực trong ${ttl} phút. Không chia sẻ mã này với bất kỳ ai.`;
  }
  return language === 'PT'
    ? `Seu código de verificação é ${code}. Ele vale por ${ttl} minutos. Não compartilhe com ninguém.`
    : `Your verification code is ${code}. It is valid for ${ttl} minutes. Do not share it with anyone.`;
}

export function tempPasswordMail(
  language: Language,
  userName: string,
  tempPassword: string,
): { subject: string; body: string } {
  const ttl = minutes(ACCOUNT.tempPasswordTtlMs);
  if (language === 'VI') {
    return {
      subject: 'Mật khẩu tạm thời của bạn',
      body: [
        `Xin chào ${userName},`,
        '',
        `Mật khẩu tạm thời của bạn là: ${tempPassword}`,
        `Mật khẩu có hiệu lực trong ${ttl} phút. Hãy đăng nhập bằng mật khẩu này và chọn mật khẩu mới.`,
        '',
        'Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này: mật khẩu hiện tại của bạn vẫn sử dụng được.',
      ].join('\n'),
    };
  }
  if (language === 'PT') {
    return {
      subject: 'Sua senha temporária',
      body: [
        `Olá ${userName},`,
        '',
        `Sua senha temporária é: ${tempPassword}`,
        `Ela vale por ${ttl} minutos. Entre com ela e escolha uma nova senha.`,
        '',
        'Se você não pediu esta mensagem, ignore-a: sua senha atual continua válida.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your temporary password',
    body: [
      `Hello ${userName},`,
      '',
      `Your temporary password is: ${tempPassword}`,
      `It is valid for ${ttl} minutes. Sign in with it and choose a new password.`,
      '',
      'If you did not ask for this, ignore this message: your current password still works.',
    ].join('\n'),
  };
}

/** The e-mail carrying a verification code (withdrawal-password reset, decision 036). */
export function codeMail(language: Language, code: string): { subject: string; body: string } {
  const ttl = minutes(ACCOUNT.smsCodeTtlMs);
  if (language === 'VI') {
    return {
      subject: 'Mã xác minh của bạn',
      body: [
        `Mã xác minh của bạn là ${code}. Mã có hiệu lực trong ${ttl} phút.`,
        '',
        'Nếu bạn không yêu cầu mã này, hãy bỏ qua tin nhắn và không chia sẻ mã với bất kỳ ai.',
      ].join('\n'),
    };
  }
  if (language === 'PT') {
    return {
      subject: 'Seu código de verificação',
      body: [
        `Seu código de verificação é ${code}. É válido por ${ttl} minutos.`,
        '',
        'Se você não pediu este código, ignore esta mensagem e não o compartilhe com ninguém.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your verification code',
    body: [
      `Your verification code is ${code}. It is valid for ${ttl} minutes.`,
      '',
      'If you did not ask for this code, ignore this message and do not share it with anyone.',
    ].join('\n'),
  };
}
