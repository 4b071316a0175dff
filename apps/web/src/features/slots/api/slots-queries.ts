import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BgsRoundsValue,
  BgsSessionValue,
  BgsSpinValue,
  bgsPath,
  PLAY_API,
  RotateSeedValue,
  SeedState,
  type BgsSpinBody,
} from '@app/contracts';
import { apiGet, apiRequest, isApiError } from '../../../lib/api-client.ts';
import { liveMeta } from '../../../lib/live-status.ts';

export const slotsKeys = {
  session: (gameId: number) => ['bgs', 'session', gameId] as const,
  rounds: (gameId: number) => ['bgs', 'rounds', gameId] as const,
};

export function useBgsSession(gameId: number) {
  return useQuery({
    queryKey: slotsKeys.session(gameId),
    queryFn: ({ signal }) =>
      apiGet(bgsPath(PLAY_API.bgsSession, gameId), BgsSessionValue, { signal }),
    // It shows the cash and bonus balances, which other tabs and games move too.
    meta: liveMeta('balance'),
  });
}

/**
 * The member's rounds of this game, newest first, a page at a time (BGS_ROUNDS_PAGE_SIZE).
 * Pages are offsets: after a spin the loaded pages refetch, and a round that moved to the next
 * page is shown once (the panel drops repeats).
 */
export function useBgsRounds(gameId: number) {
  return useInfiniteQuery({
    queryKey: slotsKeys.rounds(gameId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet(bgsPath(PLAY_API.bgsRounds, gameId), BgsRoundsValue, {
        signal,
        query: { pageNo: pageParam },
      }),
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

/** Attempts of one spin: a network failure is retried with the same idempotency key. */
const SPIN_ATTEMPTS = 3;

export async function postSpin(gameId: number, body: BgsSpinBody) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest(bgsPath(PLAY_API.bgsSpin, gameId), BgsSpinValue, {
        method: 'POST',
        body,
      });
    } catch (error) {
      if (attempt >= SPIN_ATTEMPTS || !isApiError(error) || error.errorCode !== 'network.error') {
        throw error;
      }
    }
  }
}

function useSessionPatch(gameId: number) {
  const client = useQueryClient();
  return (patch: Partial<BgsSessionValue>) =>
    client.setQueryData<BgsSessionValue>(slotsKeys.session(gameId), (old) =>
      old ? { ...old, ...patch } : old,
    );
}

export function useSpin(gameId: number) {
  const client = useQueryClient();
  const patch = useSessionPatch(gameId);
  return useMutation({
    mutationFn: (input: { betCents: number; playMoney: boolean; freeSpinGrantId?: number }) =>
      postSpin(gameId, {
        betCents: input.betCents,
        playMoney: input.playMoney || undefined,
        freeSpinGrantId: input.freeSpinGrantId,
        // One key per spin; postSpin's retries reuse it.
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (value) => {
      patch({
        balanceCents: value.balanceCents,
        bonusBalanceCents: value.bonusBalanceCents,
        // Only a free spin answers them; a staked round leaves them as they were.
        ...(value.freeSpins === undefined ? {} : { freeSpins: value.freeSpins }),
        playBalanceCents: value.playBalanceCents,
        seeds: value.seeds,
      });
      void client.invalidateQueries({ queryKey: slotsKeys.rounds(gameId) });
      if (!value.round.playMoney) {
        // The actual return over all rounds changed.
        void client.invalidateQueries({ queryKey: slotsKeys.session(gameId) });
      }
    },
  });
}

export function useChangeClientSeed(gameId: number) {
  const patch = useSessionPatch(gameId);
  return useMutation({
    mutationFn: (clientSeed: string) =>
      apiRequest(PLAY_API.bgsClientSeed, SeedState, { method: 'POST', body: { clientSeed } }),
    onSuccess: (seeds) => patch({ seeds }),
  });
}

export function useRotateSeed(gameId: number) {
  const client = useQueryClient();
  const patch = useSessionPatch(gameId);
  return useMutation({
    mutationFn: () => apiRequest(PLAY_API.bgsRotateSeed, RotateSeedValue, { method: 'POST' }),
    onSuccess: async (value) => {
      patch({ seeds: value.seeds });
      // Past rounds now carry their revealed seed. The rotation ends (and the page shows the
      // revealed seed) only once the history has it too: a round verified in between would
      // still read "seed in use" from the old list.
      await client.invalidateQueries({ queryKey: slotsKeys.rounds(gameId) });
    },
  });
}
