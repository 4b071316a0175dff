import { describe, expect, it } from 'vitest';
import { API, bannerArtUrl, gameArtUrl } from './paths.ts';

describe('API paths', () => {
  it('builds art addresses', () => {
    expect(gameArtUrl(42)).toBe('/lgw/games/art/42.svg');
    expect(bannerArtUrl(7)).toBe('/wps/banners/art/7.svg');
  });

  it('keeps every path absolute and unique', () => {
    const paths = Object.values(API);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
