import type { FastifyInstance } from 'fastify';
import {
  BO_GAMES_API,
  BoGameBody,
  BoGameListQuery,
  BoGamePage,
  BoGameParams,
  BoGameRow,
  BoHotList,
  BoMenuList,
  BoMenuParams,
  BoMoveBody,
  BoVendorBody,
  BoVendorList,
  BoVendorParams,
} from '@app/contracts/backoffice';
import { z } from 'zod';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import { auditedChange, switchVendor } from './catalogue-audit.ts';
import {
  listCatalogueGames,
  listCatalogueVendors,
  listHotList,
  listMenus,
  moveHotGame,
  moveMenu,
  moveVendor,
  updateGame,
  type Change,
} from './catalogue.service.ts';

const Moved = z.object({ moved: z.boolean() });

/**
 * The back office's catalogue (issue 22): read with catalogue.read, written with
 * catalogue.write (content and admin). Every change is audited with its values before and
 * after and drops the app's caches, so the member site's next request shows it.
 */
export function registerBoGamesRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A move's answer: whether the entry moved (not at the list's end), audited when it did. */
  const moved = <T>(
    action: string,
    targetType: string,
    targetId: string | number,
    change: Change<T> | null,
  ) => ({
    value: { moved: change !== null },
    audit: auditedChange(app, action, targetType, targetId, change),
  });

  boRead(
    app,
    {
      url: BO_GAMES_API.vendors,
      summary: 'The vendors in their order, with their games',
      permission: 'catalogue.read',
      response: BoVendorList,
    },
    async () => listCatalogueVendors(ctx),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_GAMES_API.vendor,
      summary: 'A vendor on or off: its games leave or return to every list and launch',
      permission: 'catalogue.write',
      params: BoVendorParams,
      body: BoVendorBody,
      response: BoVendorBody,
    },
    switchVendor(app, ctx, 'catalogue.vendor.enabled'),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_GAMES_API.vendorMove,
      summary: 'Moves a vendor one place up or down',
      permission: 'catalogue.write',
      params: BoVendorParams,
      body: BoMoveBody,
      response: Moved,
    },
    async ({ params, body }) =>
      moved(
        'catalogue.vendor.move',
        'vendor',
        params.code,
        await moveVendor(ctx, params.code, body.direction),
      ),
  );

  boRead(
    app,
    {
      url: BO_GAMES_API.games,
      summary: 'The games, paged, by vendor, type, flags and name',
      permission: 'catalogue.read',
      querystring: BoGameListQuery,
      response: BoGamePage,
    },
    async ({ query }) => listCatalogueGames(ctx, query),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_GAMES_API.game,
      summary: 'Changes a game: on/off, hot, new, minimum bet, type, classification, order',
      permission: 'catalogue.write',
      params: BoGameParams,
      body: BoGameBody,
      response: BoGameRow,
    },
    async ({ params, body }) => {
      const { change, row } = await updateGame(ctx, params.id, body);
      return {
        value: row,
        audit: auditedChange(app, 'catalogue.game.update', 'game', params.id, change),
      };
    },
  );

  boRead(
    app,
    {
      url: BO_GAMES_API.hot,
      summary: 'The home hot list in its order',
      permission: 'catalogue.read',
      response: BoHotList,
    },
    async () => listHotList(ctx),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_GAMES_API.hotMove,
      summary: 'Moves a game one place up or down in the home hot list',
      permission: 'catalogue.write',
      params: BoGameParams,
      body: BoMoveBody,
      response: Moved,
    },
    async ({ params, body }) =>
      moved(
        'catalogue.hot.move',
        'game',
        params.id,
        await moveHotGame(ctx, params.id, body.direction),
      ),
  );

  boRead(
    app,
    {
      url: BO_GAMES_API.menus,
      summary: 'The game menus (the tab bar) in their order, with the games each lists',
      permission: 'catalogue.read',
      response: BoMenuList,
    },
    async () => listMenus(ctx),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_GAMES_API.menuMove,
      summary: 'Moves a game menu one place up or down',
      permission: 'catalogue.write',
      params: BoMenuParams,
      body: BoMoveBody,
      response: Moved,
    },
    async ({ params, body }) =>
      moved(
        'catalogue.menu.move',
        'game_menu',
        params.key,
        await moveMenu(ctx, params.key, body.direction),
      ),
  );
}
