import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BgsGameParams,
  BgsRoundsQuery,
  BgsRoundsValue,
  BgsSessionValue,
  BgsSpinBody,
  BgsSpinValue,
  ClientSeedBody,
  GameRecordsQuery,
  GameRecordsValue,
  PLAY_API,
  RotateSeedValue,
  SeedState,
} from '@app/contracts';
import { ok, requestLanguage } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import {
  gameRecords,
  gameRounds,
  gameSession,
  rotateSeed,
  setClientSeed,
  spin,
} from './play.service.ts';

/** In-house (BGS) slot play and the betting record; all behind the default session check. */
export function registerPlayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PLAY_API.bgsSession,
    {
      schema: {
        tags: ['games'],
        summary: 'An in-house slot: rules, bets, RTP, balance and the provably fair seed pair',
        params: BgsGameParams,
        response: jsonResponses(BgsSessionValue),
      },
    },
    async (request) => ok(await gameSession(ctx, requireAuth(request), request.params.gameId)),
  );
  r.post(
    PLAY_API.bgsSpin,
    {
      schema: {
        tags: ['games'],
        summary: 'One round: a ledger debit of the bet and a credit of the win (or play money)',
        params: BgsGameParams,
        body: BgsSpinBody,
        response: jsonResponses(BgsSpinValue),
      },
    },
    async (request) =>
      ok(await spin(ctx, requireAuth(request), request.params.gameId, request.body)),
  );
  r.get(
    PLAY_API.bgsRounds,
    {
      schema: {
        tags: ['games'],
        summary: "The member's rounds of this game with what verification needs, newest first",
        params: BgsGameParams,
        querystring: BgsRoundsQuery,
        response: jsonResponses(BgsRoundsValue),
      },
    },
    async (request) =>
      ok(
        await gameRounds(ctx, requireAuth(request).memberId, request.params.gameId, request.query),
      ),
  );
  r.post(
    PLAY_API.bgsClientSeed,
    {
      schema: {
        tags: ['games'],
        summary: 'Sets the client seed of the seed pair in use',
        body: ClientSeedBody,
        response: jsonResponses(SeedState),
      },
    },
    async (request) =>
      ok(await setClientSeed(ctx, requireAuth(request).memberId, request.body.clientSeed)),
  );
  r.post(
    PLAY_API.bgsRotateSeed,
    {
      schema: {
        tags: ['games'],
        summary: 'Reveals the server seed in use and commits a new one',
        response: jsonResponses(RotateSeedValue),
      },
    },
    async (request) => ok(await rotateSeed(ctx, requireAuth(request).memberId)),
  );
  r.get(
    PLAY_API.gameRecords,
    {
      schema: {
        tags: ['games'],
        summary:
          "Betting record: the member's real-money slot rounds and lottery bets, newest first",
        querystring: GameRecordsQuery,
        response: jsonResponses(GameRecordsValue),
      },
    },
    async (request) =>
      ok(
        await gameRecords(
          ctx,
          requireAuth(request).memberId,
          request.query,
          requestLanguage(request),
        ),
      ),
  );
}
