import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import {
  API,
  gameArtUrl,
  bannerArtUrl,
  type Announcement,
  type Announcements,
  type Banner,
  type Game,
  type GameMenus,
  type HotGames,
  type MerchantSettings,
} from '@app/contracts';

export function makeGame(overrides: Partial<Game> = {}): Game {
  const gameId = overrides.gameId ?? 1001;
  return {
    nodeId: `node-${gameId}`,
    gameId,
    roomId: null,
    nodeName: `Node ${gameId}`,
    gameName: `Golden Reels ${gameId}`,
    displayName: 'Aurora Gaming',
    gameCode: `GR${gameId}`,
    gameGroupId: null,
    gameType: 'RNG',
    vassalage: 'AUR',
    vendorCode: 'AUR',
    isGameH5: null,
    supportPlay: 0,
    freeplay: 1,
    gameClassifyNew: null,
    lottoMode: null,
    iconUrl: gameArtUrl(gameId),
    mobileLargeIcon: gameArtUrl(gameId),
    showIcon: '1',
    isTop: 1,
    isNew: 0,
    minBet: 10,
    ...overrides,
  };
}

export function makeBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    groupName: 'm_home',
    url: bannerArtUrl(id),
    title: `Banner ${id}`,
    link: '',
    sequence: id,
    ...overrides,
  };
}

export function makeAnnouncement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'PL',
    title: `Announcement ${id}`,
    content: `<p>Content ${id}</p>`,
    startDate: '2025-01-01T00:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export function makeAnnouncements(overrides: Partial<Announcements> = {}): Announcements {
  return {
    banners: [makeBanner(1), makeBanner(2)],
    hot: [makeBanner(11, { groupName: 'm_hot' })],
    player: [makeAnnouncement(1), makeAnnouncement(2)],
    popup: [makeAnnouncement(3, { type: 'PU', title: 'Maintenance window' })],
    promotion: [],
    agent: [],
    footer: { unreadCount: 0 },
    ...overrides,
  };
}

export const merchantSettings: MerchantSettings = {
  merchantCode: 'DEMO',
  merchantName: 'Concha Play',
  platform: 'mobile',
  languages: ['PT', 'EN'],
  defaultLanguage: 'PT',
  defaultGameLanguage: 'EN',
  currency: { code: 'EUR', symbol: '€' },
  gatewayCodes: { WEB: 1, MOBILE: 3 },
  moduleIds: [],
  template: { memberCentre: '0', depositFunction: '0' },
  licence: 'Licensed by the Demo Gaming Authority, licence no. 0001.',
};

export const defaultMenus: GameMenus = {
  list: [
    { key: 'hot', gameType: null, sequence: 1, gameCount: 20 },
    { key: 'rng', gameType: 'RNG', sequence: 2, gameCount: 200 },
    { key: 'inhouse', gameType: 'INHOUSE', sequence: 3, gameCount: 30 },
    { key: 'pvp', gameType: 'PVP', sequence: 4, gameCount: 40 },
    { key: 'fish', gameType: 'FISH', sequence: 5, gameCount: 20 },
    { key: 'live', gameType: 'LIVE', sequence: 6, gameCount: 50 },
    { key: 'sports', gameType: 'SPORTS', sequence: 7, gameCount: 10 },
    { key: 'esports', gameType: 'ESPORTS', sequence: 8, gameCount: 10 },
    { key: 'lott', gameType: 'LOTT', sequence: 9, gameCount: 30 },
    { key: 'elott', gameType: 'ELOTT', sequence: 10, gameCount: 12 },
  ],
};

type Handler = unknown | ((url: URL) => Response | Promise<Response>);

export type ApiStubs = Partial<Record<(typeof API)[keyof typeof API], Handler>>;

export function okResponse(value: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function errorResponse(status = 500): Response {
  return new Response(
    JSON.stringify({ success: false, errorCode: 'server.error', message: 'Unknown error' }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

/**
 * Stubs `fetch` at the network boundary: each API path answers with an envelope of the given
 * value, or with what its function returns. Unknown paths answer 404 in the envelope.
 */
export function stubApi(stubs: ApiStubs = {}) {
  const handlers: ApiStubs = {
    [API.announcements]: makeAnnouncements(),
    [API.hotGames]: { list: [makeGame()] } satisfies HotGames,
    [API.gameMenus]: defaultMenus,
    [API.consolidatedSettings]: merchantSettings,
    ...stubs,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const handler = handlers[url.pathname as keyof ApiStubs];
    if (handler === undefined) {
      return new Response(
        JSON.stringify({ success: false, errorCode: 'route.not.found', message: 'Not found' }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      );
    }
    return typeof handler === 'function' ? handler(url) : okResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', client = createTestQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Stubs `matchMedia` so `(prefers-reduced-motion: reduce)` answers `reduce`. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** A game tile's own button by its game's name (not the heart beside it, also named so). */
export function tileName(gameName: string): RegExp {
  return new RegExp(`^(?!Favo).*${gameName}`);
}
