import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'sqlite:data/app.db',
      MERCHANT_CODE: 'DEMO',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_SCHEMA).toBeUndefined();
    expect(config.WEB_DIST_DIR).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads and coerces values', () => {
    const config = parseConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'e2e_run',
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_SCHEMA).toBe('e2e_run');
  });

  it('bounds the money routes with amount maxima in cents, under the contracts ceiling (decision 030)', () => {
    expect(parseConfig({})).toMatchObject({
      MAX_DEPOSIT_CENTS: 10_000_000,
      MAX_WITHDRAWAL_CENTS: 10_000_000,
      MAX_AGENT_TRANSFER_CENTS: 5_000_000,
    });
    expect(parseConfig({ MAX_DEPOSIT_CENTS: '250000' }).MAX_DEPOSIT_CENTS).toBe(250_000);
    let error: unknown;
    try {
      parseConfig({
        MAX_DEPOSIT_CENTS: '0',
        MAX_WITHDRAWAL_CENTS: '100000000001',
        MAX_AGENT_TRANSFER_CENTS: '10.5',
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).keys.sort()).toEqual([
      'MAX_AGENT_TRANSFER_CENTS',
      'MAX_DEPOSIT_CENTS',
      'MAX_WITHDRAWAL_CENTS',
    ]);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_SCHEMA: '' }).PORT).toBe(3000);
  });

  it('fails naming every bad key', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', HOST: 'ok' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.keys.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect(configError.message).toContain('PORT');
    expect(configError.message).toContain('DATABASE_URL');
    expect(configError.message).toContain('LOG_LEVEL');
    expect(configError.message).not.toContain('HOST');
  });

  it('limits vendor amounts: R$ 100,000.00 by default, never above the contract ceiling', () => {
    expect(parseConfig({}).VENDOR_MAX_AMOUNT_CENTS).toBe(10_000_000);
    expect(parseConfig({ VENDOR_MAX_AMOUNT_CENTS: '5000' }).VENDOR_MAX_AMOUNT_CENTS).toBe(5000);
    for (const bad of ['0', '-1', '1.5', 'lots', '10000000001']) {
      expect(() => parseConfig({ VENDOR_MAX_AMOUNT_CENTS: bad }), bad).toThrow(
        /VENDOR_MAX_AMOUNT_CENTS/,
      );
    }
  });

  it('never prints a secret value it refuses', () => {
    const secrets = {
      PAYMENT_PROVIDER_SECRETS: 'acme:tiny',
      DATABASE_URL: 'mysql://admin:hunter2@db/x',
    };
    let error: unknown;
    try {
      parseConfig(secrets);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const [key, value] of Object.entries(secrets)) {
      expect(message).toContain(key);
      expect(message).not.toContain(value);
    }
    expect(message).not.toContain('hunter2');
  });

  it('rejects a schema name that is not a plain identifier', () => {
    expect(() => parseConfig({ DATABASE_SCHEMA: 'x; drop table' })).toThrow(/DATABASE_SCHEMA/);
  });
});
