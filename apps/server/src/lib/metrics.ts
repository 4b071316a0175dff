import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database.ts';
import type { Kysely } from 'kysely';
import { onTimedQuery } from '../db/query-timing.ts';

/**
 * The server's Prometheus metrics (decision 060). One registry per app, never prom-client's
 * global one: tests build many apps in one process, and each counts only its own. Every label
 * has a bounded set of values (route patterns, never raw URLs; status classes; error codes;
 * ledger kinds; job names; configured vendors): none carries a member, an amount or an id.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** Its `_count` series is the request count. */
  readonly httpRequests: Histogram<'method' | 'route' | 'status_class'>;
  /** Every answer in our error envelope, by its error code (`server.error`: an unhandled one). */
  readonly httpErrors: Counter<'route' | 'error_code'>;
  readonly dbQueries: Histogram<'statement' | 'outcome'>;
  readonly ledgerTransfers: Counter<'kind' | 'outcome'>;
  readonly lotteryDraws: Counter<'game'>;
  readonly lotterySweeps: Counter<'outcome'>;
  readonly schedulerJobRuns: Histogram<'job' | 'outcome'>;
  /** Our calls to the game provider (launch, reconciliation). */
  readonly providerCalls: Histogram<'call' | 'outcome'>;
  /** The provider's and vendors' calls to our seamless wallet. */
  readonly vendorWalletCalls: Counter<'vendor' | 'operation' | 'status_class'>;
  /** Wallet calls a vendor repeated, answered with the first answer and moving nothing. */
  readonly vendorWalletReplays: Counter<'operation'>;
}

/** Our API answers in milliseconds: finer buckets at the low end than prom-client's defaults. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900];
const CALL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class, and their duration',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    httpErrors: new Counter({
      name: 'http_error_responses_total',
      help: 'Answers in the error envelope, by route pattern and error code',
      labelNames: ['route', 'error_code'],
      registers,
    }),
    dbQueries: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database statements by kind (first keyword) and outcome, and their duration',
      labelNames: ['statement', 'outcome'],
      buckets: QUERY_BUCKETS,
      registers,
    }),
    ledgerTransfers: new Counter({
      name: 'ledger_transfers_total',
      help: 'Ledger transfers by kind: written, replayed (a repeated idempotency key) or refused',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    lotteryDraws: new Counter({
      name: 'lottery_draws_total',
      help: 'Lottery draw results written, by game',
      labelNames: ['game'],
      registers,
    }),
    lotterySweeps: new Counter({
      name: 'lottery_sweeps_total',
      help: 'Lottery sweeps (open, draw, settle) run by this instance, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    schedulerJobRuns: new Histogram({
      name: 'scheduler_job_run_duration_seconds',
      help: 'Scheduled job runs by job and outcome, and their duration',
      labelNames: ['job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    providerCalls: new Histogram({
      name: 'game_provider_call_duration_seconds',
      help: 'Calls to the game provider by call and outcome, and their duration',
      labelNames: ['call', 'outcome'],
      buckets: CALL_BUCKETS,
      registers,
    }),
    vendorWalletCalls: new Counter({
      name: 'vendor_wallet_calls_total',
      help: 'Seamless wallet calls by vendor, operation and status class',
      labelNames: ['vendor', 'operation', 'status_class'],
      registers,
    }),
    vendorWalletReplays: new Counter({
      name: 'vendor_wallet_replays_total',
      help: 'Seamless wallet calls repeated by a vendor, answered with the stored first answer',
      labelNames: ['operation'],
      registers,
    }),
  };
}

/** `2xx`, `4xx`, ...: the status itself would multiply the series for little more. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/** The route label of a request no route matched: its URL would be unbounded. */
export const UNMATCHED_ROUTE = '(unmatched)';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, or null with METRICS_TOKEN unset (nothing is measured then). */
    metrics: AppMetrics | null;
  }
}

/** Measures every request and, on a timed database, every query; stops with the app. */
/**
 * The database pool's connections, read when Prometheus scrapes: `waiting` above 0 means
 * requests queue for a connection (the pool's size, not the database, is the limit).
 */
export function watchPool(metrics: AppMetrics, pool: PoolStats): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
  db: Kysely<any>,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const stopTiming = onTimedQuery(db, (query) =>
    metrics.dbQueries.observe(
      { statement: query.statement, outcome: query.failed ? 'error' : 'ok' },
      query.durationMs / 1000,
    ),
  );
  app.addHook('onClose', async () => {
    stopTiming();
    metrics.registry.clear();
  });
}
