import { afterEach, beforeEach, vi } from 'vitest';
import { AGENT_REPORTS_API, API, type MerchantSettings, type TeamPnl } from '@app/contracts';
import { envelope, renderAccounts, type Handler } from '../accounts/test-utils.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { merchantSettings } from '../../test/api-stubs.tsx';

export const settings: MerchantSettings = {
  ...merchantSettings,
  currency: { code: 'BRL', symbol: 'R$' },
  licence: '',
};

export const OVERVIEW = `GET ${AGENT_REPORTS_API.teamOverview}`;
export const PNL = `GET ${AGENT_REPORTS_API.teamPnl}`;
export const BETS = `GET ${AGENT_REPORTS_API.teamBets}`;

/** The app at `path` with the currency answered and the given report handlers. */
export function renderReports(path: string, handlers: Record<string, Handler>) {
  const utils = renderAccounts(path, {
    [`GET ${API.consolidatedSettings}`]: () => envelope(settings),
    ...handlers,
  });
  const reportCalls = (route: string) =>
    utils.calls
      .filter((call) => `${call.method} ${call.path}` === route)
      .map((call) => {
        const query = Object.fromEntries(call.url.searchParams);
        delete query.language;
        return query;
      });
  return { ...utils, reportCalls };
}

/**
 * An agent signed in on a device in São Paulo (UTC-3) on Wednesday 6 May 2026 at 07:00 local
 * (10:00 UTC). Only Date is faked.
 */
export function agentInSaoPaulo() {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Sao_Paulo';
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-05-06T10:00:00Z'));
    useSessionStore.getState().setSession({ userName: 'agent01', type: 1 });
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    useSessionStore.getState().setSession(null);
    vi.useRealTimers();
  });
}

export const PNL_REPORT: TeamPnl = {
  startDate: '2026-05-06',
  endDate: '2026-05-06',
  path: [],
  rows: [
    {
      memberId: 2,
      userName: 'demo',
      isAgent: false,
      self: false,
      downlines: 0,
      betCents: 12_000,
      winCents: 9_050,
      rebateCents: 150,
      pnlCents: -2_800,
    },
    {
      memberId: 5,
      userName: 'subagent',
      isAgent: true,
      self: false,
      downlines: 3,
      betCents: 500,
      winCents: 1_000,
      rebateCents: 0,
      pnlCents: 500,
    },
  ],
  total: { betCents: 12_500, winCents: 10_050, rebateCents: 150, pnlCents: -2_300 },
};
