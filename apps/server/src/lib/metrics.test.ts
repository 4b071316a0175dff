import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PROVIDER_API } from '@app/contracts';
import { transfer } from '../features/ledger/ledger.service.ts';
import { runLotterySweep } from '../features/lottery/sweep.ts';
import { runJobForPeriod, type JobDefinition } from '../features/scheduler/index.ts';
import { callProvider } from '../features/vendor-wallet/provider-calls.ts';
import { buildApp } from '../app.ts';
import { insertMember, sessionCookieFor } from '../testing/members.ts';
import { scrapeMetrics, seriesValue } from '../testing/metrics.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../testing/vendors.ts';
import type { AppContext } from './context.ts';
import { createMetrics, watchPool } from './metrics.ts';

/**
 * Decision 060: what the server's work adds to /metrics beyond HTTP (ledger transfers, lottery
 * draws and sweeps, scheduled jobs, calls to and from the game provider), counted only by an
 * app that measures, under bounded labels.
 */
const TOKEN = 'metrics-token-0123456789abcdef0123456789';

describe('metrics of the server’s work', () => {
  let t: TestApp;
  let ctx: AppContext;
  const scrape = () => scrapeMetrics(t.app);

  beforeAll(async () => {
    t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    ctx = {
      config: t.config,
      db: t.database.db,
      merchantCode: t.config.MERCHANT_CODE,
      metrics: t.app.metrics,
    };
  });
  afterAll(() => t.cleanup());

  it('counts ledger transfers by kind: written, replayed and refused', async () => {
    const member = await insertMember(t.database.db);
    const grant = {
      idempotencyKey: `metrics:grant:${member.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: member.id },
      amountCents: 500,
      kind: 'seed.grant',
    } as const;
    await transfer(ctx, grant);
    await transfer(ctx, grant);
    await expect(
      transfer(ctx, {
        idempotencyKey: `metrics:hold:${member.id}`,
        from: { kind: 'member', memberId: member.id },
        to: { kind: 'house', name: 'withdrawal-hold' },
        amountCents: 10_000,
        kind: 'withdrawal.hold',
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    const text = await scrape();
    const count = (kind: string, outcome: string) =>
      seriesValue(text, 'ledger_transfers_total', { kind, outcome });
    expect(count('seed.grant', 'written')).toBe(1);
    expect(count('seed.grant', 'replayed')).toBe(1);
    expect(count('withdrawal.hold', 'refused')).toBe(1);
    // A context without metrics (a command, the seed) counts nothing and still transfers.
    const { metrics: _none, ...quiet } = ctx;
    await transfer(quiet, { ...grant, idempotencyKey: `metrics:quiet:${member.id}` });
    expect(seriesValue(await scrape(), 'ledger_transfers_total', { kind: 'seed.grant' })).toBe(2);
  });

  it('reads the database pool when scraped', async () => {
    const metrics = createMetrics();
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    watchPool(metrics, pool);
    const first = await metrics.registry.metrics();
    expect(seriesValue(first, 'db_pool_connections', { state: 'total' })).toBe(4);
    expect(seriesValue(first, 'db_pool_connections', { state: 'idle' })).toBe(3);
    Object.assign(pool, { idleCount: 0, waitingCount: 2 });
    const busy = await metrics.registry.metrics();
    expect(seriesValue(busy, 'db_pool_connections', { state: 'waiting' })).toBe(2);
  });

  it('counts lottery draws by game', async () => {
    const start = Date.parse('2025-01-06T10:00:00.000Z');
    const onClock = (now: number): AppContext => ({ ...ctx, clock: () => now });
    await runLotterySweep(onClock(start));
    // The one-minute game's next draw is due a minute later.
    const { drawn } = await runLotterySweep(onClock(start + 60_000));
    expect(drawn).toBe(1);
    const text = await scrape();
    expect(seriesValue(text, 'lottery_draws_total', { game: 'ENT_TURBO_1' })).toBe(1);
    expect(seriesValue(text, 'lottery_draws_total')).toBe(1);
  });

  it('times scheduled job runs by job and outcome', async () => {
    const job = (run: JobDefinition['run']): JobDefinition => ({
      name: 'deposit-expiry',
      descriptionKey: 'jobs.depositExpiry',
      periodKind: 'minute',
      catchUpPeriods: 1,
      keepRunsDays: 1,
      run,
    });
    const ok = job(async () => ({}));
    const failing = job(async () => {
      throw new Error('nothing to expire');
    });
    await runJobForPeriod(ctx, 'deposit-expiry', '2025-01-01T00:00', 'operator:metrics', {
      jobs: [ok],
    });
    const failed = await runJobForPeriod(
      ctx,
      'deposit-expiry',
      '2025-01-01T00:01',
      'operator:metrics',
      { jobs: [failing] },
    );
    expect(failed.outcome).toBe('failed');
    const text = await scrape();
    const runs = (outcome: string) =>
      seriesValue(text, 'scheduler_job_run_duration_seconds_count', {
        job: 'deposit-expiry',
        outcome,
      });
    expect(runs('ok')).toBe(1);
    expect(runs('failed')).toBe(1);
  });

  describe('calls to the game provider', () => {
    let provider: Server;
    let providerUrl: string;
    beforeAll(async () => {
      provider = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(
          request.url === PROVIDER_API.launch
            ? JSON.stringify({ success: true, value: { url: 'https://provider.test/play' } })
            : JSON.stringify({ success: false, errorCode: 'nope', message: 'no' }),
        );
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    it('times each by call and outcome', async () => {
      const { vendorCode } = await createTestVendor(t.database.db);
      const Launched = z.object({ url: z.string() });
      const call = (url: string | undefined, path: string) =>
        callProvider(
          { ...ctx, config: { ...ctx.config, GAME_PROVIDER_URL: url } },
          vendorCode,
          path,
          {},
          Launched,
          2000,
        );
      await expect(call(providerUrl, PROVIDER_API.launch)).resolves.toEqual({
        url: 'https://provider.test/play',
      });
      await expect(call(providerUrl, PROVIDER_API.transactions)).rejects.toMatchObject({
        code: 'game.vendor.unavailable',
      });
      await expect(call(undefined, PROVIDER_API.launch)).rejects.toMatchObject({
        code: 'game.vendor.unavailable',
      });
      // Nothing listens on port 9.
      await expect(call('http://127.0.0.1:9', PROVIDER_API.launch)).rejects.toMatchObject({
        code: 'game.vendor.unavailable',
      });
      const text = await scrape();
      const calls = (call: string, outcome: string) =>
        seriesValue(text, 'game_provider_call_duration_seconds_count', { call, outcome });
      expect(calls(PROVIDER_API.launch, 'ok')).toBe(1);
      expect(calls(PROVIDER_API.transactions, 'refused')).toBe(1);
      expect(calls(PROVIDER_API.launch, 'off')).toBe(1);
      expect(calls(PROVIDER_API.launch, 'failed')).toBe(1);
    });
  });

  it('counts seamless wallet calls per vendor and operation, and a vendor’s retries', async () => {
    const vendor = new VendorSimulator(t, await createTestVendor(t.database.db));
    const member = await insertMember(t.database.db);
    const token = (await sessionCookieFor(t.database.db, member.id)).split('=')[1]!;
    await transfer(ctx, {
      idempotencyKey: `metrics:fund:${member.id}`,
      from: { kind: 'house', name: 'game' },
      to: { kind: 'member', memberId: member.id },
      amountCents: 1000,
      kind: 'seed.grant',
    });
    expect((await vendor.send('balance', { token })).statusCode).toBe(200);
    const bet = {
      token,
      transactionId: 'metrics-bet-1',
      roundId: 'metrics-round-1',
      amountCents: 100,
    };
    expect((await vendor.send('debit', bet)).statusCode).toBe(200);
    // The vendor did not hear the answer and sends the bet again: one bet, one replay.
    expect((await vendor.send('debit', bet)).statusCode).toBe(200);
    // Unsigned: refused, and named by no vendor.
    expect((await vendor.send('balance', { token }, { omitSignature: true })).statusCode).toBe(401);
    const text = await scrape();
    const calls = (labels: Record<string, string>) =>
      seriesValue(text, 'vendor_wallet_calls_total', labels);
    expect(calls({ vendor: vendor.vendorCode, operation: 'balance', status_class: '2xx' })).toBe(1);
    expect(calls({ vendor: vendor.vendorCode, operation: 'debit', status_class: '2xx' })).toBe(2);
    expect(calls({ vendor: 'unverified', operation: 'balance', status_class: '4xx' })).toBe(1);
    expect(seriesValue(text, 'vendor_wallet_replays_total', { operation: 'debit' })).toBe(1);
    expect(
      seriesValue(text, 'ledger_transfers_total', { kind: 'vendor.bet', outcome: 'written' }),
    ).toBe(1);
  });
});

describe('the lottery sweep of an instance', () => {
  it('counts its runs by outcome', async () => {
    const testApp = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    // A second app on the same database, sweeping by itself once ready.
    const app = await buildApp({
      config: testConfig({ ...testApp.env, METRICS_TOKEN: TOKEN, LOTTERY_SWEEP_MS: '60000' }),
      db: testApp.database.db,
    });
    try {
      await app.ready();
      await vi.waitFor(
        async () =>
          expect(
            seriesValue(await scrapeMetrics(app), 'lottery_sweeps_total', { outcome: 'ok' }),
          ).toBe(1),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await app.close();
      await testApp.cleanup();
    }
  });
});
