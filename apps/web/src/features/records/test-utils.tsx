import {
  API,
  PLAY_API,
  type GameRecord,
  type MerchantSettings,
  type WalletTransaction,
} from '@app/contracts';
import {
  envelope,
  renderAccounts,
  type Handler,
  type RecordedCall,
} from '../accounts/test-utils.tsx';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { merchantSettings } from '../../test/api-stubs.tsx';
import { restoreZone, setZone } from '../../test/zone.ts';

/** The demo merchant's settings, in its real currency (the home fixture uses euros). */
export const settings: MerchantSettings = {
  ...merchantSettings,
  currency: { code: 'BRL', symbol: 'R$' },
  licence: '',
};

export function gameRecord(roundId: number, overrides: Partial<GameRecord> = {}): GameRecord {
  const stakeCents = overrides.stakeCents ?? 100;
  const winCents = overrides.winCents ?? 0;
  return {
    roundId,
    gameId: 1077,
    gameName: `Lucky Lanterns ${roundId}`,
    gameType: 'RNG',
    createdAt: '2026-05-05T12:34:56.000Z',
    stakeCents,
    winCents,
    netCents: winCents - stakeCents,
    ...overrides,
  };
}

export function transaction(id: number, overrides: Partial<WalletTransaction> = {}) {
  return {
    id,
    type: 'bet',
    amountCents: -100,
    balanceAfterCents: 9_900,
    createdAt: '2026-05-05T12:34:56.000Z',
    reference: `bgs-round:${id}`,
    ...overrides,
  } satisfies WalletTransaction;
}

/** Pages of `rows`, `pageSize` each, answered by the call's pageNo. */
export function paged<T>(rows: readonly T[], pageSize = 25): Handler {
  return (call: RecordedCall) => {
    const pageNo = Number(call.url.searchParams.get('pageNo') ?? '1');
    return envelope({
      content: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalPages: Math.ceil(rows.length / pageSize),
      pageNo,
    });
  };
}

export const GAME_RECORDS = `GET ${PLAY_API.gameRecords}`;
export const ACCOUNT_RECORDS = `GET ${API.walletTransactions}`;

/** The app at `path` with the currency answered and the given record handlers. */
export function renderRecords(path: string, handlers: Record<string, Handler>) {
  const utils = renderAccounts(path, {
    [`GET ${API.consolidatedSettings}`]: () => envelope(settings),
    ...handlers,
  });
  const recordCalls = (route: string) =>
    utils.calls
      .filter((call) => `${call.method} ${call.path}` === route)
      .map((call) => Object.fromEntries(call.url.searchParams));
  return { ...utils, recordCalls };
}

type Patched = [target: object, name: string, original: PropertyDescriptor | undefined];
const patched: Patched[] = [];

function patch(target: object, name: string, value: number) {
  patched.push([target, name, Object.getOwnPropertyDescriptor(target, name)]);
  Object.defineProperty(target, name, { configurable: true, value });
}

/** jsdom lays nothing out: a document this tall, scrolled to `scrollY`, 800 px visible. */
export function layOut(scrollHeight: number, scrollY = 0) {
  patch(document.documentElement, 'scrollHeight', scrollHeight);
  patch(window, 'innerHeight', 800);
  patch(window, 'scrollY', scrollY);
}

export function scrollTo(scrollY: number) {
  patch(window, 'scrollY', scrollY);
  window.dispatchEvent(new Event('scroll'));
}

/** Puts back what layOut and scrollTo changed, newest first. */
export function resetLayout() {
  for (let entry = patched.pop(); entry; entry = patched.pop()) {
    const [target, name, original] = entry;
    if (original) Object.defineProperty(target, name, original);
    else delete (target as Record<string, unknown>)[name];
  }
}

/**
 * The hooks of a record page test: a signed-in member whose device is in São Paulo (UTC-3) at
 * `now` (only Date is faked: the scroll throttle's clock still runs), on a page taller than
 * any test's rows, so nothing loads by itself unless a test scrolls.
 */
export function memberInSaoPauloAt(now: string) {
  beforeEach(() => {
    setZone('America/Sao_Paulo');
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(now));
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    layOut(10_000);
  });
  afterEach(() => {
    restoreZone();
    useSessionStore.getState().setSession(null);
    resetLayout();
    vi.useRealTimers();
  });
}

/** The rows of the record list with this accessible name. */
export async function rowsShown(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getAllByRole('listitem');
}
