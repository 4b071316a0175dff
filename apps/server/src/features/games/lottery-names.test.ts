import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  GameListPage,
  HotGames,
  RecentGamesValue,
  gameArtUrl,
  type Game,
} from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { recordRecentGame } from '../launcher/launcher.service.ts';

/**
 * Issue 18: the lottery tiles of every game list (home hot games, the lottery lobby's GPI tab,
 * recent games) are named in the member's language, art included, not in English only.
 */
describe('lottery game names in the member language', () => {
  let t: TestApp;
  let turbo: { game_id: number; name_pt: string; name_en: string; name_vi: string };

  beforeAll(async () => {
    t = await createTestApp();
    turbo = await t.database.db
      .selectFrom('lottery_games')
      .select(['game_id', 'name_pt', 'name_en', 'name_vi'])
      .where('name_en', '=', 'Turbo 1 minute')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.cleanup());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const turboOf = (list: Game[]) => {
    const game = list.find((g) => g.gameId === turbo.game_id);
    expect(game, 'the Turbo 1 minute tile').toBeDefined();
    return game!;
  };

  it('names the hot lottery tiles in PT, EN and VI (query or Accept-Language)', async () => {
    const hot = async (query: string, headers: Record<string, string> = {}) =>
      HotGames.parse(okValue(await get(`${API.hotGames}?gameType=ELOTT${query}`, headers))).list;
    // The same URL in two languages: the server's cache must not hand one to the other.
    const pt = turboOf(await hot('&language=pt'));
    const en = turboOf(await hot('&language=en'));
    const vi = turboOf(await hot('&language=vi'));
    expect([pt.gameName, pt.nodeName]).toEqual(['Turbo 1 minuto', 'Turbo 1 minuto']);
    expect(en.gameName).toBe('Turbo 1 minute');
    expect(vi.gameName).toBe(turbo.name_vi);
    expect(turboOf(await hot('', { 'accept-language': 'pt-BR' })).gameName).toBe(turbo.name_pt);
    // Its art draws the same name, so the art URL names the language.
    expect(pt.iconUrl).toBe(gameArtUrl(turbo.game_id, 'PT'));
    expect(vi.mobileLargeIcon).toBe(gameArtUrl(turbo.game_id, 'VI'));
  });

  it('names the lottery vendor list (the GPI tab) in the language asked', async () => {
    const page = async (language: string) =>
      GameListPage.parse(
        okValue(
          await get(
            `${API.gameList}?gameType=ELOTT&vassalage=ELX&pageSize=50&language=${language}`,
          ),
        ),
      ).games;
    expect(turboOf(await page('pt')).gameName).toBe(turbo.name_pt);
    expect(turboOf(await page('en')).gameName).toBe(turbo.name_en);
    expect(turboOf(await page('vi')).gameName).toBe(turbo.name_vi);
    // Vendor games keep their vendor's names in every language.
    const slots = async (language: string) =>
      GameListPage.parse(
        okValue(await get(`${API.gameList}?gameType=RNG&pageSize=25&language=${language}`)),
      ).games.map((g) => [g.gameName, g.iconUrl]);
    expect(await slots('pt')).toEqual(await slots('en'));
  });

  it('names a recently played lottery game in the language asked', async () => {
    const member = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, member.id);
    const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    await recordRecentGame(ctx, member.id, turbo.game_id, new Date());
    const recent = async (language: string) =>
      RecentGamesValue.parse(
        okValue(await get(`${API.recentGames}?language=${language}`, { cookie })),
      ).list;
    expect(turboOf(await recent('pt')).gameName).toBe(turbo.name_pt);
    expect(turboOf(await recent('vi')).gameName).toBe(turbo.name_vi);
  });

  it('draws the lottery tile art with the name of the language in its URL', async () => {
    const art = async (language?: string) => {
      const response = await get(gameArtUrl(turbo.game_id, language));
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(await art('PT')).toContain('minuto');
    expect(await art('EN')).toContain('minute');
    expect(await art('VI')).toContain(turbo.name_vi.split(' ')[0]!);
    expect(await art()).toContain('minute');
    expect((await get(`${gameArtUrl(turbo.game_id)}&lang=xx`)).statusCode).toBe(400);
  });
});
