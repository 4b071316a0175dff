import { describe, expect, it } from 'vitest';
import { API, bannerArtUrl, gameArtUrl } from './paths.ts';

describe('API paths', () => {
  it('builds art addresses', () => {
    expect(gameArtUrl(42)).toBe('/lgw/games/art/42.svg?v=2');
    expect(bannerArtUrl(7)).toBe('/wps/banners/art/7.svg');
    expect(gameArtUrl(42, 'PT')).toBe('/lgw/games/art/42.svg?v=2&lang=pt');
  });

  it('names the language of banner art in lower case, VI and others reading English', () => {
    expect(bannerArtUrl(7, 'PT')).toBe('/wps/banners/art/7.svg?lang=pt');
    expect(bannerArtUrl(7, 'pt')).toBe('/wps/banners/art/7.svg?lang=pt');
    expect(bannerArtUrl(7, 'EN')).toBe('/wps/banners/art/7.svg?lang=en');
    expect(bannerArtUrl(7, 'VI')).toBe('/wps/banners/art/7.svg?lang=en');
  });

  it('keeps every path absolute and unique', () => {
    const paths = Object.values(API);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
