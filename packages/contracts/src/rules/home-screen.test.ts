import { describe, expect, it } from 'vitest';
import { heroBannerGroup, isHomeScreenPath } from './home-screen.ts';

describe('isHomeScreenPath', () => {
  it.each([
    '/m',
    '/m/',
    '/m/index',
    '/m/index.html',
    '/m/home',
    '/m/home/',
    '/m/hot',
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/forget',
  ])('%s opens on the home screen', (path) => {
    expect(isHomeScreenPath(path)).toBe(true);
  });

  it.each(['/', '/m/activity', '/m/rng', '/m/homes', '/m/member/home', '/m/home/x', '/home'])(
    '%s does not',
    (path) => {
      expect(isHomeScreenPath(path)).toBe(false);
    },
  );
});

describe('heroBannerGroup', () => {
  it.each([
    ['/m/', '', 'm_home'],
    ['/m/hot', '', 'm_home'],
    ['/m/rng', '', 'm_rng'],
    ['/m/sports', '?gameType=LIVE', 'm_sports'],
    ['/m/gameList', '', 'm_rng'],
    ['/m/gameList', '?gameType=pvp', 'm_pvp'],
    ['/m/gameList', '?gameType=POKER', 'm_rng'],
    ['/m/esports', '', 'm_esports'],
    ['/m/gameCenter', '', 'm_sports'],
    ['/m/gameCenter', '?gameType=INHOUSE', 'm_rng'],
    ['/m/lott', '', 'm_lott'],
  ])('leads %s%s with the %s banner', (pathname, search, group) => {
    expect(heroBannerGroup(pathname, search)).toBe(group);
  });

  it.each([
    ['/m/gameList', '?gameType=RNG&vassalage=SLX'],
    ['/m/inhouse', ''],
    ['/m/activity', ''],
    ['/m/lottery', ''],
    ['/m/rng/extra', ''],
    ['/rng', ''],
  ])('sends no banner for %s%s', (pathname, search) => {
    expect(heroBannerGroup(pathname, search)).toBeNull();
  });
});
