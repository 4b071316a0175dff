import { call, postOnce } from '../api.ts';
import type { LiveTable } from '../../../src/live/tables.ts';

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

/** What the table call says of the table: the studio's own description, without its brand. */
export type LiveTableInfo = Omit<LiveTable, 'brand'>;

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
  bet: (roundId: string, bets: Array<{ spot: string; cents: number }>) =>
    postOnce<{ roundId: string; bets: MyLive['bets']; balanceCents: number | null }>(
      '/api/live/bets',
      { roundId, bets },
    ),
  act: (roundId: string, action: string) =>
    postOnce<{ roundId: string; hand: BlackjackHandView; balanceCents: number | null }>(
      '/api/live/actions',
      { roundId, action },
    ),
};
