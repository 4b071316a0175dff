import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_LOTTERY_API,
  BoLotteryBetPage,
  BoLotteryDraw,
  BoLotteryDrawPage,
  BoLotteryGame,
  BoLotteryGameList,
  BoLotteryVoidResult,
  boLotteryPath,
  type BoDrawStatus,
  type BoLotteryGameBody,
} from '@app/contracts/backoffice';
import { boGet, boPost } from '../../lib/api.ts';

/** The lottery area's calls: reads through TanStack Query; a write refreshes every lottery read. */
export const lotteryKey = ['lottery'] as const;

export function useLotteryGames() {
  return useQuery({
    queryKey: [...lotteryKey, 'games'],
    queryFn: () => boGet(BO_LOTTERY_API.games, undefined, BoLotteryGameList),
  });
}

export interface DrawsParams {
  gameId?: number | undefined;
  status?: BoDrawStatus | undefined;
  limit: number;
  offset: number;
}

export function useLotteryDraws(params: DrawsParams) {
  return useQuery({
    queryKey: [...lotteryKey, 'draws', params],
    queryFn: () =>
      boGet(
        BO_LOTTERY_API.draws,
        {
          gameId: params.gameId,
          status: params.status,
          limit: params.limit,
          offset: params.offset,
        },
        BoLotteryDrawPage,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useLotteryDraw(id: number) {
  return useQuery({
    queryKey: [...lotteryKey, 'draw', id],
    queryFn: () => boGet(boLotteryPath(BO_LOTTERY_API.draw, id), undefined, BoLotteryDraw),
  });
}

export function useDrawBets(id: number, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...lotteryKey, 'draw', id, 'bets', page],
    queryFn: () => boGet(boLotteryPath(BO_LOTTERY_API.drawBets, id), { ...page }, BoLotteryBetPage),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateGame(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoLotteryGameBody) =>
      boPost(boLotteryPath(BO_LOTTERY_API.game, gameId), body, BoLotteryGame),
    onSuccess: () => client.invalidateQueries({ queryKey: lotteryKey }),
  });
}

export function useVoidDraw(drawId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      boPost(boLotteryPath(BO_LOTTERY_API.voidDraw, drawId), { reason }, BoLotteryVoidResult),
    onSuccess: () => client.invalidateQueries({ queryKey: lotteryKey }),
  });
}
