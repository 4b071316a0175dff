import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API } from '@app/contracts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { buildProviderRegistry, paymentSignatureMatches, signPayment } from './providers.ts';

describe('payment providers', () => {
  it('builds dev outside production only, and configured providers with their URL template', () => {
    const config = {
      PAYMENT_PROVIDER_SECRETS: 'acme:acme-secret-0123456789,dev:dev-secret-0123456789',
      PAYMENT_PROVIDER_URLS:
        'acme=https://pay.acme.example/c?ref={depositId}&amt={amountCents}&back={returnUrl}|ghost=https://x.example/',
    };
    const dev = buildProviderRegistry({ ...config, NODE_ENV: 'development' });
    expect([...dev.keys()].sort()).toEqual(['acme', 'dev']);
    expect(dev.get('dev')?.secret).toBe('dev-secret-0123456789');
    expect(
      dev.get('acme')?.paymentUrl({ depositId: 7, amountCents: 1250, returnUrl: '/m/x?a=1' }),
    ).toBe('https://pay.acme.example/c?ref=7&amt=1250&back=%2Fm%2Fx%3Fa%3D1');
    // A provider without a secret is not usable; dev is never a production provider.
    const production = buildProviderRegistry({ ...config, NODE_ENV: 'production' });
    expect([...production.keys()]).toEqual(['acme']);
    // Without a configured secret dev signs with a random one per process.
    const random = buildProviderRegistry({ NODE_ENV: 'development' }).get('dev')!;
    expect(random.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks signatures over the exact raw body in constant time', () => {
    const body = '{"depositId":1,"amountCents":100}';
    const signature = signPayment('secret-one-0123456789', body);
    expect(paymentSignatureMatches('secret-one-0123456789', body, signature)).toBe(true);
    expect(paymentSignatureMatches('secret-one-0123456789', `${body} `, signature)).toBe(false);
    expect(paymentSignatureMatches('secret-two-0123456789', body, signature)).toBe(false);
    expect(paymentSignatureMatches('secret-one-0123456789', body, undefined)).toBe(false);
    expect(paymentSignatureMatches('secret-one-0123456789', body, 'zz')).toBe(false);
  });

  it('refuses a PAYMENT_PROVIDER_SECRETS value that is not name:secret pairs', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER_SECRETS: 'dev:short' })).toThrow(
      /PAYMENT_PROVIDER_SECRETS/,
    );
  });
});

describe('the operator API without an API key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.cleanup());

  it('answers 401: a shared token (the retired OPERATOR_TOKEN) opens nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }]) {
      expectError(
        await t.app.inject({ method: 'GET', url: CASHIER_API.opsWithdrawals, headers }),
        401,
        'bo.auth.required',
      );
    }
  });
});
