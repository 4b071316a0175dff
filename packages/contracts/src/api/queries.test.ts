import { describe, expect, it } from 'vitest';
import { AnnouncementsQuery, BannerArtParams } from './announcements.ts';
import { GameArtParams, HotGamesQuery } from './games.ts';
import { CustomerServiceQuery } from './system.ts';

describe('AnnouncementsQuery', () => {
  it('reads the home page call and defaults the platform to M', () => {
    expect(AnnouncementsQuery.parse({ types: 'B,PL,PU', groupName: 'm_home' })).toEqual({
      types: ['B', 'PL', 'PU'],
      platform: 'M',
      groupName: 'm_home',
    });
  });

  it.each([
    { types: 'B', platform: 'W' },
    { types: 'B', groupName: 'm_nowhere' },
    { types: 'B', merchantCode: 'not valid!' },
    {},
  ])('rejects %j', (query) => {
    expect(AnnouncementsQuery.safeParse(query).success).toBe(false);
  });
});

describe('HotGamesQuery', () => {
  it('reads the home page call with its defaults', () => {
    expect(HotGamesQuery.parse({})).toEqual({ isPlatform: '2', platform: 'html5' });
    expect(HotGamesQuery.parse({ language: 'en', gameType: 'RNG', limit: '12' })).toEqual({
      isPlatform: '2',
      platform: 'html5',
      language: 'EN',
      gameType: 'RNG',
      limit: 12,
    });
  });

  it.each([
    { isPlatform: '1' },
    { platform: 'flash' },
    { gameType: 'BINGO' },
    { language: 'FR' },
    { limit: '0' },
    { limit: '101' },
    { limit: '2.5' },
    { limit: 'ten' },
  ])('rejects %j', (query) => {
    expect(HotGamesQuery.safeParse(query).success).toBe(false);
  });
});

describe('art parameters', () => {
  it('take positive integer ids from the path', () => {
    expect(GameArtParams.parse({ gameId: '42' })).toEqual({ gameId: 42 });
    expect(BannerArtParams.parse({ bannerId: '7' })).toEqual({ bannerId: 7 });
  });

  it.each(['0', '-1', '1.5', 'abc', ''])('reject the id %j', (id) => {
    expect(GameArtParams.safeParse({ gameId: id }).success).toBe(false);
    expect(BannerArtParams.safeParse({ bannerId: id }).success).toBe(false);
  });
});

describe('CustomerServiceQuery', () => {
  it('accepts only type 3', () => {
    expect(CustomerServiceQuery.parse({ type: '3' })).toEqual({ type: '3' });
    expect(CustomerServiceQuery.safeParse({ type: '2' }).success).toBe(false);
    expect(CustomerServiceQuery.safeParse({}).success).toBe(false);
  });
});
