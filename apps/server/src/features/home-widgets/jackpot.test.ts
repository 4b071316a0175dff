import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_WIDGETS_API, PROVIDER_API } from '@app/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The home's jackpot figure (decision 039): the game provider's public pools in the merchant's
 * currency, summed; null (never an invented figure) without the provider.
 */
describe('jackpot', () => {
  let provider: Server;
  let pools: Array<{ vendorCode: string; poolCents: number; currency: string }>;
  let withProvider: TestApp;
  let without: TestApp;

  beforeAll(async () => {
    provider = createServer((request, response) => {
      const ok = request.url === PROVIDER_API.jackpots;
      response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { success: true, value: { pools } } : { success: false }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    withProvider = await createTestApp({ config: { GAME_PROVIDER_URL: url } });
    without = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all([withProvider?.cleanup(), without?.cleanup()]);
    await new Promise((resolve) => provider.close(resolve));
  });

  const jackpot = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: HOME_WIDGETS_API.jackpot })).json();

  it('sums the provider’s pools of the merchant’s currency', async () => {
    pools = [
      { vendorCode: 'SLX', poolCents: 120_000, currency: 'BRL' },
      { vendorCode: 'AUR', poolCents: 3_456, currency: 'BRL' },
      { vendorCode: 'MGC', poolCents: 999_999, currency: 'USD' },
    ];
    expect(await jackpot(withProvider)).toEqual({ success: true, value: { poolCents: 123_456 } });
  });

  it('answers null without a provider, for a guest too', async () => {
    expect(await jackpot(without)).toEqual({ success: true, value: { poolCents: null } });
  });
});
