import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BO_GAMES_API,
  BoGamePage,
  BoGameRow,
  BoHotList,
  BoMenuList,
  BoVendorList,
  type BoGameBody,
  type BoGameListQuery,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The catalogue's calls (issue 22): reads need catalogue.read, writes catalogue.write. */
export const CATALOGUE_KEY = ['catalogue'] as const;

const Moved = z.object({ moved: z.boolean() });

export const useVendors = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'vendors'],
    queryFn: () => boGet(BO_GAMES_API.vendors, undefined, BoVendorList),
  });

export const useGames = (query: BoGameListQuery) =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'games', query],
    queryFn: () => boGet(BO_GAMES_API.games, query, BoGamePage),
    placeholderData: (previous) => previous,
  });

export const useHotList = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'hot'],
    queryFn: () => boGet(BO_GAMES_API.hot, undefined, BoHotList),
  });

export const useMenus = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'menus'],
    queryFn: () => boGet(BO_GAMES_API.menus, undefined, BoMenuList),
  });

/** A catalogue write: every list is read again (a vendor off changes counts everywhere). */
function useCatalogueWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

export const useSetVendor = () =>
  useCatalogueWrite(({ code, enabled }: { code: string; enabled: boolean }) =>
    boPost(pathOf(BO_GAMES_API.vendor, { code }), { enabled }),
  );

export type Direction = 'up' | 'down';

export const useMoveVendor = () =>
  useCatalogueWrite(({ code, direction }: { code: string; direction: Direction }) =>
    boPost(pathOf(BO_GAMES_API.vendorMove, { code }), { direction }, Moved),
  );

export const useUpdateGame = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: BoGameBody }) =>
    boPost(pathOf(BO_GAMES_API.game, { id }), body, BoGameRow),
  );

export const useMoveHot = () =>
  useCatalogueWrite(({ id, direction }: { id: number; direction: Direction }) =>
    boPost(pathOf(BO_GAMES_API.hotMove, { id }), { direction }, Moved),
  );

export const useMoveMenu = () =>
  useCatalogueWrite(({ key, direction }: { key: string; direction: Direction }) =>
    boPost(pathOf(BO_GAMES_API.menuMove, { key }), { direction }, Moved),
  );
