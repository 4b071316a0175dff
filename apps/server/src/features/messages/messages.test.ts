import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES_API,
  PROTECTION_API,
  AnnouncementPage,
  Announcements,
  InboxMessage,
  InboxPage,
  MailUnreadCount,
  UnreadCounts,
} from '@app/contracts';
import { expectError } from '../accounts/test-support.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { insertOtherMerchant } from '../../testing/merchants.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_MESSAGES } from '../../db/seed/messages.ts';
import { sendMessage } from './messages.service.ts';

/** Announcements read state, the announcement lists and the member inbox (decision 016). */
describe('announcements read state, lists and the inbox', () => {
  let t: TestApp;
  /** Shown PL ids, newest first. */
  let player: number[];
  let agentAnnouncement: number;
  let futureAnnouncement: number;
  let disabledAnnouncement: number;
  let otherMerchantAnnouncement: number;

  const headers = (cookie: string | null) => (cookie ? { cookie } : {});
  const get = (cookie: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: headers(cookie) });
  const post = (cookie: string | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: headers(cookie), payload: payload as object });
  const member = async (type = 0) => {
    const m = await insertMember(t.database.db, { type });
    return { id: m.id, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const announcements = async (cookie: string | null, query = '?types=PL,PU&language=EN') =>
    Announcements.parse(okValue(await get(cookie, `${API.announcements}${query}`)));
  const page = async (cookie: string | null, url: string) =>
    AnnouncementPage.parse(okValue(await get(cookie, url)));
  const markRead = (cookie: string | null, announcementId: unknown, read: unknown = true) =>
    post(cookie, MESSAGES_API.announcementRead, { announcementId, read });
  const readRows = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('announcement_reads')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('announcement_id')
        .execute()
    ).map((row) => ({ ...row }));
  const unread = async (cookie: string) =>
    UnreadCounts.parse(okValue(await get(cookie, API.unreadCounts)));
  const announcement = (code: string, type: string, startDate: string, enabled = 1) => ({
    merchant_code: 'DEMO',
    code,
    type,
    title: code,
    content: `<p>${code}</p>`,
    start_date: startDate,
    platform: 'M',
    enabled,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const now = new Date().toISOString();
    const inserted = await db
      .insertInto('announcements')
      .values([
        announcement('A-agents', 'A', now),
        announcement('PL-future', 'PL', '2999-01-01T00:00:00.000Z'),
        announcement('PL-off', 'PL', now, 0),
      ])
      .returning('id')
      .execute();
    [agentAnnouncement, futureAnnouncement, disabledAnnouncement] = inserted.map((r) => r.id) as [
      number,
      number,
      number,
    ];
    await insertOtherMerchant(db);
    otherMerchantAnnouncement = (
      await db
        .insertInto('announcements')
        .values({ ...announcement('PL-other', 'PL', now), merchant_code: 'OTHER' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    player = (await page(null, `${MESSAGES_API.popularAnnouncements}?pageSize=100`)).list.map(
      (a) => a.id,
    );
    expect(player.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => t.cleanup());

  describe('announcements with read state', () => {
    it('keeps read state per member and never in the guest answer or the cache', async () => {
      const a = await member();
      const b = await member();
      // A member's call first: whatever it builds must not become the guest body.
      okValue(await markRead(a.cookie, player[0]));
      const forA = await announcements(a.cookie);
      expect(forA.player.find((x) => x.id === player[0])?.read).toBe(true);
      expect(forA.player.filter((x) => x.read)).toHaveLength(1);
      expect(forA.footer.unreadCount).toBe(forA.player.length + forA.popup.length - 1);

      const guest = await get(null, `${API.announcements}?types=PL,PU&language=EN`);
      const guestValue = Announcements.parse(okValue(guest));
      expect(guestValue.player.every((x) => !x.read)).toBe(true);
      expect(guestValue.footer.unreadCount).toBe(0);
      expect(guest.headers['cache-control']).toBe('private, max-age=10');

      const forB = await announcements(b.cookie);
      expect(forB.player.every((x) => !x.read)).toBe(true);
      okValue(await markRead(b.cookie, player[1]));
      const again = await get(a.cookie, `${API.announcements}?types=PL,PU&language=EN`);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      const forAAgain = Announcements.parse(okValue(again));
      expect(forAAgain.player.filter((x) => x.read).map((x) => x.id)).toEqual([player[0]]);
      expect((await announcements(b.cookie)).player.filter((x) => x.read).map((x) => x.id)).toEqual(
        [player[1]],
      );
    });

    it('answers the A list to agent sessions only', async () => {
      const agent = await member(1);
      const plain = await member(0);
      const query = '?types=PL,A&language=EN';
      expect((await announcements(agent.cookie, query)).agent.map((x) => x.id)).toEqual([
        agentAnnouncement,
      ]);
      expect((await announcements(plain.cookie, query)).agent).toEqual([]);
      expect((await announcements(null, query)).agent).toEqual([]);
    });

    it('gives a trial session (type 4) the guest answer', async () => {
      const trial = await member(4);
      const value = await announcements(trial.cookie);
      expect(value.player.every((x) => !x.read)).toBe(true);
      expect(value.footer.unreadCount).toBe(0);
    });
  });

  describe('mark announcement read', () => {
    it('marks once and is idempotent; unread counts drop and total keeps the sum', async () => {
      const m = await member();
      const before = await unread(m.cookie);
      const value = okValue(await markRead(m.cookie, player[2]));
      expect(value).toEqual({ announcementId: player[2], read: true });
      const rows = await readRows(m.id);
      expect(rows).toHaveLength(1);
      okValue(await markRead(m.cookie, player[2]));
      expect(await readRows(m.id)).toEqual(rows);
      const after = await unread(m.cookie);
      expect(after.announcements).toBe(before.announcements - 1);
      expect(after.total).toBe(after.announcements + after.chat + after.inbox);
    });

    it('refuses type 4 with trial.forbidden and changes nothing', async () => {
      const trial = await member(4);
      expectError(await markRead(trial.cookie, player[0]), 403, 'trial.forbidden');
      expect(await readRows(trial.id)).toEqual([]);
    });

    it('refuses guests, unknown, future, disabled, other-merchant and (for members) agent ids', async () => {
      const m = await member();
      expectError(await markRead(null, player[0]), 401, 'auth.required');
      for (const id of [
        999_999,
        futureAnnouncement,
        disabledAnnouncement,
        otherMerchantAnnouncement,
        agentAnnouncement,
      ]) {
        expectError(await markRead(m.cookie, id), 404, 'announcement.not.found');
      }
      expect(await readRows(m.id)).toEqual([]);
      // An agent may mark the agent announcement.
      const agent = await member(1);
      okValue(await markRead(agent.cookie, agentAnnouncement));
    });

    it('validates the body: read must be true, the id a positive integer', async () => {
      const m = await member();
      expectError(await markRead(m.cookie, player[0], false), 400, 'request.invalid');
      expectError(await markRead(m.cookie, 'abc'), 400, 'request.invalid');
      expectError(await markRead(m.cookie, -1), 400, 'request.invalid');
      expectError(await post(m.cookie, MESSAGES_API.announcementRead, {}), 400, 'request.invalid');
      expect(await readRows(m.id)).toEqual([]);
    });
  });

  describe('notices and popular announcements', () => {
    it('pages newest first with total pages; past the end is empty', async () => {
      const all = await page(null, `${MESSAGES_API.popularAnnouncements}?pageSize=100`);
      expect(all.list.every((x) => x.type === 'PL')).toBe(true);
      const dates = all.list.map((x) => x.startDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(all.list.map((x) => x.id)).not.toContain(futureAnnouncement);
      expect(all.list.map((x) => x.id)).not.toContain(disabledAnnouncement);
      expect(all.list.map((x) => x.id)).not.toContain(otherMerchantAnnouncement);

      const size = 3;
      const first = await page(
        null,
        `${MESSAGES_API.popularAnnouncements}?pageNo=1&pageSize=${size}`,
      );
      expect(first).toMatchObject({
        pageNo: 1,
        pageSize: size,
        total: all.total,
        totalPages: Math.ceil(all.total / size),
      });
      const last = await page(
        null,
        `${MESSAGES_API.popularAnnouncements}?pageNo=${first.totalPages}&pageSize=${size}`,
      );
      expect(last.list.length).toBe(all.total - (first.totalPages - 1) * size);
      const collected: number[] = [];
      for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
        const p = await page(
          null,
          `${MESSAGES_API.popularAnnouncements}?pageNo=${pageNo}&pageSize=${size}`,
        );
        collected.push(...p.list.map((x) => x.id));
      }
      expect(collected).toEqual(all.list.map((x) => x.id));
      const beyond = await page(
        null,
        `${MESSAGES_API.popularAnnouncements}?pageNo=${first.totalPages + 1}&pageSize=${size}`,
      );
      expect(beyond.list).toEqual([]);
      expect(beyond.totalPages).toBe(first.totalPages);
    });

    it('refuses bad paging and types', async () => {
      for (const query of ['pageNo=0', 'pageSize=0', 'pageSize=101', 'pageNo=x']) {
        expectError(await get(null, `${MESSAGES_API.notices}?${query}`), 400, 'request.invalid');
      }
      expectError(await get(null, `${MESSAGES_API.notices}?types=B`), 400, 'request.invalid');
      expectError(await get(null, `${MESSAGES_API.notices}?types=XYZ`), 400, 'request.invalid');
    });

    it('notices are PU by default; A only for agents; read state per member', async () => {
      const notices = await page(null, MESSAGES_API.notices);
      expect(notices.list.length).toBeGreaterThan(0);
      expect(notices.list.every((x) => x.type === 'PU' && !x.read)).toBe(true);
      expect((await page(null, `${MESSAGES_API.notices}?types=A`)).list).toEqual([]);
      const plain = await member();
      expect((await page(plain.cookie, `${MESSAGES_API.notices}?types=A`)).totalPages).toBe(0);
      const agent = await member(1);
      const forAgent = await page(agent.cookie, `${MESSAGES_API.notices}?types=A`);
      expect(forAgent.list.map((x) => x.id)).toEqual([agentAnnouncement]);

      okValue(await markRead(plain.cookie, notices.list[0]!.id));
      const mine = await page(plain.cookie, `${MESSAGES_API.notices}?types=PU,PL`);
      expect(mine.list.filter((x) => x.read).map((x) => x.id)).toEqual([notices.list[0]!.id]);
      expect(mine.list.some((x) => x.type === 'PL')).toBe(true);
    });

    it('answers one announcement with read state, 404 for what the caller may not see', async () => {
      const m = await member();
      const one = okValue(await get(null, `${MESSAGES_API.announcementDetail}?id=${player[3]}`));
      expect(one).toMatchObject({ id: player[3], type: 'PL', read: false });
      okValue(await markRead(m.cookie, player[3]));
      expect(
        okValue<{ read: boolean }>(
          await get(m.cookie, `${MESSAGES_API.announcementDetail}?id=${player[3]}`),
        ).read,
      ).toBe(true);
      for (const id of [
        999_999,
        futureAnnouncement,
        otherMerchantAnnouncement,
        agentAnnouncement,
      ]) {
        expectError(
          await get(m.cookie, `${MESSAGES_API.announcementDetail}?id=${id}`),
          404,
          'announcement.not.found',
        );
      }
      expectError(
        await get(null, `${MESSAGES_API.announcementDetail}?id=abc`),
        400,
        'request.invalid',
      );
    });

    it('speaks the asked language', async () => {
      const pt = await page(null, `${MESSAGES_API.popularAnnouncements}?pageSize=100&language=PT`);
      const en = await page(null, `${MESSAGES_API.popularAnnouncements}?pageSize=100&language=EN`);
      expect(pt.list.map((x) => x.id)).toEqual(en.list.map((x) => x.id));
      expect(pt.list.some((x, i) => x.title !== en.list[i]!.title)).toBe(true);
    });
  });

  describe('the member inbox', () => {
    const inbox = async (cookie: string, query = '') =>
      InboxPage.parse(okValue(await get(cookie, `${MESSAGES_API.inbox}${query}`)));
    const mailUnread = async (cookie: string) =>
      MailUnreadCount.parse(okValue(await get(cookie, MESSAGES_API.inboxUnread))).unReadCount;
    const demoCookie = async () => {
      const demo = await t.database.db
        .selectFrom('members')
        .select('id')
        .where('user_name_key', '=', 'demo')
        .executeTakeFirstOrThrow();
      return { id: demo.id, cookie: await sessionCookieFor(t.database.db, demo.id) };
    };

    it('lists the demo member’s messages and the broadcast, newest first, in PT and EN', async () => {
      const demo = await demoCookie();
      const en = await inbox(demo.cookie, '?language=EN');
      expect(en.total).toBe(DEMO_MESSAGES.length);
      const expected = [...DEMO_MESSAGES].sort((a, b) => a.daysAgo - b.daysAgo);
      expect(en.list.map((m) => m.title)).toEqual(expected.map((m) => m.title.en));
      expect(en.list.filter((m) => m.broadcast)).toHaveLength(1);
      expect(en.list.every((m) => !m.read)).toBe(true);
      const pt = await inbox(demo.cookie, '?language=PT');
      expect(pt.list.map((m) => m.title)).toEqual(expected.map((m) => m.title.pt));
      expect(await mailUnread(demo.cookie)).toBe(DEMO_MESSAGES.length);
    });

    it('keeps members apart; a broadcast reaches members who register later', async () => {
      const demo = await demoCookie();
      const demoMessages = await inbox(demo.cookie);
      const own = demoMessages.list.find((m) => !m.broadcast)!;
      const later = await member();
      const theirs = await inbox(later.cookie);
      expect(theirs.list.map((m) => m.broadcast)).toEqual([true]);
      expectError(
        await get(later.cookie, `${MESSAGES_API.inboxDetail}?id=${own.id}`),
        404,
        'message.not.found',
      );
      expectError(
        await post(later.cookie, MESSAGES_API.inboxRead, { messageId: own.id, read: true }),
        404,
        'message.not.found',
      );
      // A broadcast read by one member stays unread for the others.
      const broadcast = theirs.list[0]!;
      okValue(
        await post(later.cookie, MESSAGES_API.inboxRead, { messageId: broadcast.id, read: true }),
      );
      expect((await inbox(later.cookie)).list[0]!.read).toBe(true);
      expect((await inbox(demo.cookie)).list.find((m) => m.id === broadcast.id)!.read).toBe(false);
    });

    it('marks read idempotently; the mail count and unread counts drop', async () => {
      const m = await member();
      const id = await sendMessage(t.database.db, 'DEMO', {
        to: m.id,
        title: { en: 'Hello', pt: 'Olá' },
        content: { en: '<p>Hi</p>', pt: '<p>Oi</p>' },
      });
      expect(await mailUnread(m.cookie)).toBe(2);
      expect((await unread(m.cookie)).inbox).toBe(2);
      const detail = InboxMessage.parse(
        okValue(await get(m.cookie, `${MESSAGES_API.inboxDetail}?id=${id}`)),
      );
      expect(detail).toMatchObject({ id, title: 'Olá', content: '<p>Oi</p>', read: false });
      expect(
        okValue(await post(m.cookie, MESSAGES_API.inboxRead, { messageId: id, read: true })),
      ).toEqual({
        messageId: id,
        read: true,
      });
      okValue(await post(m.cookie, MESSAGES_API.inboxRead, { messageId: id, read: true }));
      const rows = await t.database.db
        .selectFrom('member_message_reads')
        .selectAll()
        .where('member_id', '=', m.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(await mailUnread(m.cookie)).toBe(1);
      const counts = await unread(m.cookie);
      expect(counts.inbox).toBe(1);
      expect(counts.total).toBe(counts.announcements + counts.chat + counts.inbox);
    });

    it('pages: sizes, the last page, past the end, bad input', async () => {
      const m = await member();
      for (let i = 0; i < 4; i += 1) {
        await sendMessage(t.database.db, 'DEMO', {
          to: m.id,
          title: { en: `Message ${i}` },
          content: { en: `<p>${i}</p>` },
          sentAt: new Date(Date.now() - (10 - i) * 60_000),
        });
      }
      const first = await inbox(m.cookie, '?pageNo=1&pageSize=2');
      expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: 5, totalPages: 3 });
      expect(first.list.map((x) => x.title)).toEqual(['Message 3', 'Message 2']);
      expect((await inbox(m.cookie, '?pageNo=3&pageSize=2')).list).toHaveLength(1);
      expect((await inbox(m.cookie, '?pageNo=4&pageSize=2')).list).toEqual([]);
      for (const query of ['pageNo=0', 'pageSize=0', 'pageSize=101']) {
        expectError(await get(m.cookie, `${MESSAGES_API.inbox}?${query}`), 400, 'request.invalid');
      }
      expectError(
        await post(m.cookie, MESSAGES_API.inboxRead, { messageId: 1, read: false }),
        400,
        'request.invalid',
      );
      expectError(
        await get(m.cookie, `${MESSAGES_API.inboxDetail}?id=999999`),
        404,
        'message.not.found',
      );
    });

    it('needs a session of a real account', async () => {
      const trial = await member(4);
      for (const url of [
        MESSAGES_API.inbox,
        MESSAGES_API.inboxUnread,
        `${MESSAGES_API.inboxDetail}?id=1`,
      ]) {
        expectError(await get(null, url), 401, 'auth.required');
        expectError(await get(trial.cookie, url), 403, 'trial.forbidden');
      }
      expectError(
        await post(null, MESSAGES_API.inboxRead, { messageId: 1, read: true }),
        401,
        'auth.required',
      );
      expectError(
        await post(trial.cookie, MESSAGES_API.inboxRead, { messageId: 1, read: true }),
        403,
        'trial.forbidden',
      );
    });

    it('cleans hostile HTML sent through sendMessage, in every language', async () => {
      const m = await member();
      const hostile =
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="steal()">' +
        '<a href="javascript:alert(1)">click</a><a href="https://example.com" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{}</style>';
      const id = await sendMessage(t.database.db, 'DEMO', {
        to: m.id,
        title: { en: 'x', pt: 'x' },
        content: { en: hostile, pt: hostile },
      });
      const row = await t.database.db
        .selectFrom('member_messages')
        .select('content')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const translations = await t.database.db
        .selectFrom('content_translations')
        .select('text')
        .where('entity', '=', 'member_message')
        .where('entity_id', '=', id)
        .where('field', '=', 'content')
        .execute();
      expect(translations).toHaveLength(2);
      for (const html of [row.content, ...translations.map((r) => r.text)]) {
        expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
        expect(html).toContain('Hi');
        expect(html).toContain('rel="noopener noreferrer"');
      }
      const shown = InboxMessage.parse(
        okValue(await get(m.cookie, `${MESSAGES_API.inboxDetail}?id=${id}`)),
      );
      expect(shown.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    });

    it('stores seeded announcement and message HTML already clean', async () => {
      const texts = await t.database.db
        .selectFrom('content_translations')
        .select('text')
        .where('field', '=', 'content')
        .execute();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((r) => !/<script|\son\w+=|javascript:/i.test(r.text))).toBe(true);
    });

    it('sending the same code twice keeps one message', async () => {
      const first = await sendMessage(t.database.db, 'DEMO', {
        to: 'all',
        code: 'once',
        title: { en: 'Once' },
        content: { en: '<p>once</p>' },
      });
      const second = await sendMessage(t.database.db, 'DEMO', {
        to: 'all',
        code: 'once',
        title: { en: 'Twice' },
        content: { en: '<p>twice</p>' },
      });
      expect(second).toBe(first);
      const rows = await t.database.db
        .selectFrom('member_messages')
        .select('title')
        .where('code', '=', 'once')
        .execute();
      expect(rows).toEqual([{ title: 'Once' }]);
    });

    it('hides broadcasts while the member is on a break, keeps their own messages', async () => {
      const m = await member();
      const own = await sendMessage(t.database.db, 'DEMO', {
        to: m.id,
        title: { en: 'Your withdrawal' },
        content: { en: '<p>paid</p>' },
      });
      const broadcast = await sendMessage(t.database.db, 'DEMO', {
        to: 'all',
        title: { en: 'Bonus weekend' },
        content: { en: '<p>play more</p>' },
      });
      const before = await inbox(m.cookie);
      expect(before.list.map((x) => x.id)).toContain(broadcast);
      const broadcasts = before.list.filter((x) => x.broadcast).length;
      expect(await mailUnread(m.cookie)).toBe(before.total);

      const taken = await post(m.cookie, PROTECTION_API.exclusion, {
        duration: '24h',
        password: 'secret123',
      });
      expect(taken.statusCode, taken.body).toBe(200);
      const during = await inbox(m.cookie);
      expect(during.list.map((x) => x.id)).toEqual([own]);
      expect(during.total).toBe(before.total - broadcasts);
      expect(await mailUnread(m.cookie)).toBe(1);
      expect((await unread(m.cookie)).inbox).toBe(1);
      expectError(
        await get(m.cookie, `${MESSAGES_API.inboxDetail}?id=${broadcast}`),
        404,
        'message.not.found',
      );
      expectError(
        await post(m.cookie, MESSAGES_API.inboxRead, { messageId: broadcast, read: true }),
        404,
        'message.not.found',
      );

      // A break that has ended hides nothing.
      const back = await member();
      const ended = new Date(Date.now() - 60_000).toISOString();
      await t.database.db
        .insertInto('rg_settings')
        .values({
          member_id: back.id,
          merchant_code: 'DEMO',
          exclusion_kind: 'timeout',
          exclusion_duration: '24h',
          exclusion_started_at: new Date(Date.now() - 86_460_000).toISOString(),
          exclusion_until: ended,
          updated_at: ended,
        })
        .execute();
      expect((await inbox(back.cookie)).list.map((x) => x.id)).toContain(broadcast);
    });
  });
});
