import { call } from '../api.ts';

/** The studio table's calls (apps/provider/src/routes/live.routes.ts). */
export interface LiveRound {
  id: string;
  number: number;
  status: 'betting' | 'closed' | 'settled' | 'voided';
  seedHash: string;
  opensAt: string;
  closesAt: string;
  resultAt: string;
  result: unknown;
  road: unknown;
  seed: string | null;
}

export interface LiveTableInfo {
  code: string;
  name: string;
  family: string;
  format: string;
  bettingMs: number;
  dealMs: number;
  showMs: number;
  minBetCents: number;
  maxSpotCents: number;
  maxRoundCents: number;
  chips: number[];
}

export interface BlackjackHandView {
  dealer: string[];
  hands: Array<{ cards: string[]; total: number; soft: boolean; bust: boolean; doubled: boolean }>;
  legal: string[];
  finished: boolean;
}

export interface MyLive {
  roundId: string;
  bets: Array<{ id: string; spot: string; cents: number; status: string }>;
  hand: BlackjackHandView | null;
  winCents: number | null;
}

export interface LiveSnapshot {
  table: LiveTableInfo;
  serverTime: number;
  round: LiveRound | null;
  dealt: unknown;
  road: unknown[];
  mine: MyLive | null;
}

export const liveApi = {
  table: () => call<LiveSnapshot>('GET', '/api/live/table'),
  bet: (roundId: string, bets: Array<{ spot: string; cents: number }>, key: string) =>
    call<{ roundId: string; bets: MyLive['bets']; balanceCents: number | null }>(
      'POST',
      '/api/live/bets',
      {
        roundId,
        bets,
        key,
      },
    ),
  act: (roundId: string, action: string, key: string) =>
    call<{ roundId: string; hand: BlackjackHandView; balanceCents: number | null }>(
      'POST',
      '/api/live/actions',
      {
        roundId,
        action,
        key,
      },
    ),
};
