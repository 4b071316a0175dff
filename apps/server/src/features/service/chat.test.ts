import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ChatUnreadValue,
  CustomerServiceList,
  decryptServicePath,
  LaunchChatValue,
  SERVICE_API,
  UnreadCounts,
} from '@app/contracts';
import { expectError } from '../accounts/test-support.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { localLinkPath } from './service-links.ts';

/** The demo's chat: a local page of this server (decision 037). */
const DEMO_CHAT_URL = localLinkPath('chat');

describe('live chat, chat unread count and the customer-service list', () => {
  let t: TestApp;

  const memberCookie = async (type: number, labels: string[] = []) => {
    const m = await insertMember(t.database.db, { type, labels: JSON.stringify(labels) });
    return sessionCookieFor(t.database.db, m.id);
  };
  const get = (url: string, cookie: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const launch = (cookie: string | null) => get(SERVICE_API.launchChat, cookie);
  const unread = (cookie: string | null, moduleId: string | null = 'CBS3') =>
    get(SERVICE_API.chatUnread, cookie, moduleId === null ? {} : { 'Module-Id': moduleId });
  const setChatFlag = (enabled: 0 | 1) =>
    t.database.db
      .updateTable('merchant_whitelabel')
      .set({ enabled })
      .where('merchant_code', '=', 'DEMO')
      .where('kind', '=', 'flag')
      .where('key', '=', 'CBS3')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await setChatFlag(1);
    await t.database.db.updateTable('merchants').set({ chat_url: DEMO_CHAT_URL }).execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  describe('launch chat', () => {
    it.each([0, 1, 2])('gives member type %i the merchant chat address', async (type) => {
      const value = LaunchChatValue.parse(okValue(await launch(await memberCookie(type))));
      expect(value).toEqual({ chatUrl: DEMO_CHAT_URL });
    });

    it('needs a session', async () => {
      expectError(await launch(null), 401, 'auth.required');
    });

    it('refuses trial players (type 4) with the real-account message', async () => {
      const body = expectError(await launch(await memberCookie(4)), 403, 'trial.forbidden');
      expect(body.message).toBe('Entre em uma conta real para usar esta função');
    });

    it.each([40, 41, 3])('refuses member type %i', async (type) => {
      expectError(await launch(await memberCookie(type)), 403, 'chat.forbidden');
    });

    it('refuses a member labelled nochat, and lets other labels through', async () => {
      expectError(await launch(await memberCookie(0, ['vip', 'nochat'])), 403, 'chat.forbidden');
      okValue(await launch(await memberCookie(0, ['vip'])));
    });

    it('answers chat.unavailable when flag CBS3 is off or no address is configured', async () => {
      const cookie = await memberCookie(0);
      await setChatFlag(0);
      const body = expectError(
        await t.app.inject({
          method: 'GET',
          url: SERVICE_API.launchChat,
          headers: { cookie, 'accept-language': 'en' },
        }),
        403,
        'chat.unavailable',
      );
      expect(body.message).toBe('Live chat is not available right now');
      await setChatFlag(1);
      await t.database.db.updateTable('merchants').set({ chat_url: '' }).execute();
      expectError(await launch(cookie), 403, 'chat.unavailable');
    });
  });

  describe('chat unread count', () => {
    it.each([0, 1, 2])('answers 0 for member type %i with the CBS3 module header', async (type) => {
      const value = ChatUnreadValue.parse(okValue(await unread(await memberCookie(type))));
      expect(value).toEqual({ unReadCount: 0 });
    });

    it('needs the module header CBS3', async () => {
      const cookie = await memberCookie(0);
      expectError(await unread(cookie, null), 400, 'request.invalid');
      expectError(await unread(cookie, 'COMM3'), 400, 'request.invalid');
    });

    it('refuses types outside 0, 1 and 2, guests, and answers chat.unavailable with CBS3 off', async () => {
      expectError(await unread(await memberCookie(4)), 403, 'trial.forbidden');
      expectError(await unread(await memberCookie(40)), 403, 'chat.forbidden');
      expectError(await unread(null), 401, 'auth.required');
      await setChatFlag(0);
      expectError(await unread(await memberCookie(0)), 403, 'chat.unavailable');
    });

    it('is what the unread counts report as chat, and total adds it', async () => {
      const cookie = await memberCookie(0);
      const counts = UnreadCounts.parse(okValue(await get(API.unreadCounts, cookie)));
      const chat = ChatUnreadValue.parse(okValue(await unread(cookie))).unReadCount;
      expect(counts.chat).toBe(chat);
      expect(counts.total).toBe(counts.announcements + counts.chat + counts.inbox);
      await setChatFlag(0);
      const off = UnreadCounts.parse(okValue(await get(API.unreadCounts, cookie)));
      expect(off.chat).toBe(0);
    });
  });

  describe('customer-service list (type 3)', () => {
    const list = (query: string, language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API.customerService}${query}`,
        headers: language ? { 'accept-language': language } : {},
      });

    it('is open and gives version.pathList with encrypted paths, titles and csType', async () => {
      const value = CustomerServiceList.parse(okValue(await list('?type=3', 'en')));
      const entries = value.version.pathList;
      expect(entries.map((entry) => [entry.title, entry.csType])).toEqual([
        ['Live chat', 'LIVECHAT'],
        ['Telegram', 'TELEGRAM'],
        ['E-mail', 'EMAIL'],
      ]);
      for (const entry of entries) {
        // Encrypted: the plain link is not in the payload; the last 8 characters are the key.
        const plain = decryptServicePath(entry.path);
        expect(plain).toMatch(/^(https:\/\/|mailto:|\/demo\/links\/)/);
        expect(entry.path).not.toContain(plain);
        expect(entry.path.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
      }
      expect(decryptServicePath(entries[0]!.path)).toBe(DEMO_CHAT_URL);
    });

    it('titles follow the language', async () => {
      const value = CustomerServiceList.parse(okValue(await list('?type=3', 'pt')));
      expect(value.version.pathList[0]!.title).toBe('Chat ao vivo');
    });

    it('matches the system status list', async () => {
      const status = okValue<{ info: { customerService: unknown } }>(
        await t.app.inject({ method: 'GET', url: `${API.systemStatus}?language=EN` }),
      );
      const value = CustomerServiceList.parse(okValue(await list('?type=3&language=EN')));
      expect(value.version.pathList).toEqual(status.info.customerService);
    });

    it('refuses another type or none (400)', async () => {
      expectError(await list('?type=2'), 400, 'request.invalid');
      expectError(await list(''), 400, 'request.invalid');
    });
  });
});
