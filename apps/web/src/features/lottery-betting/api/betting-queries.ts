import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  BetsValue,
  LOTTERY_API,
  PlaceBetsValue,
  TIMING,
  countdownView,
  type NumeroValue,
  type PlaceBetsBody,
  type PrizeMode,
  type WalletBalance,
} from '@app/contracts';
import { apiGet, apiRequest, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { pollWhileLive, useLive } from '../../../lib/live-status.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import {
  lotteryNumeroQuery,
  useLotteryLanguage,
} from '../../../components/lottery/lottery-queries.ts';

/** After the draw time the result and the next numero take a sweep (about a second) to show. */
export const AFTER_DRAW_POLL_MS = 2_000;
/** Time after the draw before asking: the sweep that draws runs every second. */
const DRAW_MARGIN_MS = 1_000;
/** Settled bets shown under the slip. */
export const SETTLED_SHOWN = 10;

/**
 * When to ask for the numero again while its countdown is not running: the countdown itself
 * asks at lock (onIdle). Locked, the next thing to see is the draw, so at the draw time (at
 * most 30 s ahead, spec 4's cap); past it, every 2 s until the next draw is on sale; no draw on
 * sale at all, spec 4's idle 7 s.
 */
export function idleRefreshDelay(
  data: NumeroValue | undefined,
  receivedAt: number,
  now: number = Date.now(),
): number | false {
  if (!data) return false;
  const { game } = data;
  const elapsed = Math.max(0, now - receivedAt);
  if (!countdownView(game, elapsed).idle) return false;
  if (game.numero === null) return TIMING.lotteryMenuRefreshIdleMs;
  const toDraw = game.remainTime - elapsed;
  if (toDraw <= 0) return AFTER_DRAW_POLL_MS;
  return Math.min(toDraw + DRAW_MARGIN_MS, TIMING.lotteryMenuRefreshMaxMs);
}

/**
 * The open draw of one game (numero, odds, seed hash, latest results), kept current. While the
 * public live stream is up, this game's `draw` events bring the lock and the result (decision
 * 062): the idle waits fall back to the slow safety net.
 */
export function useGameDraw(gameId: number, prizeMode: PrizeMode | undefined) {
  const language = useLotteryLanguage();
  const live = useLive('public');
  return useQuery({
    ...lotteryNumeroQuery(gameId, prizeMode, language),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      pollWhileLive(live, idleRefreshDelay(query.state.data, query.state.dataUpdatedAt)),
  });
}

export type BetsStatus = 'open' | 'settled';

export const bettingKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'lottery-bets'] as const,
  game: (userName: string, gameId: number) =>
    [...memberKeys.all, userName, 'lottery-bets', gameId] as const,
  list: (userName: string, gameId: number, status: BetsStatus, language: string) =>
    [...memberKeys.all, userName, 'lottery-bets', gameId, status, language] as const,
};

/**
 * The member's bets on this game, newest first. Open bets whose draw is already drawn are
 * about to be settled: they are asked for again every 2 s until they are.
 */
export function useGameBets(
  gameId: number,
  status: BetsStatus,
  { latestDrawn }: { latestDrawn?: string | null } = {},
) {
  const userName = useSession()?.userName ?? '';
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: bettingKeys.list(userName, gameId, status, language),
    queryFn: ({ signal }) =>
      apiGet(LOTTERY_API.bets, BetsValue, {
        signal,
        query: {
          gameId,
          status,
          pageNo: 1,
          pageSize: status === 'settled' ? SETTLED_SHOWN : 100,
          language,
        },
      }),
    enabled: userName !== '',
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      status === 'open' &&
      latestDrawn &&
      query.state.data?.content.some((bet) => bet.numero <= latestDrawn)
        ? AFTER_DRAW_POLL_MS
        : false,
  });
}

/** Attempts of one slip: a network failure is tried again with the same request id. */
const PLACE_ATTEMPTS = 3;

export async function postSlip(body: PlaceBetsBody) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest(LOTTERY_API.bets, PlaceBetsValue, { method: 'POST', body });
    } catch (error) {
      if (attempt >= PLACE_ATTEMPTS || !isApiError(error) || error.errorCode !== 'network.error') {
        throw error;
      }
    }
  }
}

/** The slip's answer is unknown or changed the balance: balance and bets are asked again. */
function refreshMember(client: QueryClient, userName: string, gameId: number) {
  void client.invalidateQueries({ queryKey: memberKeys.balance(userName) });
  void client.invalidateQueries({ queryKey: bettingKeys.game(userName, gameId) });
}

/**
 * Places a slip. On success the balance the server answered is shown at once (then asked
 * again) and the open bets reload; when the answer was lost, both are asked again, since the
 * slip may have been placed.
 */
export function usePlaceSlip(gameId: number) {
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  return useMutation({
    mutationFn: postSlip,
    onSuccess: (value) => {
      // The cash after the slip; the bonus balance stays as known until the balance reloads.
      client.setQueryData<WalletBalance>(memberKeys.balance(userName), (old) => ({
        sumBalance: value.balanceCents,
        bonusBalance: old?.bonusBalance ?? 0,
      }));
      refreshMember(client, userName, gameId);
    },
    onError: () => refreshMember(client, userName, gameId),
  });
}
