import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EnterTournamentValue,
  TOURNAMENTS_API,
  TournamentDetail,
  TournamentList,
  tournamentPath,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/** How often an open tournament asks for the board again (only while the tab is visible). */
export const STANDINGS_POLL_MS = 10_000;

/**
 * The tournament screens' calls (issue 25, decision 057), under the member's keys (signing out
 * drops them) and the language (titles come localized).
 */
export const tournamentKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'tournaments'] as const,
  list: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'tournaments', language, 'list'] as const,
  one: (userName: string, language: string, id: number) =>
    [...memberKeys.all, userName, 'tournaments', language, id] as const,
};

function useKeyParts() {
  const session = useSession();
  const { i18n } = useTranslation();
  return { userName: session?.userName ?? '', language: toApiLanguage(i18n.language) };
}

export function useTournaments() {
  const { userName, language } = useKeyParts();
  return useQuery({
    queryKey: tournamentKeys.list(userName, language),
    queryFn: ({ signal }) => apiGet(TOURNAMENTS_API.tournaments, TournamentList, { signal }),
    enabled: userName !== '',
  });
}

/**
 * One tournament. While it is open the board and the member's rank are asked for again every
 * STANDINGS_POLL_MS; TanStack Query skips the interval while the tab is hidden
 * (refetchIntervalInBackground false) and asks at once when it shows again.
 */
export function useTournament(id: number | null) {
  const { userName, language } = useKeyParts();
  return useQuery({
    queryKey: tournamentKeys.one(userName, language, id ?? 0),
    queryFn: ({ signal }) =>
      apiGet(tournamentPath(TOURNAMENTS_API.tournament, id!), TournamentDetail, { signal }),
    enabled: userName !== '' && id !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.paidAt === null ? STANDINGS_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Enters the member; the tournament and the list are read again either way. */
export function useEnterTournament(id: number) {
  const client = useQueryClient();
  const { userName } = useKeyParts();
  return useMutation({
    mutationFn: () =>
      apiRequest(tournamentPath(TOURNAMENTS_API.enter, id), EnterTournamentValue, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: tournamentKeys.all(userName) }),
  });
}
