import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderContext } from '../context.ts';
import { ok, ProviderError } from '../http.ts';
import { channelOf } from '../live/studio.ts';
import { onceByKey } from '../play/requests.ts';
import { sessionReader } from './session-of.ts';

const RequestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const BetsBody = z
  .object({
    roundId: z.string().min(1).max(64),
    bets: z
      .array(
        z
          .object({
            spot: z.string().min(1).max(32),
            cents: z.number().int().positive().max(100_000_000),
          })
          .strict(),
      )
      .min(1)
      .max(40),
    key: RequestKey,
  })
  .strict();
const ActionBody = z
  .object({
    roundId: z.string().min(1).max(64),
    action: z.enum(['hit', 'stand', 'double', 'split']),
    key: RequestKey,
  })
  .strict();
const HistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/**
 * A studio table's calls (decision 040): the socket pushes the table's rounds and results, and
 * this player's payouts; bets and blackjack decisions are requests with an idempotency key.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: ProviderContext) {
  const sessionOf = sessionReader(ctx.db);
  const { studio, liveBets } = ctx;

  async function liveSession(request: Parameters<typeof sessionOf>[0]) {
    const session = await sessionOf(request);
    if (!studio.table(session.game_code)) throw new ProviderError('game.unavailable', 404);
    return session;
  }

  async function tableView(session: Awaited<ReturnType<typeof liveSession>>) {
    const table = studio.table(session.game_code)!;
    return {
      table: {
        code: table.code,
        name: table.name,
        family: table.family,
        format: table.format,
        bettingMs: table.bettingMs,
        dealMs: table.dealMs,
        showMs: table.showMs,
        minBetCents: table.minBetCents,
        maxSpotCents: table.maxSpotCents,
        maxRoundCents: table.maxRoundCents,
        chips: table.chips,
      },
      ...studio.snapshot(table.code)!,
      mine: await liveBets.mine(session),
    };
  }

  app.get('/ws/live', { websocket: true }, async (socket, request) => {
    let session;
    try {
      session = await liveSession(request);
    } catch {
      socket.close(4401, 'session');
      return;
    }
    ctx.hub.join(channelOf(session.game_code), socket, session.id);
    // The snapshot after joining: nothing pushed in between is missed (the client takes the
    // newest of what it has by round number and status).
    socket.send(JSON.stringify({ type: 'snapshot', ...(await tableView(session)) }));
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/live/table', async (request) => ok(await tableView(await liveSession(request))));

  r.post('/api/live/bets', { schema: { body: BetsBody } }, async (request) => {
    const session = await liveSession(request);
    const { roundId, bets, key } = request.body;
    return ok(
      await onceByKey(ctx.db, session.id, key, 'live-bet', () =>
        liveBets.place(session, roundId, bets),
      ),
    );
  });

  r.post('/api/live/actions', { schema: { body: ActionBody } }, async (request) => {
    const session = await liveSession(request);
    const { roundId, action, key } = request.body;
    return ok(
      await onceByKey(ctx.db, session.id, key, 'live-act', () =>
        liveBets.act(session, roundId, action),
      ),
    );
  });

  r.get('/api/live/history', { schema: { querystring: HistoryQuery } }, async (request) => {
    const session = await liveSession(request);
    const seats = await ctx.db
      .selectFrom('live_seats')
      .innerJoin('live_rounds', 'live_rounds.id', 'live_seats.round_id')
      .select([
        'live_seats.round_id as roundId',
        'live_rounds.number as number',
        'live_seats.staked_cents as stakedCents',
        'live_seats.win_cents as winCents',
        'live_seats.status as status',
        'live_rounds.result as result',
        'live_rounds.server_seed as serverSeed',
        'live_rounds.server_seed_hash as serverSeedHash',
        'live_rounds.status as roundStatus',
        'live_seats.created_at as createdAt',
      ])
      .where('live_seats.session_id', '=', session.id)
      .orderBy('live_seats.created_at', 'desc')
      .limit(request.query.limit)
      .execute();
    return ok({
      rounds: seats.map(({ result, serverSeed, roundStatus, ...seat }) => ({
        ...seat,
        result: roundStatus === 'settled' && result ? (JSON.parse(result) as unknown) : null,
        serverSeed: roundStatus === 'settled' ? serverSeed : null,
      })),
    });
  });
}
