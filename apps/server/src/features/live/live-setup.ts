import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { ReadinessCheck } from '../system/readiness.ts';
import { localBus, redisBus, type EventBus } from './event-bus.ts';

/**
 * What several instances share (decision 062), from REDIS_URL: the event bus, and a Redis
 * client for the rate limiter (its store), with Redis in the readiness checks. Without
 * REDIS_URL the instance keeps all of it in memory, as one instance alone always did.
 */
export interface LiveSetup {
  bus: EventBus;
  /** The rate limiter's store, or null (in memory). */
  rateLimitRedis: Redis | null;
  readinessChecks: ReadinessCheck[];
  close(): Promise<void>;
}

/** One warning per minute at most: a Redis outage must not flood the log. */
function throttledWarning(log: FastifyBaseLogger) {
  let last = 0;
  return (error: unknown) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log.warn({ err: error }, 'redis unavailable');
  };
}

export async function openLive(config: Config, log: FastifyBaseLogger): Promise<LiveSetup> {
  const url = config.REDIS_URL;
  if (!url) {
    return { bus: localBus(), rateLimitRedis: null, readinessChecks: [], close: async () => {} };
  }
  const onError = throttledWarning(log);
  const bus = await redisBus({
    url,
    channel: `${config.REDIS_KEY_PREFIX}:live:${config.MERCHANT_CODE}`,
    onError,
  });
  // As the rate limiter documents for several servers: fail fast, never queue behind an outage.
  const rateLimitRedis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  rateLimitRedis.on('error', onError);
  return {
    bus,
    rateLimitRedis,
    readinessChecks: [{ name: 'redis', check: async () => void (await rateLimitRedis.ping()) }],
    async close() {
      await Promise.allSettled([bus.close(), rateLimitRedis.quit()]);
    },
  };
}
