import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootHeroPainted } from './boot-hero.ts';

function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('bootHeroPainted', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('does not wait when the server sent no hero', async () => {
    await expect(bootHeroPainted()).resolves.toBeUndefined();
  });

  it('waits for the hero image to load, then for a presented frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '<div id="boot-hero"><img src="/wps/banners/art/1.svg"></div>';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const isDone = settled(bootHeroPainted());
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone()).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(true);
  });

  it('gives up waiting for an image that never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '<div id="boot-hero"><img src="/slow.svg"></div>';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const isDone = settled(bootHeroPainted());
    await vi.advanceTimersByTimeAsync(399);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone()).toBe(true);
  });
});
