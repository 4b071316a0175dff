import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  cleanFeedbackContent,
  FEEDBACK,
  feedbackLength,
  isFeedbackType,
  type FeedbackBody,
  type FeedbackValue,
} from '@app/contracts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { checkCaptcha } from '../auth/captcha.service.ts';

interface FeedbackRow {
  memberId: number;
  merchantCode: string;
  type: number;
  content: string;
  createdAt: string;
}

const windowStart = (now: Date) => new Date(now.getTime() - FEEDBACK.windowMs).toISOString();

/** The member's feedback rows inside the rolling hour, and when the oldest of them leaves it. */
async function recentFeedback(db: Kysely<Database>, memberId: number, now: Date) {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>', windowStart(now))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

async function rateLimited(db: Kysely<Database>, memberId: number, now: Date): Promise<AppError> {
  const { oldest } = await recentFeedback(db, memberId, now);
  const freesAt = oldest ? Date.parse(oldest) + FEEDBACK.windowMs : now.getTime();
  return new AppError('feedback.rate.limited', 429, String(FEEDBACK.maxPerHour), {
    max: FEEDBACK.maxPerHour,
    retryAfterMs: Math.max(0, freesAt - now.getTime()),
  });
}

/**
 * One statement inserts the row only while the member is under the hourly cap. SQLite runs it
 * alone among writers, so the cap holds exactly; on PostgreSQL the member's row is locked first
 * so two sends racing cannot both see the cap minus one. Returns the new id, or null at the cap.
 */
async function insertUnderCap(
  db: Kysely<Database>,
  row: FeedbackRow,
  now: Date,
): Promise<number | null> {
  const insert = (handle: Kysely<Database>) =>
    handle
      .insertInto('feedback')
      .columns(['merchant_code', 'member_id', 'type', 'content', 'created_at'])
      .expression(
        handle
          .selectNoFrom([
            // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
            sql<string>`cast(${row.merchantCode} as text)`.as('merchant_code'),
            sql<number>`cast(${row.memberId} as integer)`.as('member_id'),
            sql<number>`cast(${row.type} as integer)`.as('type'),
            sql<string>`cast(${row.content} as text)`.as('content'),
            sql<string>`cast(${row.createdAt} as text)`.as('created_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('feedback')
                .select((c) => c.fn.countAll().as('n'))
                .where('member_id', '=', row.memberId)
                .where('created_at', '>', windowStart(now)),
            '<',
            FEEDBACK.maxPerHour,
          ),
      )
      .returning('id')
      .executeTakeFirst();
  if (!isPostgres(db)) return (await insert(db))?.id ?? null;
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('members')
      .select('id')
      .where('id', '=', row.memberId)
      .forUpdate()
      .execute();
    return (await insert(trx))?.id ?? null;
  });
}

/**
 * Feedback (spec sections 3, 5 and 7): content of 10 to 200 characters once cleaned, a question
 * type of the spec's list, a captcha, and at most FEEDBACK.maxPerHour per member per rolling
 * hour. The sender is the session's member; a body `sender` naming anyone else is refused.
 * Inputs are checked before the captcha is spent, so a typo in the form costs no captcha.
 */
export async function sendFeedback(
  ctx: AppContext,
  auth: AuthContext,
  body: FeedbackBody,
  ip: string,
  now: Date = new Date(),
): Promise<FeedbackValue> {
  const content = cleanFeedbackContent(body.content);
  const length = feedbackLength(content);
  if (length < FEEDBACK.contentMin || length > FEEDBACK.contentMax) {
    throw new AppError('feedback.content.length', 400, '', {
      min: FEEDBACK.contentMin,
      max: FEEDBACK.contentMax,
      length,
    });
  }
  if (!isFeedbackType(body.type)) throw new AppError('feedback.type.invalid', 400);
  const sender = body.sender?.trim() ?? '';
  if (sender !== '' && sender.toLowerCase() !== auth.userName.toLowerCase()) {
    throw new AppError('feedback.sender.mismatch', 403);
  }
  // A cheap look first, so a member at the cap does not spend a captcha; the insert decides.
  if ((await recentFeedback(ctx.db, auth.memberId, now)).count >= FEEDBACK.maxPerHour) {
    throw await rateLimited(ctx.db, auth.memberId, now);
  }
  await checkCaptcha(ctx, { key: body.captchaKey, answer: body.captcha, ip }, now);
  const createdAt = now.toISOString();
  const id = await insertUnderCap(
    ctx.db,
    {
      memberId: auth.memberId,
      merchantCode: auth.merchantCode,
      type: body.type,
      content,
      createdAt,
    },
    now,
  );
  if (id === null) throw await rateLimited(ctx.db, auth.memberId, now);
  return { id, createdAt };
}
