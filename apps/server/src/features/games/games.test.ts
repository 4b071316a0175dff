import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, GameMenus, GameType, HotGames, gameArtUrl, okEnvelope } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const hot = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${API.hotGames}${query}` });
    expect(response.statusCode).toBe(200);
    return okEnvelope(HotGames).parse(response.json()).value.list;
  };

  it('lists 30 hot games by default, all hot, in a stable order, with their own art', async () => {
    const list = await hot('?isPlatform=2&platform=html5&language=pt');
    expect(list).toHaveLength(30);
    expect(list.every((game) => game.isTop === 1)).toBe(true);
    expect(list.map((g) => g.gameId)).toEqual((await hot()).map((g) => g.gameId));
    expect(list[0]!.iconUrl).toBe(gameArtUrl(list[0]!.gameId));
    expect(new Set(list.map((g) => g.vassalage)).size).toBeGreaterThan(3);
  });

  it('filters by game type and honours the limit', async () => {
    for (const type of GameType.options) {
      const list = await hot(`?gameType=${type}`);
      expect(list.length, type).toBeGreaterThan(0);
      expect(list.every((game) => game.gameType === type)).toBe(true);
    }
    expect(await hot('?limit=5')).toHaveLength(5);
  });

  it('answers 400 for bad parameters', async () => {
    for (const query of [
      '?gameType=NOPE',
      '?limit=0',
      '?limit=1000',
      '?platform=web',
      '?isPlatform=3',
      '?language=xx',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${API.hotGames}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('serves only the configured merchant', async () => {
    expect((await hot('?merchantCode=demo')).length).toBe(30);
    const other = await t.app.inject({ method: 'GET', url: `${API.hotGames}?merchantCode=OTHER` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
    const announcements = await t.app.inject({
      method: 'GET',
      url: `${API.announcements}?types=B&merchantCode=OTHER`,
    });
    expect(announcements.statusCode).toBe(404);
  });

  it('sends ETag and cache headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.hotGames });
    expect(response.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: API.hotGames,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists the ten game menus with counts that match the catalogue', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.gameMenus });
    const list = okEnvelope(GameMenus).parse(response.json()).value.list;
    expect(list.map((m) => m.key)).toEqual([
      'hot',
      'rng',
      'inhouse',
      'pvp',
      'fish',
      'live',
      'sports',
      'esports',
      'lott',
      'elott',
    ]);
    const total = list.filter((m) => m.key !== 'hot').reduce((sum, m) => sum + m.gameCount, 0);
    const games = await t.database.db.selectFrom('games').select('game_id').execute();
    expect(total).toBe(games.length);
    expect(list.find((m) => m.key === 'hot')!.gameCount).toBeGreaterThanOrEqual(30);
    expect(list.find((m) => m.key === 'inhouse')!.gameType).toBe('INHOUSE');
  });
});
