import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  SECURITY_ANSWER_MAX,
  SECURITY_ANSWER_MIN,
  SECURITY_QUESTION_CODES,
  SECURITY_QUESTIONS_MAX,
  SECURITY_QUESTIONS_MIN,
} from '@app/contracts';
import type {
  MemberSession,
  SecurityConfig,
  SecurityQuestionCode,
  SecurityQuestionsValue,
  SetSecurityQuestionsBody,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requireRealAccount, withinLifetime, type AuthContext } from '../../lib/sessions.ts';
import { recheckLoginPassword } from '../auth/password-recheck.ts';
import { deviceName, maskEmail, maskIp, maskMobile, maskName } from './masking.ts';

const DAY_MS = 86_400_000;

async function member(ctx: AppContext, memberId: number) {
  const row = await ctx.db
    .selectFrom('members')
    .select([
      'password_hash',
      'password_changed_at',
      'password_expires_at',
      'payment_password_hash',
      'email',
      'payee_name',
      'mobile_num',
      'mobile_key',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
  // The guard just resolved this member: gone now means deleted in between.
  if (!row) throw new AppError('session.ended', 401);
  return row;
}

/** The security config: which protections the member has set. */
export async function securityConfig(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<SecurityConfig> {
  requireRealAccount(auth);
  const [row, answers] = await Promise.all([
    member(ctx, auth.memberId),
    ctx.db
      .selectFrom('member_security_answers')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('member_id', '=', auth.memberId)
      .executeTakeFirst(),
  ]);
  const count = Number(answers?.count ?? 0);
  const age = now.getTime() - Date.parse(row.password_changed_at);
  return {
    loginPassword: {
      changedAt: row.password_changed_at,
      ageDays: Math.max(0, Math.floor(age / DAY_MS)),
      expiresAt: row.password_expires_at,
    },
    withdrawalPassword: { set: row.payment_password_hash !== null },
    email: { bound: row.email !== '', masked: maskEmail(row.email) },
    payee: { bound: row.payee_name.trim() !== '', masked: maskName(row.payee_name.trim()) },
    securityQuestions: { set: count >= SECURITY_QUESTIONS_MIN, count },
    // Bound means proven by an SMS code (decision 036): a number typed at registration without
    // one is neither shown nor trusted for SMS login and resets.
    mobile: row.mobile_key
      ? { bound: true, masked: maskMobile(row.mobile_num) }
      : { bound: false, masked: '' },
  };
}

/**
 * Throws security.password.incorrect unless `password` is the member's login password (and
 * login.throttled while the account's failures hold it back).
 */
async function verifyLoginPassword(ctx: AppContext, memberId: number, password: string) {
  if (!(await recheckLoginPassword(ctx, memberId, password))) {
    throw new AppError('security.password.incorrect', 400, '', { field: 'password' });
  }
}

/**
 * Binds (or replaces) the member's e-mail. The login password is asked for: the bound e-mail
 * receives forgot-password mails, so whoever holds only a session must not redirect them.
 */
export async function bindEmail(
  ctx: AppContext,
  auth: AuthContext,
  body: { email: string; password: string },
): Promise<string> {
  requireRealAccount(auth);
  const email = body.email.trim();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    throw new AppError('member.email.invalid', 400, '', { field: 'email' });
  }
  await verifyLoginPassword(ctx, auth.memberId, body.password);
  await ctx.db.updateTable('members').set({ email }).where('id', '=', auth.memberId).execute();
  return maskEmail(email);
}

const QUESTION_TEXTS: Record<SecurityQuestionCode, Record<ContentLanguage, string>> = {
  firstPet: {
    EN: 'What was the name of your first pet?',
    PT: 'Qual era o nome do seu primeiro animal de estimação?',
  },
  birthCity: { EN: 'In which city were you born?', PT: 'Em que cidade você nasceu?' },
  motherMaidenName: {
    EN: "What is your mother's maiden name?",
    PT: 'Qual é o nome de solteira da sua mãe?',
  },
  firstSchool: {
    EN: 'What was the name of your first school?',
    PT: 'Qual era o nome da sua primeira escola?',
  },
  favouriteTeam: { EN: 'What is your favourite team?', PT: 'Qual é o seu time do coração?' },
  childhoodFriend: {
    EN: 'What is the name of your best childhood friend?',
    PT: 'Qual é o nome do seu melhor amigo de infância?',
  },
};

/** The questions in Vietnamese (a map of its own, so edits of the PT and EN texts stay apart). */
const QUESTION_TEXTS_VI: Record<SecurityQuestionCode, string> = {
  firstPet: 'Tên thú cưng đầu tiên của bạn là gì?',
  birthCity: 'Bạn sinh ra ở thành phố nào?',
  motherMaidenName: 'Họ tên thời con gái của mẹ bạn là gì?',
  firstSchool: 'Tên trường học đầu tiên của bạn là gì?',
  favouriteTeam: 'Đội bóng yêu thích của bạn là đội nào?',
  childhoodFriend: 'Tên người bạn thân thời thơ ấu của bạn là gì?',
};

export async function securityQuestions(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage | 'VI',
): Promise<SecurityQuestionsValue> {
  requireRealAccount(auth);
  const rows = await ctx.db
    .selectFrom('member_security_answers')
    .select('question_code')
    .where('member_id', '=', auth.memberId)
    .execute();
  const chosen = new Set(rows.map((row) => row.question_code));
  return {
    questions: SECURITY_QUESTION_CODES.map((code) => ({
      code,
      text: language === 'VI' ? QUESTION_TEXTS_VI[code] : QUESTION_TEXTS[code][language],
    })),
    chosen: SECURITY_QUESTION_CODES.filter((code) => chosen.has(code)),
  };
}

/** Answers compare case- and spacing-blind: "Rio  de Janeiro" is "rio de janeiro". */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Sets the member's security questions: 2 or 3 different ones from the fixed list, each
 * answered with 2 to 64 characters, after the login password. Replaces any earlier set.
 */
export async function setSecurityQuestions(
  ctx: AppContext,
  auth: AuthContext,
  body: z.output<typeof SetSecurityQuestionsBody>,
  now: Date = new Date(),
): Promise<SecurityQuestionCode[]> {
  requireRealAccount(auth);
  const answers = body.answers.map((item) => ({
    code: item.questionCode,
    answer: normalizeAnswer(item.answer),
  }));
  const codes = new Set(answers.map((item) => item.code));
  const valid =
    answers.length >= SECURITY_QUESTIONS_MIN &&
    answers.length <= SECURITY_QUESTIONS_MAX &&
    codes.size === answers.length &&
    answers.every(
      ({ answer }) =>
        [...answer].length >= SECURITY_ANSWER_MIN && [...answer].length <= SECURITY_ANSWER_MAX,
    );
  if (!valid) throw new AppError('security.questions.invalid', 400, '', { field: 'answers' });
  await verifyLoginPassword(ctx, auth.memberId, body.password);
  const hashed = await Promise.all(
    answers.map(async ({ code, answer }) => ({
      member_id: auth.memberId,
      question_code: code,
      answer_hash: await hashPassword(answer),
      created_at: now.toISOString(),
    })),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('member_security_answers')
      .where('member_id', '=', auth.memberId)
      .execute();
    await trx.insertInto('member_security_answers').values(hashed).execute();
  });
  return SECURITY_QUESTION_CODES.filter((code) => codes.has(code));
}

/** The member's live sessions, the most recently used first; the caller's is marked current. */
export async function memberSessions(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<MemberSession[]> {
  requireRealAccount(auth);
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('member_id', '=', auth.memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const nowMs = now.getTime();
  return rows
    .filter(
      (row) =>
        row.id === auth.sessionId ||
        withinLifetime({ expiresAt: row.expires_at, lastSeenAt: row.last_seen_at }, nowMs),
    )
    .map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      userAgent: row.user_agent.slice(0, 256),
      ip: maskIp(row.ip),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === auth.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the member's other sessions. The calling session is ended by logout instead;
 * another member's session (or an ended one) answers 404 and changes nothing.
 */
export async function endMemberSession(
  ctx: AppContext,
  auth: AuthContext,
  sessionId: string,
  now: Date = new Date(),
): Promise<number> {
  requireRealAccount(auth);
  if (sessionId === auth.sessionId) {
    throw new AppError('security.session.current', 400, '', { field: 'sessionId' });
  }
  const result = await ctx.db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('member_id', '=', auth.memberId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('security.session.not.found', 404);
  return 1;
}

/** Ends every session of the member except the calling one; answers how many it ended. */
export async function endOtherMemberSessions(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<number> {
  requireRealAccount(auth);
  const result = await ctx.db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString() })
    .where('member_id', '=', auth.memberId)
    .where('id', '!=', auth.sessionId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
