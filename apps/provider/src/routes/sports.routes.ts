import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROVIDER_API } from '@app/contracts';
import { z } from 'zod';
import type { ProviderContext } from '../context.ts';
import { ok, ProviderError } from '../http.ts';
import { onceByKey } from '../play/requests.ts';
import { MAX_LEGS } from '../sports/engine/index.ts';
import { sportsChannel, sportsScopeOf } from '../sports/sportsbook.ts';
import { sessionReader } from './session-of.ts';

const RequestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const SlipBody = z
  .object({
    legs: z
      .array(
        z
          .object({
            fixtureId: z.string().min(1).max(64),
            market: z.enum(['1X2', 'ML', 'TOTAL', 'HANDICAP', 'CORRECT_SCORE']),
            line: z.number().min(-1000).max(1000).optional(),
            selection: z.string().min(1).max(16),
            oddsHundredths: z.number().int().min(101).max(100_000),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_LEGS),
    stakeCents: z.number().int().positive().max(100_000_000),
    oddsChanges: z.enum(['ask', 'higher', 'any']).default('ask'),
    key: RequestKey,
  })
  .strict();
const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
const FeaturedQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(6) });
const FixtureParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The sportsbook's calls (decision 040): the socket pushes the scope's matches with their
 * clock, score and prices; a slip is a request with an idempotency key. The featured matches
 * are public (the operator's home page shows them).
 */
export function registerSportsRoutes(app: FastifyInstance, ctx: ProviderContext) {
  const sessionOf = sessionReader(ctx.db);
  const { sportsbook } = ctx;

  async function scopeOf(request: Parameters<typeof sessionOf>[0]) {
    const session = await sessionOf(request);
    const game = ctx.games.byCode(session.game_code, session.brand);
    const scope = game ? sportsScopeOf(game) : null;
    if (!scope) throw new ProviderError('game.unavailable', 404);
    return { session, scope };
  }

  app.get('/ws/sports', { websocket: true }, async (socket, request) => {
    let found;
    try {
      found = await scopeOf(request);
    } catch {
      socket.close(4401, 'session');
      return;
    }
    ctx.hub.join(sportsChannel(found.scope), socket, found.session.id);
    const at = Date.now();
    socket.send(
      JSON.stringify({
        type: 'fixtures',
        serverTime: at,
        fixtures: await sportsbook.fixturesFor(found.scope, at),
      }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/sports/fixtures', async (request) => {
    const { scope } = await scopeOf(request);
    const at = Date.now();
    return ok({ scope, serverTime: at, fixtures: await sportsbook.fixturesFor(scope, at) });
  });

  r.get('/api/sports/fixtures/:id', { schema: { params: FixtureParams } }, async (request) => {
    await scopeOf(request);
    const fixture = await sportsbook.fixture(request.params.id);
    if (!fixture) throw new ProviderError('request.invalid', 404);
    return ok(fixture);
  });

  r.post('/api/sports/slips', { schema: { body: SlipBody } }, async (request) => {
    const { session } = await scopeOf(request);
    const { legs, stakeCents, oddsChanges, key } = request.body;
    return ok(
      await onceByKey(ctx.db, session.id, key, 'slip', () =>
        sportsbook.place(session, legs, stakeCents, oddsChanges),
      ),
    );
  });

  r.get('/api/sports/slips', { schema: { querystring: LimitQuery } }, async (request) => {
    const { session } = await scopeOf(request);
    return ok({ slips: await sportsbook.slips(session, request.query.limit) });
  });

  r.get(
    PROVIDER_API.featuredFixtures,
    { schema: { querystring: FeaturedQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=10');
      return ok({ fixtures: await sportsbook.featured(request.query.limit) });
    },
  );

  r.get(PROVIDER_API.fixtureCounts, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=10');
    return ok(await sportsbook.counts());
  });
}
