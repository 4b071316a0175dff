import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderContext } from '../context.ts';
import { ok } from '../http.ts';
import { onceByKey } from '../play/requests.ts';
import { channelOfTable } from '../pvp/card-tables.ts';
import { sessionReader } from './session-of.ts';

const RequestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const SitBody = z
  .object({
    seat: z.number().int().min(0).max(9),
    buyInCents: z.number().int().positive().max(100_000_000),
    key: RequestKey,
  })
  .strict();
const LeaveBody = z.object({ key: RequestKey }).strict();
/** The engine checks the move itself (PvpActionError -> 400 action.invalid). */
const ActionBody = z
  .object({
    action: z
      .object({ type: z.string().min(1).max(24) })
      .catchall(
        z.union([
          z.string().max(24),
          z.number().int(),
          z.boolean(),
          z.array(z.number().int()).max(2),
        ]),
      ),
    key: RequestKey,
  })
  .strict();
const HistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/**
 * A card table's calls (decision 040): the socket pushes the table as this seat sees it after
 * every change; sitting, leaving and every move are requests with an idempotency key.
 */
export function registerPvpRoutes(app: FastifyInstance, ctx: ProviderContext) {
  const sessionOf = sessionReader(ctx.db);
  const { cardTables } = ctx;

  app.get('/ws/pvp', { websocket: true }, async (socket, request) => {
    let session;
    let table;
    try {
      session = await sessionOf(request);
      table = await cardTables.tableFor(session);
    } catch {
      socket.close(4401, 'session');
      return;
    }
    ctx.hub.join(channelOfTable(table.id), socket, session.id);
    socket.send(JSON.stringify({ type: 'table', ...(await cardTables.view(session)) }));
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/pvp/table', async (request) => ok(await cardTables.view(await sessionOf(request))));

  r.post('/api/pvp/sit', { schema: { body: SitBody } }, async (request) => {
    const session = await sessionOf(request);
    const { seat, buyInCents, key } = request.body;
    return ok(
      await onceByKey(ctx.db, session.id, key, 'pvp-sit', () =>
        cardTables.sit(session, seat, buyInCents),
      ),
    );
  });

  r.post('/api/pvp/leave', { schema: { body: LeaveBody } }, async (request) => {
    const session = await sessionOf(request);
    return ok(
      await onceByKey(ctx.db, session.id, request.body.key, 'pvp-leave', () =>
        cardTables.leave(session),
      ),
    );
  });

  r.post('/api/pvp/actions', { schema: { body: ActionBody } }, async (request) => {
    const session = await sessionOf(request);
    const { action, key } = request.body;
    return ok(
      await onceByKey(ctx.db, session.id, key, 'pvp-act', () => cardTables.act(session, action)),
    );
  });

  r.get('/api/pvp/history', { schema: { querystring: HistoryQuery } }, async (request) => {
    const session = await sessionOf(request);
    return ok({ hands: await cardTables.history(session, request.query.limit) });
  });
}
