import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchHome } from '../features/home/api/home-queries.ts';
import { systemStatusQuery } from '../lib/system-status.ts';
import { HOME_PATHS, POPUP_ROUTES } from '../lib/chrome-rules.ts';
import { isHomeScreenPath } from '@app/contracts';
import { earlyRequestsScript, earlyRequestUrls } from './early-requests.ts';
import { envelope } from '../test/fixtures.ts';

function recordRequests() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return envelope({});
    }),
  );
  return urls;
}

describe('early requests from index.html', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['pt', 'PT'],
    ['en', 'EN'],
    ['vi', 'VI'],
  ] as const)('preloads exactly the URLs the home calls request (%s)', async (locale, language) => {
    const urls = recordRequests();
    prefetchHome(new QueryClient({ defaultOptions: { queries: { retry: false } } }), locale);
    await vi.waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(2));
    for (const url of earlyRequestUrls(language).home) expect(urls).toContain(url);
  });

  it('preloads exactly the URL the status call requests', async () => {
    const urls = recordRequests();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ ...systemStatusQuery('PT'), retry: false }).catch(() => undefined);
    expect(urls).toEqual(earlyRequestUrls('PT').all);
  });

  it('treats exactly the home-screen paths as home', () => {
    const homePaths = [...HOME_PATHS, ...Object.keys(POPUP_ROUTES), '/hot'];
    for (const path of homePaths) {
      expect(isHomeScreenPath(`/m${path}`)).toBe(true);
      expect(isHomeScreenPath(`/m${path}/`)).toBe(true);
    }
    expect(isHomeScreenPath('/m')).toBe(true);
    for (const path of ['/m/activity', '/m/rng', '/m/homes', '/m/member/home', '/other']) {
      expect(isHomeScreenPath(path)).toBe(false);
    }
  });

  it('the inline script adds one preload per URL', () => {
    window.history.replaceState(null, '', '/m/home');
    new Function(earlyRequestsScript())();
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...earlyRequestUrls('PT').all,
      ...earlyRequestUrls('PT').home,
    ]);
    expect(links.every((link) => link.getAttribute('crossorigin') === 'anonymous')).toBe(true);
    for (const link of links) link.remove();
  });

  it('the inline script preloads the remembered language, Vietnamese included', () => {
    window.history.replaceState(null, '', '/m/home');
    localStorage.setItem('language', 'vi');
    new Function(earlyRequestsScript())();
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...earlyRequestUrls('VI').all,
      ...earlyRequestUrls('VI').home,
    ]);
    for (const link of links) link.remove();
  });
});
