import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BetsQuery, BetsValue, LOTTERY_API, PlaceBetsBody, PlaceBetsValue } from '@app/contracts';
import { ok, requestLanguage } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { listBets, placeBets } from './bets.service.ts';

/** Lottery bets (decision 015): behind the session check, never on the open list. */
export function registerBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    LOTTERY_API.bets,
    {
      schema: {
        tags: ['lottery'],
        summary: 'Places a slip on the open draw: one ledger debit for all its lines',
        body: PlaceBetsBody,
        response: jsonResponses(PlaceBetsValue),
      },
    },
    async (request) =>
      ok(
        await placeBets(ctx, requireAuth(request).memberId, request.body, requestLanguage(request)),
      ),
  );
  r.get(
    LOTTERY_API.bets,
    {
      schema: {
        tags: ['lottery'],
        summary: "The member's lottery bets, newest first, by game and state",
        querystring: BetsQuery,
        response: jsonResponses(BetsValue),
      },
    },
    async (request) =>
      ok(
        await listBets(ctx, requireAuth(request).memberId, request.query, requestLanguage(request)),
      ),
  );
}
