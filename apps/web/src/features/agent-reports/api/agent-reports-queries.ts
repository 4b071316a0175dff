import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AGENT_REPORTS_API,
  TEAM_BETS_PAGE_SIZE,
  TeamBetsValue,
  TeamOverview,
  TeamPnl,
} from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { MEMBER_QUERY_ROOT } from '../../member/api/member-queries.ts';
import { utcOffsetOf } from '../../../lib/period.ts';
import type { ReportDays } from '../lib/report-range.ts';

/**
 * Report queries live under the member's keys: signing out drops them with everything else
 * known about the member. Each is asked for only while its period is valid.
 */
export const reportKeys = {
  overview: (userName: string, days: ReportDays | null) =>
    [MEMBER_QUERY_ROOT, userName, 'agent-reports', 'overview', days] as const,
  pnl: (userName: string, days: ReportDays | null, parentId: number | null) =>
    [MEMBER_QUERY_ROOT, userName, 'agent-reports', 'pnl', days, parentId] as const,
  // Lottery names come in the site's language.
  bets: (userName: string, filter: TeamBetsFilter | null, language: string) =>
    [MEMBER_QUERY_ROOT, userName, 'agent-reports', 'bets', filter, language] as const,
};

const rangeQuery = (days: ReportDays) => ({ ...days, utcOffset: utcOffsetOf(new Date()) });

export function useTeamOverview(days: ReportDays | null) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: reportKeys.overview(userName, days),
    queryFn: ({ signal }) =>
      apiGet(AGENT_REPORTS_API.teamOverview, TeamOverview, {
        signal,
        query: rangeQuery(days!),
      }),
    enabled: days !== null && userName !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTeamPnl(days: ReportDays | null, parentId: number | null) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: reportKeys.pnl(userName, days, parentId),
    queryFn: ({ signal }) =>
      apiGet(AGENT_REPORTS_API.teamPnl, TeamPnl, {
        signal,
        query: { ...rangeQuery(days!), parentId: parentId ?? undefined },
      }),
    enabled: days !== null && userName !== '',
  });
}

export interface TeamBetsFilter extends ReportDays {
  userName?: string;
  gameType?: string;
}

interface Paged {
  pageNo: number;
  totalPages: number;
}

/** The team's bets, 25 a page, more on demand. */
export function useTeamBets(filter: TeamBetsFilter | null) {
  const userName = useSession()?.userName ?? '';
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: reportKeys.bets(userName, filter, i18n.language),
    queryFn: ({ pageParam, signal }) =>
      apiGet(AGENT_REPORTS_API.teamBets, TeamBetsValue, {
        signal,
        query: {
          pageNo: pageParam,
          pageSize: TEAM_BETS_PAGE_SIZE,
          ...filter!,
          utcOffset: utcOffsetOf(new Date()),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: Paged) =>
      last.pageNo < last.totalPages ? last.pageNo + 1 : undefined,
    enabled: filter !== null && userName !== '',
  });
}
