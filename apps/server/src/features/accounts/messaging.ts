import type { Kysely } from 'kysely';
import { ACCOUNT } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { Language } from '@app/contracts';

/**
 * Outgoing SMS and e-mail. Real gateways plug in behind these interfaces; the built-in
 * provider records every message in the `outbox` table, which development tools read
 * (GET /dev/outbox). Message bodies carry codes and temporary passwords: never log them.
 */
export interface SmsProvider {
  sendSms(message: { to: string; body: string }): Promise<void>;
}

export interface MailProvider {
  sendMail(message: { to: string; subject: string; body: string }): Promise<void>;
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
    ? `O seu código de verificação é ${code}. É válido durante ${ttl} minutos. Não o partilhe com ninguém.`
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
      subject: 'A sua palavra-passe temporária',
      body: [
        `Olá ${userName},`,
        '',
        `A sua palavra-passe temporária é: ${tempPassword}`,
        `É válida durante ${ttl} minutos. Inicie sessão com ela e escolha uma nova palavra-passe.`,
        '',
        'Se não pediu esta mensagem, ignore-a: a sua palavra-passe atual continua válida.',
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
