import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, PAGE_SIZE, type Game } from '@app/contracts';
import { apiGet, guardParser } from '../../lib/api-client.ts';
import { modals } from '../../lib/modal-store.ts';
import { useSession } from '../../lib/session-store.ts';
import type { FavouriteHeart } from '../../components/game-tile/game-card.tsx';
import { canFavourite, favouriteKeys } from './favourite-keys.ts';

export { canFavourite };

interface IdsPage {
  list: string[];
  totalPages: number;
}

// A guard, not the zod schema: the hearts show on home, whose code every first visit loads.
const idsPage = guardParser(
  (value: unknown): value is IdsPage =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as IdsPage).list) &&
    (value as IdsPage).list.every((id) => typeof id === 'string') &&
    typeof (value as IdsPage).totalPages === 'number',
  'favourite ids page',
);

const NO_IDS: ReadonlySet<string> = new Set();

/** Every page of the member's favourite node ids (100 a page, at most 500 in all). */
async function fetchAllIds(signal: AbortSignal): Promise<ReadonlySet<string>> {
  const ids = new Set<string>();
  for (let pageNo = 1, totalPages = 1; pageNo <= totalPages; pageNo += 1) {
    const page = await apiGet(API.favouriteIds, idsPage, {
      query: { pageNo, pageSize: PAGE_SIZE.favouriteIds },
      sendLanguage: false,
      signal,
    });
    for (const id of page.list) ids.add(id);
    totalPages = page.totalPages;
  }
  return ids;
}

/** The node ids the member has favourited; empty for a guest (who sees empty hearts). */
export function useFavouriteIds(): ReadonlySet<string> {
  const userName = useSession()?.userName;
  const { data } = useQuery({
    queryKey: favouriteKeys.ids(userName ?? ''),
    queryFn: ({ signal }) => fetchAllIds(signal),
    enabled: userName !== undefined,
    staleTime: 5 * 60_000,
  });
  return userName === undefined ? NO_IDS : (data ?? NO_IDS);
}

/**
 * The heart's tap (spec 4, favourite toggle): a guest gets the login dialog; for a member the
 * toggle code loads on the first tap, so the screens that only show hearts stay light.
 */
export function useFavouriteToggle(): (game: Game, favourite: boolean) => Promise<void> {
  const client = useQueryClient();
  const userName = useSession()?.userName;
  return useCallback(
    async (game, favourite) => {
      if (userName === undefined) {
        modals.openLogin();
        return;
      }
      const { toggleFavourite } = await import('./toggle-favourite.ts');
      await toggleFavourite(client, userName, game, favourite);
    },
    [client, userName],
  );
}

/**
 * The heart of any game tile: filled for a favourite, none for lottery games (spec 2). The same
 * heart object while a game's state and the toggle are unchanged, so memoised cards (decision
 * 053) re-render only when their own heart changes, not at every favourite list change.
 */
export function useFavouriteHearts(): (game: Game) => FavouriteHeart | undefined {
  const ids = useFavouriteIds();
  const toggle = useFavouriteToggle();
  const hearts = useRef({ toggle, byKey: new Map<string, FavouriteHeart>() });
  return useCallback(
    (game: Game) => {
      if (!canFavourite(game)) return undefined;
      // A new toggle (a sign-in) makes every heart anew: an old one would call the old toggle.
      if (hearts.current.toggle !== toggle) hearts.current = { toggle, byKey: new Map() };
      const on = ids.has(game.nodeId);
      const key = `${on ? '1' : '0'}${game.nodeId}`;
      let heart = hearts.current.byKey.get(key);
      if (!heart) {
        heart = { on, onToggle: () => void toggle(game, !on) };
        hearts.current.byKey.set(key, heart);
      }
      return heart;
    },
    [ids, toggle],
  );
}
