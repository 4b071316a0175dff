import Fastify, { LogController } from 'fastify';
import { usePasswordHashCost } from './lib/passwords.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { hasZodFastifySchemaValidationErrors, serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import helmet from 'helmet';
import { API } from '@app/contracts';
import type { Config } from './config.ts';
import { openDatabase, type PoolStats } from './db/database.ts';
import type { Database } from './db/schema/tables.ts';
import { AppError, sendFailure } from './errors.ts';
import type { AppContext } from './lib/context.ts';
import { createOffsetClock } from './lib/offset-clock.ts';
import { answerClientError, answerFrameworkError } from './lib/framework-errors.ts';
import { inputValidatorCompiler } from './lib/input-validator.ts';
import { API_SECURITY_HEADERS, CSP_DIRECTIVES, isJsonApiPath } from './lib/csp.ts';
import { registerSessionGuard } from './lib/sessions.ts';
import { createMetrics, registerMetrics, watchPool } from './lib/metrics.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.ts';
import { registerRequestLog, serializeRequest } from './lib/request-log.ts';
import { securitySchemes, transformDocument, transformRoute } from './lib/openapi-document.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerAnnouncementRoutes } from './features/announcements/announcements.routes.ts';
import { createAnnouncementsCache } from './features/announcements/announcements.service.ts';
import { registerArtRoutes } from './features/art/art.routes.ts';
import { registerGameRoutes } from './features/games/games.routes.ts';
import { registerLauncherRoutes } from './features/launcher/launcher.routes.ts';
import { registerReconciliationRoutes } from './features/vendor-wallet/reconciliation.routes.ts';
import { registerAgentContractRoutes } from './features/agent-contracts/agent-contracts.routes.ts';
import { registerMessageRoutes } from './features/messages/messages.routes.ts';
import { registerMemberCentreRoutes } from './features/member-centre/member-centre.routes.ts';
import { registerProtectionRoutes } from './features/player-protection/index.ts';
import { registerKycRoutes } from './features/kyc/index.ts';
import { registerLotteryRoutes } from './features/lottery/lottery.routes.ts';
import { registerBetRoutes } from './features/lottery/bets.routes.ts';
import { registerLotterySweep } from './features/lottery/sweep.ts';
import { registerScheduler } from './features/scheduler/index.ts';
import { registerFavouriteRoutes } from './features/favourites/favourites.routes.ts';
import { createGamesCache } from './features/games/games.service.ts';
import { registerPlayRoutes } from './features/play/play.routes.ts';
import { registerPromotionRoutes } from './features/promotions/promotions.routes.ts';
import { registerBackOfficeSite, registerSiteRoutes } from './features/site/site.routes.ts';
import { registerSystemRoutes } from './features/system/system.routes.ts';
import { registerDevClockRoute } from './features/system/dev-clock.routes.ts';
import { registerStatusEnforcement } from './features/system/enforce-status.ts';
import { registerProbeRoutes } from './features/system/probes.routes.ts';
import { registerMetricsRoute } from './features/system/metrics.routes.ts';
import {
  databaseCheck,
  migrationsCheck,
  type ReadinessCheck,
} from './features/system/readiness.ts';
import { registerVendorWalletRoutes } from './features/vendor-wallet/vendor-wallet.routes.ts';
// Home widgets (issue 7, decision 020).
import { registerHomeWidgetRoutes } from './features/home-widgets/home-widgets.routes.ts';
import { createJackpotSource } from './features/home-widgets/jackpot.service.ts';
import { registerLiveRoutes, type EventBus } from './features/live/index.ts';
import { openLive } from './features/live/live-setup.ts';
import { createWinnersCache } from './features/home-widgets/winners.service.ts';
import { createLobbyCache } from './features/home-widgets/lobby-content.service.ts';
// Issue 7: feedback and live chat.
import { registerServiceRoutes } from './features/service/service.routes.ts';
import { registerServiceLinkPages } from './features/service/service-link-pages.ts';
import { registerAgentReportRoutes } from './features/agent-reports/agent-reports.routes.ts';
// Issue 8: agent money (decision 022).
import { registerAgentMoneyRoutes } from './features/agent-money/agent-money.routes.ts';
// Cashier (issue 9, decision 025).
import { registerCashierFeature } from './features/cashier/register.ts';
import { registerAgentHomeRoutes } from './features/agents/agent-home.routes.ts';
// Issue 18: the member invite screen (decision 035).
import { registerReferralRoutes } from './features/referrals/referrals.routes.ts';
import { registerBonusRoutes } from './features/bonuses/index.ts';
import { registerTournamentRoutes } from './features/tournaments/index.ts';
// Issue 21: the back office (decision 043).
import { BO_COOKIE, registerBackOffice } from './features/backoffice/index.ts';
// Issue 22: images uploaded in the back office, served publicly (decision 044).
import { registerMediaRoutes } from './features/media/index.ts';
// Issue 23: real messaging (decision 050).
import { createMessaging } from './features/messaging/index.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database; without one the app opens (and on close, closes) its own. */
  db?: Kysely<Database>;
  /** That database's connection pool (PostgreSQL), whose figures /metrics shows. */
  pool?: PoolStats | undefined;
  /** Where log lines go (default stdout); tests pass their own to read them. */
  logStream?: { write(line: string): void };
  /** Epoch ms now, for tests that move the lottery's time (default Date.now). */
  clock?: () => number;
  /**
   * What GET /readyz checks besides the database and its migrations (decision 060): a client
   * added later (Redis) passes its own ping here.
   */
  readinessChecks?: readonly ReadinessCheck[];
}

export interface AppCaches {
  /** Drops every cached announcement/game body; call after writing those tables. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: AppCaches;
    /** The live events' bus (decision 062): what every instance hears. */
    live: EventBus;
  }
}

/** Keys (client IPs) the rate limit never counts. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Path and issue of each schema failure, e.g. `querystring.types[0]: Invalid option ...`. */
function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => {
      const field = issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
        .join('');
      return `${context}${field}: ${issue.message ?? 'invalid'}`;
    })
    .join('; ');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Fastify's two lines per request (with the query string) give way to one of ours,
    // written only at info or below (lib/request-log.ts); errors are logged either way.
    logController: new LogController({ disableRequestLogging: true }),
    // An incoming x-request-id is taken only when it looks like one (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // The answers Fastify and Node give before any route or hook: our envelope and headers.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Measured only when something may read it (decision 060).
  const metrics = config.METRICS_TOKEN ? createMetrics() : null;
  app.decorate('metrics', metrics);

  let db = options.db;
  if (metrics && options.pool) watchPool(metrics, options.pool);
  if (!db) {
    const opened = await openDatabase({ ...config, timeQueries: metrics !== null });
    db = opened.db;
    if (metrics && opened.pool) watchPool(metrics, opened.pool);
    app.addHook('onClose', async () => opened.destroy());
  }
  const baseClock = options.clock ?? Date.now;
  // Outside production the clock may be moved forward (POST /dev/clock), so journeys reach a
  // lock or a draw without waiting for it; production reads its clock untouched.
  const devClock = config.NODE_ENV === 'production' ? null : createOffsetClock(baseClock);
  // Several instances share one Redis (decision 062); alone, all of it stays in memory.
  const live = await openLive(config, app.log);
  app.addHook('onClose', async () => live.close());
  app.decorate('live', live.bus);
  const ctx: AppContext = {
    config,
    db,
    merchantCode: config.MERCHANT_CODE,
    clock: devClock ? devClock.now : baseClock,
    wallClock: baseClock,
    metrics,
    live: live.bus,
  };
  if (metrics) registerMetrics(app, metrics, db);
  registerRequestLog(app, config.LOG_LEVEL);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendFailure(request, reply, 400, 'request.invalid', describeValidation(error));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendFailure(request, reply, error.status, error.code, error.detail, error.value);
    }
    if (error.statusCode === 429) return sendFailure(request, reply, 429, 'rate.limited');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (bad JSON, media type, body too large): their codes are safe to show.
      return sendFailure(request, reply, error.statusCode, 'request.invalid', error.code ?? '');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 500, 'server.error');
  });

  app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 404, 'route.not.found'));

  // helmet's middleware is built once here. (@fastify/helmet 13 rebuilds it on every request,
  // which cost the hot calls about a third of their throughput.)
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Served over plain HTTP locally: do not pin HTTPS or upgrade requests.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (isJsonApiPath(request.url)) {
      reply.headers(API_SECURITY_HEADERS);
      return done();
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The bench and e2e run on this machine; they must measure the app, not the limiter.
    allowList: LOOPBACK,
    // With Redis the limit holds across instances; an outage lets requests through rather
    // than refusing every one of them.
    ...(live.rateLimitRedis && {
      redis: live.rateLimitRedis,
      nameSpace: `${config.REDIS_KEY_PREFIX}:rate:`,
      skipOnError: true,
    }),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', context.statusCode, '', { retryAfterMs: context.ttl }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mobile gaming platform API',
        description:
          'Every JSON response is `{ success: true, value }` or `{ success: false, errorCode, message, value? }`.',
        version: '0.1.0',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: securitySchemes(BO_COOKIE) },
    },
    // Security, operation ids and tidier schemas (lib/openapi-document.ts, decision 060).
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await registerApiDocs(app);

  // Before any route: every API route outside the spec's open list needs a session, and
  // (checked first, registered after the guard) maintenance and blocked ranges refuse every API
  // call outside STATUS_EXEMPT_ROUTES (decision 032).
  registerSessionGuard(app, ctx);
  const statusCache = registerStatusEnforcement(app, ctx);

  const announcementsCache = createAnnouncementsCache();
  const gamesCache = createGamesCache();
  const homeWidgetCaches = { winners: createWinnersCache(), lobby: createLobbyCache() };
  const clearCaches = () => {
    announcementsCache.clear();
    gamesCache.clear();
    homeWidgetCaches.winners.clear();
    homeWidgetCaches.lobby.clear();
    statusCache.clear();
  };
  // A change made through any instance empties every instance's caches (decision 062); this
  // one's at once, so its own next answer already shows the change.
  const stopClearing = live.bus.subscribe((message) => {
    if (message.type === 'cache') clearCaches();
  });
  app.addHook('onClose', async () => stopClearing());
  app.decorate('caches', {
    invalidate: () => {
      clearCaches();
      live.bus.publish({ type: 'cache' });
    },
  });

  registerSystemRoutes(app, ctx, statusCache);
  registerProbeRoutes(app, [
    databaseCheck(db),
    migrationsCheck(db),
    ...live.readinessChecks,
    ...(options.readinessChecks ?? []),
  ]);
  if (metrics && config.METRICS_TOKEN) registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  if (devClock) registerDevClockRoute(app, devClock);
  registerAnnouncementRoutes(app, ctx, announcementsCache);
  registerGameRoutes(app, ctx, gamesCache);
  registerArtRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  // One Messaging per app, from the configuration (decision 050).
  const appMessaging = createMessaging(config, {
    db,
    merchantCode: ctx.merchantCode,
    log: app.log,
    now: ctx.wallClock ?? Date.now,
  });
  app.addHook('onClose', async () => appMessaging.close());
  registerAccountRoutes(app, ctx, appMessaging.messaging);
  await registerVendorWalletRoutes(app, ctx);
  await registerReconciliationRoutes(app, ctx);
  registerPlayRoutes(app, ctx);
  registerLauncherRoutes(app, ctx);
  registerFavouriteRoutes(app, ctx);
  registerLotteryRoutes(app, ctx);
  registerBetRoutes(app, ctx);
  registerHomeWidgetRoutes(app, ctx, homeWidgetCaches);
  registerLiveRoutes(app, ctx, { bus: live.bus, jackpot: createJackpotSource(ctx) });
  // Issue 7: feedback and live chat.
  registerServiceRoutes(app, ctx);
  registerServiceLinkPages(app, ctx);
  registerMessageRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  registerAgentContractRoutes(app, ctx);
  registerAgentReportRoutes(app, ctx);
  registerAgentMoneyRoutes(app, ctx);
  // Cashier (issue 9, decision 025).
  await registerCashierFeature(app, ctx);
  registerMemberCentreRoutes(app, ctx, appMessaging.messaging);
  // Issue 23: player protection and identity checks.
  registerProtectionRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerAgentHomeRoutes(app, ctx);
  registerReferralRoutes(app, ctx);
  registerBonusRoutes(app, ctx);
  // Issue 25: tournaments (decision 057).
  registerTournamentRoutes(app, ctx);
  registerBackOffice(app, ctx);
  registerMediaRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerBackOfficeSite(app, ctx);
  app.get(API.openApi, { schema: { hide: true } }, async () => app.swagger());
  registerLotterySweep(app, ctx);
  registerScheduler(app, ctx);

  return app;
}
