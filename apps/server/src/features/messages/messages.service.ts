import type { Kysely } from 'kysely';
import { TRIAL_TYPE } from '@app/contracts';
import type { InboxMessage, InboxPage } from '@app/contracts';
import type { ContentTranslationsTable, Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { localizeRows } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { totalPages } from '../../lib/paging.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { memberReachable } from '../player-protection/index.ts';
import { publishAfterCommit, type EventBus } from '../live/index.ts';

/**
 * The member inbox (MAILCEN, decision 016). A message row names one member, or none for a
 * broadcast to every member of the merchant, including those who register after it was sent.
 * Reads are per member and message.
 */

/** A text in the content languages; `en` is also the row's own (fallback) text. */
export interface MessageText {
  en: string;
  pt?: string;
}

export interface SendMessage {
  /** A member id, or 'all' for a broadcast. */
  to: number | 'all';
  title: MessageText;
  /** Operator HTML: cleaned by sanitizeHtml before it is stored, in every language. */
  content: MessageText;
  /** A natural key: sending the same code again keeps the first message. */
  code?: string;
  sentAt?: Date;
}

const TITLE_MAX = 200;
const cleanTitle = (title: string) => title.trim().slice(0, TITLE_MAX);

/**
 * Stores a message (the operator's send, the seed and the tests use it). Content HTML is
 * reduced to the shared allow-list: scripts, event handlers and javascript: links are gone
 * before anything reads the row. Returns the message id (the first one's for a repeated code).
 */
export async function sendMessage(
  db: Kysely<Database>,
  merchantCode: string,
  message: SendMessage,
  /** Tells the member's open pages (decision 062); absent in the seed. */
  live?: EventBus,
): Promise<number> {
  const sentAt = (message.sentAt ?? new Date()).toISOString();
  // Inside a write already open (a cashier decision), the message commits or rolls back with it.
  return writeTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('member_messages')
      .values({
        merchant_code: merchantCode,
        code: message.code ?? null,
        member_id: message.to === 'all' ? null : message.to,
        title: cleanTitle(message.title.en),
        content: sanitizeHtml(message.content.en),
        sent_at: sentAt,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const memberId = message.to === 'all' ? null : message.to;
      publishAfterCommit(trx, live, { type: 'inbox', memberId });
    }
    if (!inserted) {
      const existing = await trx
        .selectFrom('member_messages')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('code', '=', message.code!)
        .executeTakeFirstOrThrow();
      return existing.id;
    }
    const rows: ContentTranslationsTable[] = [];
    for (const [language, pick] of [
      ['EN', (text: MessageText) => text.en],
      ['PT', (text: MessageText) => text.pt],
    ] as const) {
      const title = pick(message.title);
      const content = pick(message.content);
      if (title !== undefined) {
        rows.push(translation(merchantCode, inserted.id, 'title', language, cleanTitle(title)));
      }
      if (content !== undefined) {
        rows.push(
          translation(merchantCode, inserted.id, 'content', language, sanitizeHtml(content)),
        );
      }
    }
    if (rows.length > 0) {
      await trx
        .insertInto('content_translations')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
        )
        .execute();
    }
    return inserted.id;
  });
}

function translation(
  merchantCode: string,
  id: number,
  field: string,
  language: string,
  text: string,
): ContentTranslationsTable {
  return {
    merchant_code: merchantCode,
    entity: 'member_message',
    entity_id: id,
    field,
    language,
    text,
  };
}

/** The inbox is for real accounts: a trial session (type 4) is told to log in to one. */
export function requireInboxMember(auth: { memberId: number; type: number }): number {
  if (auth.type === TRIAL_TYPE) throw new AppError('trial.forbidden', 403);
  return auth.memberId;
}

/**
 * The member's messages: their own, the broadcasts to everyone, and the segment messages that
 * listed them as a recipient (migration 032); only between the send time and the expiry. While
 * the member is on a break or self-excluded, no broadcast at all (decision 048).
 */
function inboxOf(ctx: AppContext, memberId: number) {
  const now = new Date(nowMs(ctx)).toISOString();
  return ctx.db
    .selectFrom('member_messages')
    .where('member_messages.merchant_code', '=', ctx.merchantCode)
    .where('member_messages.enabled', '=', 1)
    .where('member_messages.sent_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb('member_messages.expires_at', 'is', null),
        eb('member_messages.expires_at', '>', now),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('member_messages.member_id', '=', memberId),
        eb.and([
          eb('member_messages.member_id', 'is', null),
          // Broadcasts are marketing: none while the member is on a break or self-excluded.
          memberReachable(memberId, now),
          eb.or([
            eb('member_messages.segment', 'is', null),
            eb.exists(
              eb
                .selectFrom('member_message_recipients')
                .select('member_message_recipients.message_id')
                .whereRef('member_message_recipients.message_id', '=', 'member_messages.id')
                .where('member_message_recipients.member_id', '=', memberId),
            ),
          ]),
        ]),
      ]),
    );
}

type Row = {
  id: number;
  title: string;
  content: string;
  sent_at: string;
  member_id: number | null;
};

async function toMessages(
  ctx: AppContext,
  memberId: number,
  rows: Row[],
  language: ContentLanguage,
): Promise<InboxMessage[]> {
  const ids = rows.map((row) => row.id);
  const [localized, reads] = await Promise.all([
    localizeRows(ctx.db, ctx.merchantCode, 'member_message', language, rows, ['title', 'content']),
    ids.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('member_message_reads')
          .select('message_id')
          .where('member_id', '=', memberId)
          .where('message_id', 'in', ids)
          .execute(),
  ]);
  const read = new Set(reads.map((row) => row.message_id));
  return localized.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: row.sent_at,
    read: read.has(row.id),
    broadcast: row.member_id === null,
  }));
}

const COLUMNS = [
  'member_messages.id as id',
  'member_messages.title as title',
  'member_messages.content as content',
  'member_messages.sent_at as sent_at',
  'member_messages.member_id as member_id',
] as const;

/** One page of the inbox, newest first; past the last page an empty list. */
export async function inboxPage(
  ctx: AppContext,
  memberId: number,
  query: { pageNo: number; pageSize: number },
  language: ContentLanguage,
): Promise<InboxPage> {
  const { pageNo, pageSize } = query;
  const [count, rows] = await Promise.all([
    inboxOf(ctx, memberId)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    inboxOf(ctx, memberId)
      .select(COLUMNS)
      .orderBy('member_messages.sent_at', 'desc')
      .orderBy('member_messages.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    list: await toMessages(ctx, memberId, rows, language),
    pageNo,
    pageSize,
    total,
    totalPages: totalPages(total, pageSize),
  };
}

/** One of the member's messages; someone else's or an unknown id is not found. */
export async function inboxMessage(
  ctx: AppContext,
  memberId: number,
  id: number,
  language: ContentLanguage,
): Promise<InboxMessage> {
  const row = await inboxOf(ctx, memberId)
    .select(COLUMNS)
    .where('member_messages.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('message.not.found', 404, String(id));
  const [message] = await toMessages(ctx, memberId, [row], language);
  return message!;
}

/** Marks one of the member's messages read; repeating it keeps the first read time. */
export async function markMessageRead(
  ctx: AppContext,
  memberId: number,
  id: number,
  now: Date = new Date(),
): Promise<void> {
  const row = await inboxOf(ctx, memberId)
    .select('member_messages.id as id')
    .where('member_messages.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('message.not.found', 404, String(id));
  await ctx.db
    .insertInto('member_message_reads')
    .values({ member_id: memberId, message_id: row.id, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .execute();
}

/** How many of the member's messages have no read row (the unread counts' inbox). */
export async function inboxUnreadCount(ctx: AppContext, memberId: number): Promise<number> {
  const row = await inboxOf(ctx, memberId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_message_reads')
            .select('member_message_reads.message_id')
            .whereRef('member_message_reads.message_id', '=', 'member_messages.id')
            .where('member_message_reads.member_id', '=', memberId),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
