import fs from 'node:fs';
import path from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ProviderConfig } from './config.ts';
import type { ProviderContext } from './context.ts';
import type { ProviderDb } from './db/database.ts';
import { createGameCatalogue } from './catalogue/game-catalogue.ts';
import { languageOf, ProviderError, sendFailure } from './http.ts';
import { createRoundService, PlayError } from './play/rounds.ts';
import { createLiveBets } from './live/live-bets.ts';
import { createStudio } from './live/studio.ts';
import { liveTableOf } from './live/tables.ts';
import { createCardTables } from './pvp/card-tables.ts';
import { createHub } from './realtime/hub.ts';
import { createSportsbook } from './sports/sportsbook.ts';
import { registerLiveRoutes } from './routes/live.routes.ts';
import { registerOperatorRoutes } from './routes/operator.routes.ts';
import { registerPvpRoutes } from './routes/pvp.routes.ts';
import { registerSportsRoutes } from './routes/sports.routes.ts';
import { registerPlayerRoutes } from './routes/player.routes.ts';
import { operatorClient } from './wallet/operator-client.ts';
import { createOutbox } from './wallet/outbox.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The game client's pages may load only their own scripts and styles, and call only us. */
const CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export interface ProviderApp {
  app: FastifyInstance;
  ctx: ProviderContext;
}

export async function buildProviderApp(
  config: ProviderConfig,
  db: ProviderDb,
): Promise<ProviderApp> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const client = operatorClient(config.OPERATOR_URL, config.WALLET_TIMEOUT_MS);
  const outbox = createOutbox(db, client);
  const games = createGameCatalogue();
  const rounds = createRoundService({
    db,
    client,
    outbox,
    kinds: (code) => games.kind(code),
    limits: (code) => games.limits(code),
    jackpot: (code) => games.jackpot(code),
  });
  const hub = createHub();
  const studio = createStudio({
    db,
    outbox,
    hub,
    tables: games
      .all()
      .map((game) => liveTableOf(game, config.TABLE_PACE_PERCENT))
      .filter((table) => table !== null),
  });
  const liveBets = createLiveBets({ db, outbox, studio });
  const cardTables = createCardTables({ db, outbox, hub, games });
  const sportsbook = createSportsbook({ db, outbox, hub, pacePercent: config.SPORTS_PACE_PERCENT });
  const ctx: ProviderContext = {
    config,
    db,
    client,
    outbox,
    rounds,
    games,
    hub,
    studio,
    liveBets,
    cardTables,
    sportsbook,
  };
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.addHook('onClose', async () => {
    await studio.stop();
    await cardTables.stop();
    sportsbook.stop();
    hub.closeAll();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendFailure(reply, 400, 'request.invalid', language);
    }
    if (error instanceof ProviderError) {
      return sendFailure(reply, error.status, error.code, language, error.shown, error.value);
    }
    if (error instanceof PlayError) {
      return sendFailure(reply, error.status, error.code, language, error.operatorMessage);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode, 'request.invalid', language);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, 'server.error', language);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 404, 'request.invalid', languageOf(request)),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', CSP);
    reply.header('referrer-policy', 'same-origin');
  });

  app.get('/health', async () => ({ success: true, value: { status: 'ok' } }));
  await registerOperatorRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerPvpRoutes(app, ctx);
  registerSportsRoutes(app, ctx);
  registerClient(app, config.PROVIDER_CLIENT_DIR);
  return { app, ctx };
}

/**
 * The built game client under /game/: hashed assets are cached for a year, the page itself
 * never (it names the current assets). A small reader rather than a static-files plugin: the
 * client is a handful of files.
 */
function registerClient(app: FastifyInstance, dir: string) {
  app.get('/game/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'] || 'index.html';
    const file = path.resolve(dir, rest);
    const inside = file.startsWith(path.resolve(dir) + path.sep);
    const target =
      inside && fs.existsSync(file) && fs.statSync(file).isFile()
        ? file
        : path.join(dir, 'index.html');
    if (!fs.existsSync(target)) {
      return reply.code(503).type('text/plain').send('The game client is not built: npm run build');
    }
    const hashed = target.includes(`${path.sep}assets${path.sep}`);
    return reply
      .type(CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream')
      .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(fs.createReadStream(target));
  });
  app.get('/game', async (_request, reply) => reply.redirect('/game/', 301));
}
