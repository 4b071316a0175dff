import type { FastifyInstance } from 'fastify';
import {
  BO_LOTTERY_API,
  BoLotteryBetPage,
  BoLotteryDraw,
  BoLotteryDrawBetsQuery,
  BoLotteryDrawPage,
  BoLotteryDrawsQuery,
  BoLotteryGame,
  BoLotteryGameBody,
  BoLotteryGameList,
  BoLotteryIdParams,
  BoLotteryVoidBody,
  BoLotteryVoidResult,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  listDrawBets,
  listDraws,
  listGames,
  readDraw,
  updateGame,
  voidDraw,
} from './lottery.service.ts';

/**
 * The back office's lottery area (issue 22): games and their schedules (admin changes them),
 * draws with their seeds and bets, and voiding a draw that has no result yet. `lottery.read`
 * (admin, risk) reads; `lottery.write` (admin) changes a game or voids a draw, audited.
 */
export function registerBoLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_LOTTERY_API.games,
      summary: 'The lottery games with their schedules, sale windows and pending draws',
      permission: 'lottery.read',
      response: BoLotteryGameList,
    },
    async () => ({ games: await listGames(ctx) }),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_LOTTERY_API.game,
      summary: "Changes a lottery game's on/off state, lock or draw times (future draws only)",
      permission: 'lottery.write',
      params: BoLotteryIdParams,
      body: BoLotteryGameBody,
      response: BoLotteryGame,
    },
    async ({ params, body }) => {
      const { game, audit } = await updateGame(ctx, params.id, body);
      // The lists the site polls are cached: the change (a game off) shows at once.
      if (audit) app.caches.invalidate();
      return { value: game, audit };
    },
  );

  boRead(
    app,
    {
      url: BO_LOTTERY_API.draws,
      summary: 'Lottery draws by game and state, newest first, a page at a time',
      permission: 'lottery.read',
      querystring: BoLotteryDrawsQuery,
      response: BoLotteryDrawPage,
    },
    async ({ query }) => listDraws(ctx, query),
  );

  boRead(
    app,
    {
      url: BO_LOTTERY_API.draw,
      summary: 'One lottery draw with its seed hash, seed (once drawn) and totals',
      permission: 'lottery.read',
      params: BoLotteryIdParams,
      response: BoLotteryDraw,
    },
    async ({ params }) => readDraw(ctx, params.id),
  );

  boRead(
    app,
    {
      url: BO_LOTTERY_API.drawBets,
      summary: 'The bets of a draw and their settlement',
      permission: 'lottery.read',
      params: BoLotteryIdParams,
      querystring: BoLotteryDrawBetsQuery,
      response: BoLotteryBetPage,
    },
    async ({ params, query }) => listDrawBets(ctx, params.id, query),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_LOTTERY_API.voidDraw,
      summary: 'Voids a draw without a result and returns every open stake once',
      permission: 'lottery.write',
      params: BoLotteryIdParams,
      body: BoLotteryVoidBody,
      response: BoLotteryVoidResult,
    },
    async ({ params, body, request }) => {
      const result = await voidDraw(ctx, params.id, body.reason, request.log);
      app.caches.invalidate();
      return result;
    },
  );
}
