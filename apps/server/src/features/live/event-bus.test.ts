import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localBus, redisBus, type LiveMessage } from './event-bus.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const IN_CI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

/** Whether a Redis answers: without one a developer's run skips the Redis case; CI's fails. */
async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function received(bus: { subscribe: (listener: (m: LiveMessage) => void) => () => void }) {
  const seen: LiveMessage[] = [];
  const stop = bus.subscribe((message) => seen.push(message));
  return { seen, stop };
}

/**
 * The event bus (decision 062): alone, a message reaches this instance's listeners; over Redis,
 * every instance's listeners get each message once, whichever instance published it, and
 * anything on the channel that is not a message is ignored.
 */
describe('event bus', () => {
  it('hands a message to every local listener until it unsubscribes', async () => {
    const bus = localBus();
    const a = received(bus);
    const b = received(bus);
    bus.publish({ type: 'balance', memberId: 7 });
    b.stop();
    bus.publish({ type: 'cache' });
    expect(a.seen).toEqual([{ type: 'balance', memberId: 7 }, { type: 'cache' }]);
    expect(b.seen).toEqual([{ type: 'balance', memberId: 7 }]);
    expect(bus.listenerCount()).toBe(1);
    await bus.close();
  });

  it('carries messages between instances through Redis, once each', async (test) => {
    if (!IN_CI && !(await redisAnswers())) {
      test.skip(`no Redis at ${REDIS_URL} (set TEST_REDIS_URL); CI runs this with its Redis`);
    }
    const channel = `test:live:${randomBytes(6).toString('hex')}`;
    const errors: unknown[] = [];
    const options = { url: REDIS_URL, channel, onError: (error: unknown) => errors.push(error) };
    const [one, two] = await Promise.all([redisBus(options), redisBus(options)]);
    try {
      const onOne = received(one);
      const onTwo = received(two);
      one.publish({ type: 'inbox', memberId: null });
      two.publish({ type: 'draw', gameId: 3, numero: '20261130-0001', state: 'locked' });
      // Only this instance's listeners: e.g. a jackpot this instance saw move.
      two.dispatchLocal({ type: 'jackpot' });
      const expected = [
        { type: 'inbox', memberId: null },
        { type: 'draw', gameId: 3, numero: '20261130-0001', state: 'locked' },
      ];
      await expect.poll(() => onOne.seen).toEqual(expected);
      await expect.poll(() => onTwo.seen).toEqual([{ type: 'jackpot' }, ...expected]);
      // A foreign or broken message on the channel changes nothing.
      const { Redis } = await import('ioredis');
      const raw = new Redis(REDIS_URL);
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ type: 'balance', memberId: 'x' }));
      one.publish({ type: 'cache' });
      await expect.poll(() => onOne.seen.length).toBe(3);
      expect(onOne.seen[2]).toEqual({ type: 'cache' });
      await raw.quit();
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
