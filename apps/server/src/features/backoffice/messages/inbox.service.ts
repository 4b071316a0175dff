import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { TRIAL_TYPE } from '@app/contracts';
import type {
  BoAudience,
  BoAudienceQuery,
  BoInboxMessage,
  BoInboxPage,
  BoInboxQuery,
  BoInboxRow,
  BoSegment,
  BoSegmentOptions,
  BoSendMessageBody,
  BoSendMessageValue,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { ContentLanguage } from '../../../lib/content-language.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import { notExcluded } from '../../player-protection/index.ts';
import type { Saved } from './items.service.ts';
import {
  cleanTexts,
  fallbackText,
  publicationStatus,
  readTexts,
  toStoredInstant,
  toStoredInstantOrNull,
  writeTexts,
} from './texts.ts';

/**
 * Inbox messages from the back office to one member, a segment or everyone.
 *
 * How an audience is stored, and why (it must hold for 100k members and for later sign-ups):
 * - one member: one row naming the member (member_id), as the members area and the cashier do;
 * - everyone: ONE broadcast row (member_id null, segment null). The inbox reads "mine or a
 *   broadcast", so sending costs one insert whatever the member count, and a member who
 *   registers later finds it in their inbox too (decision 016's rule, kept: "everyone" means
 *   every member, now and to come). Reads stay one row per member who opens it;
 * - a segment: one broadcast row carrying the segment (segment JSON), plus its recipients in
 *   member_message_recipients, written by a single INSERT ... SELECT over the members table (no
 *   per-member loop in JavaScript: the database copies the ids in one statement). It is a
 *   snapshot: who is in the segment when it is sent gets it, as the count the operator saw
 *   promised; a member who joins the segment later (registers, deposits, moves VIP level) does
 *   not. Evaluating segments at read time instead would make the audience drift after the send
 *   and the "reaches N members" figure meaningless.
 * Scheduling: sent_at is the publish time (the inbox shows nothing sent in the future) and
 * expires_at the unpublish time.
 */

type Db = Kysely<Database>;
const nowIso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();
const APPROVED = 'approved';

/** A member by id or account name (not a trial account); 404 bo.not.found otherwise. */
async function findMember(db: Db, merchantCode: string, member: string) {
  const query = db
    .selectFrom('members')
    .select(['id', 'user_name', 'type'])
    .where('merchant_code', '=', merchantCode)
    .where('type', '<>', TRIAL_TYPE);
  const row = /^\d+$/.test(member)
    ? await query.where('id', '=', Number(member)).executeTakeFirst()
    : await query.where('user_name_key', '=', member.toLowerCase()).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404, member);
  return row;
}

/** The lowest VIP level: members without a label are at it (decision 026). */
async function entryLevel(db: Db, merchantCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('vip_levels')
    .select('code')
    .where('merchant_code', '=', merchantCode)
    .orderBy('level')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** The segment's members as a query (not run): the count and the recipients' insert share it. */
async function segmentQuery(
  db: Db,
  merchantCode: string,
  segment: BoSegment,
  now: string,
): Promise<SelectQueryBuilder<Database, 'members', object>> {
  let query = db
    .selectFrom('members')
    .where('members.merchant_code', '=', merchantCode)
    .where('members.type', '<>', TRIAL_TYPE)
    // No marketing to members on a break or self-excluded (decision 048).
    .where(notExcluded(now));
  if (segment.vipCode !== undefined) {
    const code = segment.vipCode;
    query =
      code === (await entryLevel(db, merchantCode))
        ? query.where((eb) =>
            eb.or([eb('members.club_label', '=', code), eb('members.club_label', 'is', null)]),
          )
        : query.where('members.club_label', '=', code);
  }
  if (segment.agent !== undefined) {
    const agent = await findMember(db, merchantCode, segment.agent);
    query = query.where('members.upline_id', '=', agent.id);
  }
  if (segment.registeredFrom !== undefined) {
    query = query.where('members.created_at', '>=', toStoredInstant(segment.registeredFrom));
  }
  if (segment.registeredTo !== undefined) {
    query = query.where('members.created_at', '<', toStoredInstant(segment.registeredTo));
  }
  if (segment.deposited !== undefined) {
    const deposits = (eb: ExpressionBuilder<Database, 'members'>) =>
      eb.exists(
        eb
          .selectFrom('deposits')
          .select('deposits.id')
          .whereRef('deposits.member_id', '=', 'members.id')
          .where('deposits.status', '=', APPROVED),
      );
    query = segment.deposited
      ? query.where((eb) => deposits(eb))
      : query.where((eb) => eb.not(deposits(eb)));
  }
  return query;
}

async function countOf(query: SelectQueryBuilder<Database, 'members', object>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audience from the send form's query string. */
export function audienceOfQuery(query: BoAudienceQuery): BoAudience {
  if (query.kind === 'everyone') return { kind: 'everyone' };
  if (query.kind === 'member') return { kind: 'member', member: query.member ?? '' };
  const segment: BoSegment = {
    ...(query.vipCode ? { vipCode: query.vipCode } : {}),
    ...(query.agent ? { agent: query.agent } : {}),
    ...(query.registeredFrom ? { registeredFrom: query.registeredFrom } : {}),
    ...(query.registeredTo ? { registeredTo: query.registeredTo } : {}),
    ...(query.deposited ? { deposited: query.deposited === 'yes' } : {}),
  };
  return { kind: 'segment', segment };
}

/** How many members the audience reaches now (0 for a segment with no criterion). */
export async function audienceCount(ctx: AppContext, audience: BoAudience): Promise<number> {
  if (audience.kind === 'member') {
    if (audience.member === '') return 0;
    await findMember(ctx.db, ctx.merchantCode, audience.member);
    return 1;
  }
  if (audience.kind === 'everyone') {
    return countOf(
      ctx.db
        .selectFrom('members')
        .where('members.merchant_code', '=', ctx.merchantCode)
        .where('members.type', '<>', TRIAL_TYPE)
        .where(notExcluded(nowIso(ctx))),
    );
  }
  if (Object.values(audience.segment).every((value) => value === undefined)) return 0;
  return countOf(await segmentQuery(ctx.db, ctx.merchantCode, audience.segment, nowIso(ctx)));
}

export async function segmentOptions(
  ctx: AppContext,
  language: ContentLanguage,
): Promise<BoSegmentOptions> {
  const levels = await ctx.db
    .selectFrom('vip_levels')
    .select(['code', 'level', 'name_en', 'name_pt'])
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('level')
    .execute();
  return {
    vipLevels: levels.map((level) => ({
      code: level.code,
      level: level.level,
      name: language === 'PT' ? level.name_pt : level.name_en,
    })),
  };
}

/** Sends (or schedules) a message; answers its id and how many members it reached. */
export async function sendInboxMessage(
  ctx: AppContext,
  body: BoSendMessageBody,
): Promise<Saved<BoSendMessageValue>> {
  const texts = cleanTexts(body.texts);
  const { audience } = body;
  const member =
    audience.kind === 'member' ? await findMember(ctx.db, ctx.merchantCode, audience.member) : null;
  const segment = audience.kind === 'segment' ? audience.segment : null;
  const members = segment
    ? await segmentQuery(ctx.db, ctx.merchantCode, segment, nowIso(ctx))
    : null;
  const result = await writeTransaction(ctx.db, async (trx) => {
    const { id } = await trx
      .insertInto('member_messages')
      .values({
        merchant_code: ctx.merchantCode,
        code: null,
        member_id: member?.id ?? null,
        title: fallbackText(texts, 'title'),
        content: fallbackText(texts, 'content'),
        sent_at: toStoredInstant(body.publishAt),
        expires_at: toStoredInstantOrNull(body.unpublishAt),
        segment: segment ? JSON.stringify(segment) : null,
        enabled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, ctx.merchantCode, 'member_message', id, texts, ['title', 'content']);
    let recipients: number;
    if (members) {
      // One statement, whatever the segment's size (see above). The id is ours: a literal keeps
      // PostgreSQL from having to guess a parameter's type inside INSERT ... SELECT.
      await trx
        .insertInto('member_message_recipients')
        .columns(['message_id', 'member_id'])
        .expression(
          members.select([sql<number>`${sql.lit(id)}`.as('message_id'), 'members.id as member_id']),
        )
        .execute();
      const counted = await trx
        .selectFrom('member_message_recipients')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('message_id', '=', id)
        .executeTakeFirstOrThrow();
      recipients = Number(counted.n);
    } else if (member) {
      recipients = 1;
    } else {
      // Inside the write: SQLite's one connection is this transaction's until it ends.
      recipients = await audienceCount({ ...ctx, db: trx }, { kind: 'everyone' });
    }
    return { id, recipients };
  });
  // Committed: the recipients' open pages refetch their unread counts (decision 062).
  ctx.live?.publish({ type: 'inbox', memberId: member?.id ?? null });
  return {
    value: result,
    audit: {
      action: 'messages.inbox.send',
      targetType: 'member_message',
      targetId: result.id,
      before: null,
      after: {
        audience:
          audience.kind === 'member'
            ? { kind: 'member', memberId: member!.id, memberName: member!.user_name }
            : audience,
        recipients: result.recipients,
        publishAt: toStoredInstant(body.publishAt),
        unpublishAt: toStoredInstantOrNull(body.unpublishAt),
        texts,
      },
    },
  };
}

type InboxRowData = {
  id: number;
  member_id: number | null;
  segment: string | null;
  title: string;
  content: string;
  sent_at: string;
  expires_at: string | null;
  enabled: number;
  member_name: string | null;
  recipients: string | number | null;
  reads: string | number | null;
};

function inboxRows(ctx: AppContext) {
  return ctx.db
    .selectFrom('member_messages')
    .leftJoin('members', 'members.id', 'member_messages.member_id')
    .where('member_messages.merchant_code', '=', ctx.merchantCode);
}

function selectInboxRow(ctx: AppContext) {
  return inboxRows(ctx).select((eb) => [
    'member_messages.id as id',
    'member_messages.member_id as member_id',
    'member_messages.segment as segment',
    'member_messages.title as title',
    'member_messages.content as content',
    'member_messages.sent_at as sent_at',
    'member_messages.expires_at as expires_at',
    'member_messages.enabled as enabled',
    'members.user_name as member_name',
    eb
      .selectFrom('member_message_recipients')
      .select(eb.fn.countAll<string | number>().as('n'))
      .whereRef('member_message_recipients.message_id', '=', 'member_messages.id')
      .as('recipients'),
    eb
      .selectFrom('member_message_reads')
      .select(eb.fn.countAll<string | number>().as('n'))
      .whereRef('member_message_reads.message_id', '=', 'member_messages.id')
      .as('reads'),
  ]);
}

function toInboxRow(row: InboxRowData, now: string): Omit<BoInboxRow, 'titlePt' | 'titleEn'> {
  const audience =
    row.member_id !== null ? 'member' : row.segment !== null ? 'segment' : 'everyone';
  return {
    id: row.id,
    audience,
    memberId: row.member_id,
    memberName: row.member_name,
    segment: row.segment === null ? null : (JSON.parse(row.segment) as Record<string, unknown>),
    recipients:
      audience === 'member' ? 1 : audience === 'segment' ? Number(row.recipients ?? 0) : null,
    reads: Number(row.reads ?? 0),
    publishAt: row.sent_at,
    unpublishAt: row.expires_at,
    enabled: row.enabled === 1,
    status: publicationStatus(row.enabled === 1, row.sent_at, row.expires_at, now),
  };
}

/** Messages of one audience kind (any without one). */
function audienceWhere(audience: BoInboxQuery['audience']) {
  return (eb: ExpressionBuilder<Database, 'member_messages'>) => {
    if (audience === 'member') return eb('member_messages.member_id', 'is not', null);
    if (audience === 'segment') {
      return eb.and([
        eb('member_messages.member_id', 'is', null),
        eb('member_messages.segment', 'is not', null),
      ]);
    }
    if (audience === 'everyone') {
      return eb.and([
        eb('member_messages.member_id', 'is', null),
        eb('member_messages.segment', 'is', null),
      ]);
    }
    return eb.and([]);
  };
}

/** A page of sent messages, newest first (the cashier's and feedback replies included). */
export async function inboxPage(ctx: AppContext, query: BoInboxQuery): Promise<BoInboxPage> {
  const where = audienceWhere(query.audience);
  const [count, rows] = await Promise.all([
    ctx.db
      .selectFrom('member_messages')
      .where('member_messages.merchant_code', '=', ctx.merchantCode)
      .where(where)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    selectInboxRow(ctx)
      .where(where)
      .orderBy('member_messages.sent_at', 'desc')
      .orderBy('member_messages.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  const texts = await readTexts(ctx.db, ctx.merchantCode, 'member_message', rows, ['title']);
  const now = nowIso(ctx);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      ...toInboxRow(row, now),
      titlePt: texts.get(row.id)?.PT.title ?? '',
      titleEn: texts.get(row.id)?.EN.title ?? row.title,
    })),
  };
}

export async function readInboxMessage(ctx: AppContext, id: number): Promise<BoInboxMessage> {
  const row = await selectInboxRow(ctx).where('member_messages.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404, String(id));
  const texts = (
    await readTexts(ctx.db, ctx.merchantCode, 'member_message', [row], ['title', 'content'])
  ).get(row.id)!;
  return { ...toInboxRow(row, nowIso(ctx)), texts };
}

/** Takes a message out of every inbox (enabled 0); a second call changes nothing. */
export async function withdrawInboxMessage(
  ctx: AppContext,
  id: number,
): Promise<Saved<BoInboxMessage>> {
  const before = await readInboxMessage(ctx, id);
  if (!before.enabled) return { value: before, audit: null };
  await ctx.db
    .updateTable('member_messages')
    .set({ enabled: 0 })
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .execute();
  const after = await readInboxMessage(ctx, id);
  return {
    value: after,
    audit: {
      action: 'messages.inbox.withdraw',
      targetType: 'member_message',
      targetId: id,
      before: { enabled: true, status: before.status },
      after: { enabled: false, status: after.status },
    },
  };
}
