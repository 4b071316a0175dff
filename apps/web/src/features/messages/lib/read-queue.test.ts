import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadQueue, MARK_READ_THROTTLE_MS } from './read-queue.ts';

describe('mark-read queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends each id once, 150 ms apart, then reloads once', async () => {
    const sent: Array<[number, number]> = [];
    const onIdle = vi.fn();
    const start = Date.now();
    const queue = createReadQueue({
      send: async (id) => {
        sent.push([id, Date.now() - start]);
      },
      onIdle,
    });
    queue.push(1);
    queue.push(2);
    queue.push(2);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[1, 0]]);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS);
    expect(sent).toEqual([
      [1, 0],
      [2, MARK_READ_THROTTLE_MS],
      [3, 2 * MARK_READ_THROTTLE_MS],
    ]);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('reloads after a failed call too (the server decides what is read)', async () => {
    const onIdle = vi.fn();
    const queue = createReadQueue({ send: () => Promise.reject(new Error('offline')), onIdle });
    queue.push(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
