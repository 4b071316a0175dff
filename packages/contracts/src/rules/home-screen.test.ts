import { describe, expect, it } from 'vitest';
import { isHomeScreenPath } from './home-screen.ts';

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
