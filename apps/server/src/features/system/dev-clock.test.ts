import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DEV_CLOCK_MAX_ADVANCE_MS,
  DevClockValue,
  LOTTERY_API,
  LotteryListValue,
  okEnvelope,
} from '@app/contracts';
import { createOffsetClock } from '../../lib/offset-clock.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A base clock that stands still, so every time the app reads is known exactly. */
const BASE = Date.UTC(2026, 0, 5, 12, 0, 0);

async function serverTime(t: TestApp): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: LOTTERY_API.games });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(LotteryListValue).parse(response.json()).value.serverTime;
}

function advance(t: TestApp, payload: unknown) {
  return t.app.inject({ method: 'POST', url: API.devClock, payload: payload as object });
}

describe('the offset clock', () => {
  it('follows its base, plus every move forward', () => {
    let base = 1_000;
    const clock = createOffsetClock(() => base);
    expect(clock.now()).toBe(1_000);
    expect(clock.advance(500)).toBe(1_500);
    base = 2_000;
    expect(clock.now()).toBe(2_500);
    expect(clock.advance(1)).toBe(2_501);
    expect(clock.offsetMs()).toBe(501);
  });

  it('never moves backwards or by part of a millisecond', () => {
    const clock = createOffsetClock(() => 0);
    for (const ms of [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => clock.advance(ms), String(ms)).toThrow(RangeError);
    }
    expect(clock.offsetMs()).toBe(0);
  });
});

describe('POST /dev/clock (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => BASE });
  });
  afterAll(() => t.cleanup());

  it('moves the lottery clock forward, one move on top of another, without a session', async () => {
    expect(await serverTime(t)).toBe(BASE);

    const first = await advance(t, { advanceMs: 60_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(okEnvelope(DevClockValue).parse(first.json()).value).toEqual({
      now: BASE + 60_000,
      offsetMs: 60_000,
    });
    expect(await serverTime(t)).toBe(BASE + 60_000);

    const second = okEnvelope(DevClockValue).parse(
      (await advance(t, { advanceMs: 1_500 })).json(),
    ).value;
    expect(second).toEqual({ now: BASE + 61_500, offsetMs: 61_500 });
    expect(await serverTime(t)).toBe(BASE + 61_500);
  });

  it('refuses a body that is not a whole forward move up to a week, and leaves the clock', async () => {
    const before = await serverTime(t);
    for (const payload of [
      {},
      { advanceMs: 0 },
      { advanceMs: -1_000 },
      { advanceMs: 1.5 },
      { advanceMs: '1000' },
      { advanceMs: DEV_CLOCK_MAX_ADVANCE_MS + 1 },
    ]) {
      const response = await advance(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    expect(await serverTime(t)).toBe(before);
  });
});

describe('POST /dev/clock in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { NODE_ENV: 'production' }, clock: () => BASE });
  });
  afterAll(() => t.cleanup());

  it('does not exist, and the clock stays the one the app was given', async () => {
    const response = await advance(t, { advanceMs: 60_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    expect(t.app.apiRoutes.some((route) => route.url === API.devClock)).toBe(false);
    expect(await serverTime(t)).toBe(BASE);
  });
});
