import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FreeRoundsId } from '@app/contracts';
import type { ProviderContext } from '../context.ts';
import { activeSeedPair, rotateSeedPair } from '../fairness/seed-pairs.ts';
import { ok, ProviderError } from '../http.ts';
import { freeRoundsOffer, takesFreeRounds } from '../play/free-rounds.ts';
import { publicRound } from '../play/rounds.ts';
import { exchangeLaunchCode, SESSION_COOKIE, SESSION_TTL_MS } from '../sessions.ts';
import { sessionReader } from './session-of.ts';

const RoundBody = z
  .object({
    /** May be left out for a free round, which is played at its grant's bet. */
    betCents: z.number().int().positive().max(1_000_000_000).optional(),
    /** The engine's choices (a fish to shoot, an auto cash-out); each engine checks its own. */
    choice: z.unknown().optional(),
    /** Plays one of the player's free rounds of this grant (decision 061) instead of a stake. */
    freeRoundsId: FreeRoundsId.optional(),
  })
  .strict()
  .refine((body) => body.betCents !== undefined || body.freeRoundsId !== undefined);
const ActBody = z.object({ action: z.unknown() }).strict();
const RoundParams = z.object({ roundId: z.string().min(1).max(64) });
const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
const ClientSeedBody = z
  .object({
    clientSeed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  })
  .strict();

/**
 * The game client's calls, on the provider's own origin: the launch URL's code is exchanged
 * for an HttpOnly cookie, then every call names the game session by it.
 */
export function registerPlayerRoutes(app: FastifyInstance, ctx: ProviderContext) {
  const sessionOf = sessionReader(ctx.db);

  app.get('/play/:code', async (request, reply: FastifyReply) => {
    const { code } = request.params as { code: string };
    const cookieToken = /^[A-Za-z0-9_-]{43}$/.test(code)
      ? await exchangeLaunchCode(ctx.db, code)
      : null;
    // A spent or expired code opens no session; the game page then shows the session this
    // browser already has (a reload of the launch URL), or says it ended, with the way back.
    if (!cookieToken) {
      return reply.header('cache-control', 'no-store').redirect('/game/', 303);
    }
    const secure = ctx.config.PROVIDER_PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
    return reply
      .header(
        'set-cookie',
        `${SESSION_COOKIE}=${cookieToken}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure}`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect('/game/', 303);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/session', async (request) => {
    const session = await sessionOf(request);
    const game = ctx.games.byCode(session.game_code, session.brand);
    if (!game) throw new ProviderError('game.unavailable', 404);
    const pair = await activeSeedPair(ctx.db, session.brand, session.player_id);
    const kind = ctx.games.kind(session.game_code);
    const open = await ctx.db
      .selectFrom('rounds')
      .selectAll()
      .where('session_id', '=', session.id)
      .where('status', '=', 'open')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return ok({
      game: ctx.games.describe(game),
      mode: session.mode,
      currency: session.currency,
      language: session.language,
      lobbyUrl: session.lobby_url,
      balanceCents: await ctx.rounds.balance(session),
      fairness: {
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        nextNonce: pair.next_nonce,
      },
      actualRtp: await actualReturn(ctx, session.game_code),
      openRound: open ? publicRound(open, ctx.games.kind(open.game_code)) : null,
      freeRounds: takesFreeRounds(kind) ? await freeRoundsOffer(ctx.db, session, new Date()) : null,
    });
  });

  r.post('/api/rounds', { schema: { body: RoundBody } }, async (request) => {
    const session = await sessionOf(request);
    const { betCents, choice, freeRoundsId } = request.body;
    return ok(
      freeRoundsId === undefined
        ? await ctx.rounds.play(session, betCents!, choice)
        : await ctx.rounds.playFreeRound(session, freeRoundsId, betCents, choice),
    );
  });

  r.post(
    '/api/rounds/:roundId/act',
    { schema: { params: RoundParams, body: ActBody } },
    async (request) => {
      const session = await sessionOf(request);
      return ok(await ctx.rounds.act(session, request.params.roundId, request.body.action));
    },
  );

  r.get('/api/rounds', { schema: { querystring: HistoryQuery } }, async (request) => {
    const session = await sessionOf(request);
    const rows = await ctx.db
      .selectFrom('rounds')
      .leftJoin('seed_pairs', 'seed_pairs.id', 'rounds.seed_pair_id')
      .selectAll('rounds')
      .select(['seed_pairs.server_seed as serverSeed', 'seed_pairs.revealed_at as revealedAt'])
      .where('rounds.brand', '=', session.brand)
      .where('rounds.player_id', '=', session.player_id)
      .where('rounds.game_code', '=', session.game_code)
      .where('rounds.mode', '=', session.mode)
      .orderBy('rounds.created_at', 'desc')
      .orderBy('rounds.id')
      .limit(request.query.limit)
      .offset(request.query.offset)
      .execute();
    return ok({
      rounds: rows.map((row) => ({
        ...publicRound(row, ctx.games.kind(row.game_code)),
        // The server seed is shown once its pair is rotated: then the round can be replayed.
        serverSeed: row.revealedAt ? row.serverSeed : null,
      })),
    });
  });

  r.post('/api/seeds/rotate', { schema: { body: ClientSeedBody } }, async (request) => {
    const session = await sessionOf(request);
    const open = await ctx.db
      .selectFrom('rounds')
      .select('id')
      .where('brand', '=', session.brand)
      .where('player_id', '=', session.player_id)
      .where('status', 'in', ['open', 'pending'])
      .executeTakeFirst();
    // A round still running keeps its seed secret until it ends.
    if (open) throw new ProviderError('action.invalid', 409);
    const { revealed, next } = await rotateSeedPair(
      ctx.db,
      session.brand,
      session.player_id,
      request.body.clientSeed,
    );
    return ok({
      revealed: revealed
        ? { serverSeed: revealed.server_seed, serverSeedHash: revealed.server_seed_hash }
        : null,
      next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nextNonce: 0 },
    });
  });
}

/** The game's actual return so far: real-money wins over stakes of its settled staked rounds. */
async function actualReturn(ctx: ProviderContext, gameCode: string) {
  const row = await ctx.db
    .selectFrom('rounds')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('bet_cents'), eb.lit(0)).as('staked'),
      eb.fn.coalesce(eb.fn.sum<number>('win_cents'), eb.lit(0)).as('won'),
      eb.fn.countAll<number>().as('rounds'),
    ])
    .where('game_code', '=', gameCode)
    .where('mode', '=', 'real')
    .where('status', '=', 'settled')
    // A free round staked nothing of the player's: its win is the operator's bonus.
    .where('free_rounds_id', 'is', null)
    .executeTakeFirstOrThrow();
  const staked = Number(row.staked);
  return {
    stakedCents: staked,
    wonCents: Number(row.won),
    rounds: Number(row.rounds),
    rtp: staked > 0 ? Number(row.won) / staked : null,
  };
}
