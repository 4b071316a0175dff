import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { API, TIMING, type Game } from '@app/contracts';
import { apiRequest, guardParser } from '../../lib/api-client.ts';
import { i18n } from '../../i18n/index.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { favouriteKeys } from './favourite-keys.ts';
import './i18n/texts.ts';

const changeAnswer = guardParser(
  (value: unknown): value is { success: boolean } =>
    typeof value === 'object' && value !== null && 'success' in value,
  'favourite change',
);

type FavouritesPage = { content: Game[] };

function withId(ids: ReadonlySet<string> | undefined, nodeId: string, on: boolean) {
  const next = new Set(ids);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  return next;
}

/** Takes the game off every loaded favourites page (the fav tabs): its card disappears. */
function dropFromLists(client: QueryClient, userName: string, nodeId: string): void {
  client.setQueriesData<InfiniteData<FavouritesPage>>(
    { queryKey: favouriteKeys.lists(userName) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          content: page.content.filter((game) => game.nodeId !== nodeId),
        })),
      },
  );
}

/**
 * Spec 4, favourite toggle, for a signed-in member: a loading toast for up to 3 s; a removal
 * is applied before the call (heart emptied, card gone from the fav tab); on success the heart
 * follows and "Change saved" shows for 1 s. A failure only hides the toast: the spec shows no
 * message, and the hearts and lists are read again from the server so none of them lies.
 */
export async function toggleFavourite(
  client: QueryClient,
  userName: string,
  game: Game,
  favourite: boolean,
): Promise<void> {
  const idsKey = favouriteKeys.ids(userName);
  accountToast.show(i18n.t('favourite.loading'), TIMING.favouriteToastMs);
  if (!favourite) {
    await client.cancelQueries({ queryKey: idsKey });
    client.setQueryData<ReadonlySet<string>>(idsKey, (ids) => withId(ids, game.nodeId, false));
    dropFromLists(client, userName, game.nodeId);
  }
  const change = { nodeId: game.nodeId, vendor: game.vassalage };
  try {
    await (favourite
      ? apiRequest(API.favourites, changeAnswer, {
          method: 'POST',
          body: change,
          sendLanguage: false,
        })
      : apiRequest(API.favourites, changeAnswer, {
          method: 'DELETE',
          query: change,
          sendLanguage: false,
        }));
  } catch {
    accountToast.hide();
    await Promise.all([
      client.invalidateQueries({ queryKey: idsKey }),
      client.invalidateQueries({ queryKey: favouriteKeys.lists(userName) }),
    ]);
    return;
  }
  client.setQueryData<ReadonlySet<string>>(idsKey, (ids) => withId(ids, game.nodeId, favourite));
  // An added game joins the fav tab when it is next shown; a removed one is already off it.
  void client.invalidateQueries({
    queryKey: favouriteKeys.lists(userName),
    refetchType: favourite ? 'active' : 'none',
  });
  accountToast.show(i18n.t('favourite.saved'), TIMING.toastSuccessMs);
}
