import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  API,
  BgsSessionValue,
  LOTTERY_API,
  PLAY_API,
  STATUS_EXEMPT_ROUTES,
  bgsPath,
} from '@app/contracts';
import { freshIp, okValue } from '../../testing/api.ts';
import { firstSlotGameId } from '../../testing/games.ts';
import {
  createLotteryTestApp,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
} from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { VendorSimulator, createTestVendor } from '../../testing/vendors.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import { createStatusCache, statusExemption } from './enforce-status.ts';
import { updateStatus } from './system.repository.ts';

/**
 * Decision 032: maintenance (503 system.maintenance) and blocked ranges (403
 * system.region.restricted) are enforced by the server on every API route outside
 * STATUS_EXEMPT_ROUTES, walked over the routes the app itself registered (app.apiRoutes).
 */
const BLOCKED_IP = '203.0.113.7';
const OTHER_IP = '198.51.100.9';
const MEMBER_IP = '192.0.2.77';
const MESSAGES = {
  maintenance: {
    PT: 'Sistema em atualização, tente novamente mais tarde',
    EN: 'System upgrading, please try again later',
  },
  region: {
    PT: 'Acesso restrito na sua região',
    EN: 'Access restricted in your location',
  },
};

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

function expectRefused(response: LightMyRequestResponse, status: number, code: string, label = '') {
  expect(response.statusCode, `${label} ${response.body}`).toBe(status);
  expect(response.headers['cache-control'], label).toBe('no-store');
  if (response.body === '') return; // HEAD
  expect(response.json(), label).toMatchObject({ success: false, errorCode: code });
  expect(response.json().message, label).toEqual(expect.any(String));
}

describe('server-side system status', () => {
  let t: LotteryTestApp;
  const db = () => t.database.db;
  const setStatus = async (change: { maintenance?: boolean; blockedRanges?: string[] }) => {
    await updateStatus(db(), 'DEMO', change);
    // The test app reads the status on every call (SYSTEM_STATUS_CACHE_MS 0); cleared anyway.
    t.app.caches.invalidate();
  };

  beforeAll(async () => {
    t = await createLotteryTestApp();
  });
  afterAll(() => t.cleanup());
  afterEach(() => setStatus({ maintenance: false, blockedRanges: [] }));

  const send = (method: string, url: string, remoteAddress = OTHER_IP) =>
    t.app.inject({ method: method as 'GET', url: concrete(url), remoteAddress });

  it('lists only routes that exist (outside production), each exempt from both or from region', () => {
    const seen = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    for (const [listed, exemption] of Object.entries(STATUS_EXEMPT_ROUTES)) {
      expect(seen, listed).toContain(listed);
      expect(['both', 'region']).toContain(exemption);
    }
    expect(statusExemption('HEAD', API.systemStatus)).toBe('both');
    expect(statusExemption('POST', API.vendorWalletDebit)).toBe('region');
    expect(statusExemption('POST', LOTTERY_API.bets)).toBeNull();
  });

  it('in maintenance, every route outside the list answers 503 system.maintenance, and no listed one does', async () => {
    await setStatus({ maintenance: true });
    let refused = 0;
    for (const route of t.app.apiRoutes) {
      const label = `${route.method} ${route.url}`;
      const response = await send(route.method, route.url);
      if (statusExemption(route.method, route.url) === 'both') {
        expect(response.statusCode, label).not.toBe(503);
        continue;
      }
      expectRefused(response, 503, 'system.maintenance', label);
      refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(50);
    // The site's own HTML still loads: it draws the maintenance page from the status.
    const status = okValue<{ maintenance: boolean }>(await send('GET', API.systemStatus));
    expect(status.maintenance).toBe(true);
    expect((await send('GET', API.health)).statusCode).toBe(200);
    expect((await send('GET', API.whitelabel)).statusCode).toBe(200);
    expect((await send('GET', API.consolidatedSettings)).statusCode).toBe(200);
  });

  it('from a blocked address, every route outside the list answers 403 system.region.restricted', async () => {
    await setStatus({ blockedRanges: ['203.0.113.0/24', '2001:db8::/32'] });
    let refused = 0;
    for (const route of t.app.apiRoutes) {
      const label = `${route.method} ${route.url}`;
      const response = await send(route.method, route.url, BLOCKED_IP);
      if (statusExemption(route.method, route.url) !== null) {
        expect(response.statusCode, label).not.toBe(403);
        continue;
      }
      expectRefused(response, 403, 'system.region.restricted', label);
      refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(50);
    // Anyone else is served; the status says why the blocked address is refused.
    expect((await send('GET', API.hotGames)).statusCode).toBe(200);
    const status = okValue<{ regionRestriction: boolean }>(
      await send('GET', API.systemStatus, BLOCKED_IP),
    );
    expect(status.regionRestriction).toBe(true);
    // IPv6 and IPv4-mapped addresses are matched like the status route matches them.
    expectRefused(await send('GET', API.hotGames, '2001:db8::5'), 403, 'system.region.restricted');
    expectRefused(
      await send('GET', API.hotGames, '::ffff:203.0.113.9'),
      403,
      'system.region.restricted',
    );
  });

  it('answers maintenance when the address is blocked too', async () => {
    await setStatus({ maintenance: true, blockedRanges: ['203.0.113.0/24'] });
    expectRefused(await send('GET', API.hotGames, BLOCKED_IP), 503, 'system.maintenance');
    expectRefused(await send('POST', API.vendorWalletDebit, BLOCKED_IP), 503, 'system.maintenance');
  });

  it('answers in the member’s language, PT by default', async () => {
    const message = async (url: string, headers: Record<string, string>, ip = OTHER_IP) =>
      (await t.app.inject({ method: 'GET', url, headers, remoteAddress: ip })).json().message;
    await setStatus({ maintenance: true });
    expect(await message(API.hotGames, {})).toBe(MESSAGES.maintenance.PT);
    expect(await message(API.hotGames, { 'accept-language': 'en-US' })).toBe(
      MESSAGES.maintenance.EN,
    );
    expect(await message(`${API.hotGames}?language=EN`, {})).toBe(MESSAGES.maintenance.EN);
    expect(await message(`${API.hotGames}?language=PT`, { 'accept-language': 'en' })).toBe(
      MESSAGES.maintenance.PT,
    );
    await setStatus({ maintenance: false, blockedRanges: ['203.0.113.0/24'] });
    expect(await message(API.hotGames, {}, BLOCKED_IP)).toBe(MESSAGES.region.PT);
    expect(await message(API.hotGames, { 'accept-language': 'en' }, BLOCKED_IP)).toBe(
      MESSAGES.region.EN,
    );
  });

  describe('moves nothing', () => {
    /** Every row a spin, a bet or a sign-up could write. */
    const state = async () => {
      const tables = [
        'members',
        'sessions',
        'ledger_accounts',
        'ledger_transfers',
        'ledger_entries',
        'game_rounds',
        'lottery_bets',
      ] as const;
      const result = {} as Record<(typeof tables)[number], string[]>;
      for (const table of tables) {
        const rows = await db().selectFrom(table).selectAll().execute();
        result[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return result;
    };

    it('refuses a slot spin, a lottery bet and a trial sign-up in maintenance, and takes the same once it is lifted', async () => {
      const m = await insertMember(db());
      await fundMember(db(), m.id, 100_000);
      const cookie = await sessionCookieFor(db(), m.id);
      const gameId = await firstSlotGameId(db());
      const game = await insertLotteryGame(db(), 'north');
      const draw = await insertDraw(db(), game, { drawAt: t.clock.now + 3_600_000 });
      const session = BgsSessionValue.parse(
        okValue(
          await t.app.inject({
            method: 'GET',
            url: bgsPath(PLAY_API.bgsSession, gameId),
            headers: { cookie },
          }),
        ),
      );
      const spin = () =>
        t.app.inject({
          method: 'POST',
          url: bgsPath(PLAY_API.bgsSpin, gameId),
          headers: { cookie },
          remoteAddress: MEMBER_IP,
          payload: { betCents: session.minBetCents, idempotencyKey: 'status-spin-1' },
        });
      const bet = () =>
        t.app.inject({
          method: 'POST',
          url: LOTTERY_API.bets,
          headers: { cookie },
          remoteAddress: MEMBER_IP,
          payload: {
            gameId: game.gameId,
            numero: draw.numero,
            requestId: 'status-bet-1-abcdefgh',
            lines: [{ betType: 'de', picks: ['12'], unitStakeCents: 100 }],
          },
        });
      const trial = () =>
        t.app.inject({ method: 'POST', url: API.trialUser, remoteAddress: MEMBER_IP });

      await setStatus({ maintenance: true });
      const before = await state();
      expectRefused(await spin(), 503, 'system.maintenance', 'spin');
      expectRefused(await bet(), 503, 'system.maintenance', 'bet');
      expectRefused(await trial(), 503, 'system.maintenance', 'trial');
      expect(await state()).toEqual(before);

      // The same calls from a blocked address, out of maintenance: refused the same way.
      await setStatus({ maintenance: false, blockedRanges: ['192.0.2.0/24'] });
      expectRefused(await spin(), 403, 'system.region.restricted', 'spin');
      expectRefused(await bet(), 403, 'system.region.restricted', 'bet');
      expectRefused(await trial(), 403, 'system.region.restricted', 'trial');
      expect(await state()).toEqual(before);

      // Lifted: the very same calls go through, so the refusals were not of their bodies.
      await setStatus({ blockedRanges: [] });
      okValue(await spin());
      okValue(await bet());
      okValue(await trial());
      const after = await state();
      expect(after.game_rounds.length).toBe(before.game_rounds.length + 1);
      expect(after.lottery_bets.length).toBeGreaterThan(before.lottery_bets.length);
      expect(after.members.length).toBe(before.members.length + 1);
    });

    it('lets a vendor credit a round opened before maintenance, and refuses a new vendor bet', async () => {
      const vendor = new VendorSimulator(t, await createTestVendor(db()));
      const m = await insertMember(db());
      await fundMember(db(), m.id, 10_000);
      const token = (await sessionCookieFor(db(), m.id)).split('=')[1]!;
      const ctx = t.ctx;
      okValue(
        await vendor.send('debit', {
          token,
          transactionId: 'before-1',
          roundId: 'round-before',
          amountCents: 1_000,
        }),
      );
      expect(await memberBalance(ctx, m.id)).toBe(9_000);

      await setStatus({ maintenance: true });
      // A new bet: refused, nothing taken.
      const before = await state();
      expectRefused(
        await vendor.send('debit', {
          token,
          transactionId: 'during-1',
          roundId: 'round-during',
          amountCents: 1_000,
        }),
        503,
        'system.maintenance',
      );
      expect(await state()).toEqual(before);
      // The round already under way is paid.
      okValue(
        await vendor.send('credit', {
          token,
          transactionId: 'before-win',
          roundId: 'round-before',
          amountCents: 2_500,
        }),
      );
      expect(await memberBalance(ctx, m.id)).toBe(11_500);
      okValue(await vendor.send('balance', { token }));
    });
  });
});

describe('the status cache', () => {
  const row = (maintenance: boolean, blockedRanges: string[] = []) => ({
    maintenance,
    maintenanceInfo: '',
    blockedRanges,
    updatedAt: '',
  });

  it('reads once per time to live, again after it or after clear(), and takes remembered rows', async () => {
    let now = 0;
    let stored = row(false);
    let loads = 0;
    const cache = createStatusCache(
      async () => {
        loads += 1;
        return stored;
      },
      1_000,
      () => now,
    );
    expect((await cache.read()).maintenance).toBe(false);
    stored = row(true, ['10.0.0.0/8', 'not a range']);
    now = 999;
    expect((await cache.read()).maintenance).toBe(false);
    expect(loads).toBe(1);
    now = 1_000;
    const read = await cache.read();
    expect(read.maintenance).toBe(true);
    expect(read.ranges.map((range) => range.text)).toEqual(['10.0.0.0/8']);
    expect(loads).toBe(2);
    stored = row(false);
    cache.clear();
    expect((await cache.read()).maintenance).toBe(false);
    expect(loads).toBe(3);
    // The status route's fresh read: taken at once, no load.
    cache.remember(row(true));
    expect(cache.peek()?.maintenance).toBe(true);
    expect(loads).toBe(3);
  });

  it('keeps a remembered row over a read that was already on its way', async () => {
    let release: (value: ReturnType<typeof row>) => void = () => undefined;
    const cache = createStatusCache(
      () => new Promise<ReturnType<typeof row>>((resolve) => (release = resolve)),
      1_000,
    );
    const reading = cache.read();
    cache.remember(row(true));
    release(row(false));
    expect((await reading).maintenance).toBe(false);
    expect(cache.peek()?.maintenance).toBe(true);
  });

  it('shares one read between concurrent callers, and reads every time with no time to live', async () => {
    let loads = 0;
    const cache = createStatusCache(async () => {
      loads += 1;
      return row(false);
    }, 1_000);
    await Promise.all([cache.read(), cache.read(), cache.read()]);
    expect(loads).toBe(1);
    const uncached = createStatusCache(async () => {
      loads += 1;
      return undefined;
    }, 0);
    await uncached.read();
    await uncached.read();
    expect(loads).toBe(3);
    expect(uncached.peek()).toBeNull();
  });
});

describe('the region check behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: 'true' } });
    await updateStatus(t.database.db, 'DEMO', { blockedRanges: ['203.0.113.0/24'] });
    t.app.caches.invalidate();
  });
  afterAll(() => t.cleanup());

  it('reads the client from X-Forwarded-For when TRUST_PROXY is set', async () => {
    const from = (forwarded: string) =>
      t.app.inject({
        method: 'GET',
        url: API.hotGames,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
    expectRefused(await from(BLOCKED_IP), 403, 'system.region.restricted');
    expect((await from(freshIp())).statusCode).toBe(200);
  });
});
