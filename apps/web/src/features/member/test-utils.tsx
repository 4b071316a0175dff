import { vi } from 'vitest';
import { API, type MemberInfo, type PlayerAvatar, type SystemStatus } from '@app/contracts';
import { envelope, errorEnvelope, makeSystemStatus } from '../../test/fixtures.ts';
import { merchantSettings } from '../../test/api-stubs.tsx';
import { mountApp } from '../../test/render-app.tsx';
import { useSessionStore, type SessionInfo } from '../../lib/session-store.ts';

/** Answers one call: `METHOD /path` (query ignored) to a response or a function of the request. */
export type Handler =
  Response | ((request: { url: URL; init?: RequestInit }) => Promise<Response> | Response);
export type Handlers = Record<string, Handler>;

export function makeMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    nickname: 'Sunny',
    account: 'demo',
    userName: 'demo',
    type: 0,
    memberLabel: [],
    clubLabel: { labelName: 'Gold' },
    firstTimeLogin: false,
    passwordExpired: false,
    lastLoginTime: null,
    ...overrides,
  };
}

export const STATIC_AVATAR: PlayerAvatar = { avatar: 'avatar_3', avatarType: 'STATIC' };

export const unreadZero = {
  inbox: 0,
  chat: 0,
  announcements: 0,
  activities: 0,
  loginPopups: 0,
  total: 0,
};

export const REAL_SETTINGS = {
  ...merchantSettings,
  currency: { code: 'BRL', symbol: 'R$' },
};

/** A member's usual answers; override any call with a handler of your own. */
export function memberHandlers(
  info: MemberInfo = makeMemberInfo(),
  sumBalance = 123_456,
  bonusBalance = 0,
): Handlers {
  return {
    [`GET ${API.memberInfo}`]: () => envelope(info),
    [`GET ${API.avatar}`]: () => envelope(STATIC_AVATAR),
    [`GET ${API.walletBalance}`]: () => envelope({ sumBalance, bonusBalance }),
    [`GET ${API.unreadCounts}`]: () => envelope(unreadZero),
    // The merchant trades in reais: amounts show "R$ 1.234,56".
    [`GET ${API.consolidatedSettings}`]: () => envelope(REAL_SETTINGS),
    [`DELETE ${API.session}`]: () => envelope(null),
  };
}

/** Installs a fetch mock at the network boundary answering the system status and `handlers`. */
export function mockApi(handlers: Handlers, status: SystemStatus = makeSystemStatus()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname === API.systemStatus) return envelope(status);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return errorEnvelope(404, 'route.not.found', 'Not found');
    return typeof handler === 'function' ? handler({ url, init }) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
  });
}

export const DEMO_SESSION: SessionInfo = { userName: 'demo', type: 0, isTrial: false };

/** Stores session info as a previous visit would have left it. */
export function storeSession(session: SessionInfo | null = DEMO_SESSION) {
  useSessionStore.getState().setSession(session);
}

/** The whole app (router, providers, chrome) at a path, with the API answered by `handlers`. */
export function renderMemberApp(
  path = '/m/home',
  {
    handlers = memberHandlers(),
    status = makeSystemStatus(),
  }: { handlers?: Handlers; status?: SystemStatus } = {},
) {
  const fetchMock = mockApi(handlers, status);
  return { ...mountApp(path), fetchMock };
}
