import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_API, LotteryMenuValue } from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The polled lottery answers are built once per window and shared (LOTTERY_LIST_CACHE_MS). */
describe('shared lottery answers', () => {
  let t: TestApp;
  let now = Date.parse('2026-11-21T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ config: { LOTTERY_LIST_CACHE_MS: '1000' }, clock: () => now });
  });
  afterAll(async () => t.cleanup());

  const menu = async (language = 'PT') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${LOTTERY_API.menu}?prizeMode=Lott&device=MOBILE&language=${language}`,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    return LotteryMenuValue.parse(okValue(response));
  };

  it('serves one answer within the window, per language, and a new one after it', async () => {
    const first = await menu();
    now += 999;
    expect((await menu()).serverTime).toBe(first.serverTime);
    expect((await menu('EN')).serverTime).toBe(now);
    now += 2;
    const next = await menu();
    expect(next.serverTime).toBe(now);
    expect(next.groups.map((group) => group.tag)).toEqual(first.groups.map((group) => group.tag));
  });
});
