import type { Kysely } from 'kysely';
import { sendMessage } from '../../features/messages/messages.service.ts';
import type { Database } from '../schema/tables.ts';
import type { Localized } from './merchant-data.ts';
import { DEMO_MEMBER } from './merchant-data.ts';
import { seededMemberId } from './seeded-member.ts';

const DAY_MS = 86_400_000;

interface MessageSeed {
  code: string;
  /** The demo member alone, or every member (a broadcast). */
  to: 'demo' | 'all';
  title: Localized;
  content: Localized;
  daysAgo: number;
}

/** The demo inbox (decision 016): a few messages to the demo member and one broadcast. */
export const DEMO_MESSAGES: readonly MessageSeed[] = [
  {
    code: 'welcome-demo',
    to: 'demo',
    title: { en: 'Welcome to your inbox', pt: 'Bem-vindo à sua caixa de mensagens' },
    content: {
      en: '<p>Hello! Messages from Concha Play arrive here: account notices, bonuses and answers to your feedback.</p>',
      pt: '<p>Olá! As mensagens da Concha Play chegam aqui: avisos da conta, bônus e respostas às suas sugestões.</p>',
    },
    daysAgo: 6,
  },
  {
    code: 'deposit-bonus-demo',
    to: 'demo',
    title: { en: 'Your deposit bonus is ready', pt: 'Seu bônus de depósito está pronto' },
    content: {
      en: '<p>We added a <strong>10% bonus</strong> offer to your account. <a href="/m/activity">See the promotion</a>.</p>',
      pt: '<p>Adicionamos uma oferta de <strong>bônus de 10%</strong> à sua conta. <a href="/m/activity">Ver a promoção</a>.</p>',
    },
    daysAgo: 3,
  },
  {
    code: 'security-demo',
    to: 'demo',
    title: { en: 'Keep your account safe', pt: 'Mantenha sua conta segura' },
    content: {
      en: '<p>We will never ask for your password. Change it regularly in the security centre.</p><ul><li>Use a unique password</li><li>Keep your mobile number up to date</li></ul>',
      pt: '<p>Nunca vamos pedir sua senha. Troque a senha regularmente na central de segurança.</p><ul><li>Use uma senha exclusiva</li><li>Mantenha seu número de celular atualizado</li></ul>',
    },
    daysAgo: 1,
  },
  {
    code: 'broadcast-lottery-week',
    to: 'all',
    title: {
      en: 'Lottery week: double draws on Friday',
      pt: 'Semana da loteria: sorteios em dobro na sexta-feira',
    },
    content: {
      en: '<p>This Friday every lottery game draws <em>twice</em>. <a href="/m/lott">Open the lottery lobby</a>.</p>',
      pt: '<p>Nesta sexta-feira todos os jogos de loteria têm <em>dois</em> sorteios. <a href="/m/lott">Abrir a loteria</a>.</p>',
    },
    daysAgo: 2,
  },
];

/** Sends the demo messages once (by code); absent demo member: only the broadcasts. */
export async function seedMessages(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  const demoId = await seededMemberId(db, merchantCode, DEMO_MEMBER.userName);
  for (const message of DEMO_MESSAGES) {
    if (message.to === 'demo' && demoId === undefined) continue;
    await sendMessage(db, merchantCode, {
      to: message.to === 'all' ? 'all' : demoId!,
      code: message.code,
      title: message.title,
      content: message.content,
      sentAt: new Date(now.getTime() - message.daysAgo * DAY_MS),
    });
  }
}
