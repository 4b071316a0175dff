import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * What one instance tells every instance (decision 062): a member's balance or inbox changed, a
 * draw locked or was drawn, the shared content changed (every instance drops its caches).
 * Messages name what changed, never figures: they may cross Redis, which is not where money is.
 */
export const LiveMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), memberId: z.number().int() }),
  /** memberId null: a message for everyone. */
  z.object({ type: z.literal('inbox'), memberId: z.number().int().nullable() }),
  z.object({
    type: z.literal('draw'),
    gameId: z.number().int(),
    numero: z.string(),
    state: z.enum(['locked', 'drawn']),
  }),
  z.object({ type: z.literal('jackpot') }),
  z.object({ type: z.literal('cache') }),
]);
export type LiveMessage = z.infer<typeof LiveMessage>;

export type LiveListener = (message: LiveMessage) => void;

export interface EventBus {
  /** Every instance's listeners get the message once, this one's included. */
  publish(message: LiveMessage): void;
  /** This instance's listeners only (what only this instance knows, e.g. its jackpot watch). */
  dispatchLocal(message: LiveMessage): void;
  subscribe(listener: LiveListener): () => void;
  /** Listeners on this instance (the open streams and the caches). */
  listenerCount(): number;
  close(): Promise<void>;
}

function localListeners() {
  const emitter = new EventEmitter();
  // Every open stream listens: thousands on a busy instance are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    dispatch: (message: LiveMessage) => emitter.emit('message', message),
    subscribe(listener: LiveListener) {
      emitter.on('message', listener);
      return () => void emitter.off('message', listener);
    },
    count: () => emitter.listenerCount('message'),
  };
}

/** One instance alone: a message goes straight to its listeners. */
export function localBus(): EventBus {
  const local = localListeners();
  return {
    publish: local.dispatch,
    dispatchLocal: local.dispatch,
    subscribe: local.subscribe,
    listenerCount: local.count,
    close: async () => undefined,
  };
}

export interface RedisBusOptions {
  url: string;
  /** One channel per merchant (and per test's key prefix). */
  channel: string;
  onError: (error: unknown) => void;
}

/**
 * Several instances: messages go through Redis pub/sub, and each instance hands what its
 * subscription receives to its listeners, its own messages included, so every listener sees
 * every message once whichever instance published it. A publish while Redis is away is lost
 * (the site's polling fallback covers a stream that misses one); it never fails the request
 * that caused it.
 */
export async function redisBus(options: RedisBusOptions): Promise<EventBus> {
  const local = localListeners();
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== options.channel) return;
    let parsed: ReturnType<typeof LiveMessage.safeParse>;
    try {
      parsed = LiveMessage.safeParse(JSON.parse(raw));
    } catch {
      return;
    }
    if (parsed.success) local.dispatch(parsed.data);
  });
  await subscriber.subscribe(options.channel);
  return {
    publish(message) {
      publisher.publish(options.channel, JSON.stringify(message)).catch(options.onError);
    },
    dispatchLocal: local.dispatch,
    subscribe: local.subscribe,
    listenerCount: local.count,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
