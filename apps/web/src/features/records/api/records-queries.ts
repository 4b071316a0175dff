import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  API,
  GAME_RECORD_PAGE_SIZE,
  GameRecordsValue,
  LEDGER_RECORD_PAGE_SIZE,
  PLAY_API,
  WalletTransactionsValue,
} from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { utcOffsetOf } from '../../../lib/period.ts';
import type { DayRange } from '../lib/date-range.ts';

/**
 * Record queries live under the member's keys: signing out (or a session the server ended)
 * drops them with everything else known about the member.
 */
export const recordsKeys = {
  games: (userName: string, filter: GameRecordsFilter) =>
    [...memberKeys.all, userName, 'records', 'games', filter] as const,
  account: (userName: string, filter: AccountRecordsFilter) =>
    [...memberKeys.all, userName, 'records', 'account', filter] as const,
};

export interface GameRecordsFilter extends DayRange {
  gameType?: string;
}

export interface AccountRecordsFilter extends DayRange {
  /** Comma-separated transfer kinds; absent for all. */
  types?: string;
}

interface Paged {
  pageNo: number;
  totalPages: number;
}

const nextPage = (last: Paged) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

/** The betting record, 25 rounds a page; `enabled` is false while the filter is invalid. */
export function useGameRecords(filter: GameRecordsFilter, enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useInfiniteQuery({
    queryKey: recordsKeys.games(userName, filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet(PLAY_API.gameRecords, GameRecordsValue, {
        signal,
        sendLanguage: false,
        query: {
          pageNo: pageParam,
          pageSize: GAME_RECORD_PAGE_SIZE,
          ...filter,
          utcOffset: utcOffsetOf(new Date()),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && userName !== '',
  });
}

/** The account record (ledger entries), 25 a page. */
export function useAccountRecords(filter: AccountRecordsFilter, enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useInfiniteQuery({
    queryKey: recordsKeys.account(userName, filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet(API.walletTransactions, WalletTransactionsValue, {
        signal,
        sendLanguage: false,
        query: {
          pageNo: pageParam,
          pageSize: LEDGER_RECORD_PAGE_SIZE,
          ...filter,
          utcOffset: utcOffsetOf(new Date()),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && userName !== '',
  });
}

/**
 * Every loaded row once: the pages are offsets into a list that grows at its head while the
 * member plays, so a row can come back on the next page.
 */
export function uniqueRows<T, K>(
  data: InfiniteData<{ content: T[] }> | undefined,
  key: (row: T) => K,
): T[] {
  const seen = new Set<K>();
  const rows: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.content) {
      const id = key(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  return rows;
}
