import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DownloadLinks,
  LaunchChatValue,
  SERVICE_API,
  SystemStatus,
  decryptServicePath,
  encryptServicePath,
} from '@app/contracts';
import { parseConfig } from '../../config.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  FIRST_DEMO_LINKS,
  SERVICE_LINK_KINDS,
  localLinkPath,
  parseServiceLinks,
} from './service-links.ts';

/**
 * Issue 18, decision 037: the demo merchant's customer-service, live-chat and download links
 * open pages of this server instead of hosts that do not exist.
 */
describe('the demo merchant outside links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** Every link the settings and service calls answer, chat launch included. */
  const allLinks = async () => {
    const status = SystemStatus.parse(okValue(await get(API.systemStatus)));
    const downloads = DownloadLinks.parse(okValue(await get(API.downloadLinks)));
    const member = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, member.id);
    const chat = LaunchChatValue.parse(okValue(await get(SERVICE_API.launchChat, { cookie })));
    return [
      ...status.info.customerService.map((entry) => decryptServicePath(entry.path)!),
      ...status.info.resources.map((resource) => resource.url),
      ...downloads.resources.map((resource) => resource.url),
      downloads.drawHistoryUrl!,
      chat.chatUrl,
    ];
  };

  it('answers only links that open on the app itself, each with 200', async () => {
    const links = await allLinks();
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of new Set(links)) {
      expect(link, link).toMatch(/^\/(?!\/)/);
      const response = await get(link);
      expect(response.statusCode, link).toBe(200);
    }
  });

  it('serves every local page in the member language, naming the site and a way on', async () => {
    for (const kind of SERVICE_LINK_KINDS) {
      const pt = await get(localLinkPath(kind));
      expect(pt.headers['content-type']).toMatch(/^text\/html/);
      expect(pt.body).toContain('<html lang="pt-BR">');
      expect(pt.body).toContain('Página local da demonstração · Concha Play');
      expect(pt.body).toMatch(/<a class="button" href="\/m\/[a-z]+">/);
      expect((await get(`${localLinkPath(kind)}?language=en`)).body).toContain(
        'Local page of the demo',
      );
      const vi = await get(localLinkPath(kind), { 'accept-language': 'vi' });
      expect(vi.body).toContain('Trang nội bộ của bản demo');
    }
    expect((await get(localLinkPath('ios'))).body).toContain('Adicionar à Tela de Início');
    expect((await get('/demo/links/nothing')).statusCode).toBe(404);
  });

  it('moves a database still on the first external hosts to the local pages, keeps operator links, and takes configured ones', async () => {
    const db = t.database.db;
    // As seeded before decision 037.
    await db
      .updateTable('merchants')
      .set({ chat_url: FIRST_DEMO_LINKS.chat, draw_history_url: FIRST_DEMO_LINKS.drawHistory })
      .execute();
    await db
      .updateTable('download_resources')
      .set({ url: FIRST_DEMO_LINKS.android })
      .where('resource_type', '=', 'Android')
      .execute();
    await db
      .updateTable('download_resources')
      .set({ url: 'https://operator.example/ios' })
      .where('resource_type', '=', 'IOS')
      .execute();
    await db
      .updateTable('customer_service')
      .set({ path_encrypted: encryptServicePath(FIRST_DEMO_LINKS.telegram, 'abcd1234') })
      .where('code', '=', 'CS-telegram')
      .execute();

    await seedDatabase(db, 'DEMO', new Date(), {
      serviceLinks: { android: 'https://cdn.example.com/app.apk' },
    });
    await seedDatabase(db, 'DEMO', new Date(), {
      serviceLinks: { android: 'https://cdn.example.com/app.apk' },
    });
    const merchant = await db
      .selectFrom('merchants')
      .select(['chat_url', 'draw_history_url'])
      .executeTakeFirstOrThrow();
    expect(merchant).toEqual({
      chat_url: localLinkPath('chat'),
      draw_history_url: localLinkPath('drawHistory'),
    });
    const urls = Object.fromEntries(
      (await db.selectFrom('download_resources').select(['resource_type', 'url']).execute()).map(
        (row) => [row.resource_type, row.url],
      ),
    );
    expect(urls.Android).toBe('https://cdn.example.com/app.apk');
    expect(urls.IOS).toBe('https://operator.example/ios');
    const telegram = await db
      .selectFrom('customer_service')
      .select('path_encrypted')
      .where('code', '=', 'CS-telegram')
      .executeTakeFirstOrThrow();
    expect(decryptServicePath(telegram.path_encrypted)).toBe(localLinkPath('telegram'));
  });

  it('reads SERVICE_LINKS as kind=url pairs and refuses anything else', () => {
    expect(
      parseServiceLinks('chat=https://chat.example.com/x?a=1|email=mailto:help@example.com'),
    ).toEqual({
      chat: 'https://chat.example.com/x?a=1',
      email: 'mailto:help@example.com',
    });
    expect(parseServiceLinks(undefined)).toEqual({});
    for (const bad of ['nope=https://x.example', 'chat=javascript:alert(1)', 'chat', 'chat=']) {
      expect(() => parseServiceLinks(bad), bad).toThrow(/SERVICE_LINKS/);
      expect(() => parseConfig({ SERVICE_LINKS: bad }), bad).toThrow();
    }
  });
});
