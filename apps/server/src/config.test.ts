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

  describe('messaging (decision 050)', () => {
    const live = {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://mailer:s3cr3t-pass@smtp.example.com:465',
      MAIL_FROM: 'Casino <no-reply@example.com>',
      SMS_TRANSPORT: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.com/v1/messages',
      SMS_GATEWAY_TOKEN: 'tok-0123456789abcdef',
    };
    const refusal = (env: NodeJS.ProcessEnv): ConfigError => {
      try {
        parseConfig(env);
      } catch (caught) {
        if (caught instanceof ConfigError) return caught;
        throw caught;
      }
      throw new Error('the configuration was accepted');
    };

    it('uses the outbox by default, outside production, with 3 attempts of 5 s at most', () => {
      expect(parseConfig({})).toMatchObject({
        MAIL_TRANSPORT: 'outbox',
        SMS_TRANSPORT: 'outbox',
        MESSAGING_ATTEMPTS: 3,
        MESSAGING_TIMEOUT_MS: 5000,
      });
      expect(parseConfig({ NODE_ENV: 'test' }).SMS_TRANSPORT).toBe('outbox');
    });

    it('refuses to start production with the outbox, for e-mail and for SMS', () => {
      const error = refusal({ NODE_ENV: 'production' });
      expect(error.keys.sort()).toEqual(['MAIL_TRANSPORT', 'SMS_TRANSPORT']);
      expect(error.message).toMatch(/MAIL_TRANSPORT=.*outbox is refused in production/);
      expect(error.message).toMatch(/SMS_TRANSPORT=.*outbox is refused in production/);
      // Each one alone is refused too.
      expect(refusal({ NODE_ENV: 'production', ...live, SMS_TRANSPORT: 'outbox' }).keys).toEqual([
        'SMS_TRANSPORT',
      ]);
      expect(refusal({ NODE_ENV: 'production', ...live, MAIL_TRANSPORT: 'outbox' }).keys).toEqual([
        'MAIL_TRANSPORT',
      ]);
    });

    it('starts production with SMTP and the SMS gateway configured', () => {
      expect(parseConfig({ NODE_ENV: 'production', ...live })).toMatchObject(live);
    });

    it('requires the settings of a live transport, in any environment', () => {
      const error = refusal({ MAIL_TRANSPORT: 'smtp', SMS_TRANSPORT: 'http' });
      expect(error.keys.sort()).toEqual([
        'MAIL_FROM',
        'SMS_GATEWAY_TOKEN',
        'SMS_GATEWAY_URL',
        'SMTP_URL',
      ]);
      expect(error.message).toContain('SMTP_URL=(unset): required when MAIL_TRANSPORT=smtp');
      const production = refusal({ ...live, NODE_ENV: 'production', SMTP_URL: '' });
      expect(production.keys).toEqual(['SMTP_URL']);
    });

    it('refuses malformed values without printing the secret ones', () => {
      const error = refusal({
        ...live,
        SMTP_URL: 'http://mailer:hunter2@smtp.example.com',
        SMS_GATEWAY_URL: 'ftp://sms.example.com/?key=swordfish',
        SMS_GATEWAY_TOKEN: 'short',
        MAIL_FROM: 'Casino\r\nBcc: x@y.z <no-reply@example.com>',
        MESSAGING_ATTEMPTS: '9',
      });
      expect(error.keys.sort()).toEqual([
        'MAIL_FROM',
        'MESSAGING_ATTEMPTS',
        'SMS_GATEWAY_TOKEN',
        'SMS_GATEWAY_URL',
        'SMTP_URL',
      ]);
      for (const secret of ['hunter2', 'swordfish', 'short']) {
        expect(error.message).not.toContain(secret);
      }
      // A valid secret next to a refused value is not printed either.
      expect(refusal({ ...live, MESSAGING_TIMEOUT_MS: '5' }).message).not.toContain('s3cr3t');
    });
  });

  it('takes a metrics token only long enough to guard /metrics, never printing it (decision 060)', () => {
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    const token = 'f'.repeat(32);
    expect(parseConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    for (const bad of ['short-token-guessable', `${'a'.repeat(31)} `, 'x'.repeat(513)]) {
      let error: unknown;
      try {
        parseConfig({ METRICS_TOKEN: bad });
      } catch (caught) {
        error = caught;
      }
      expect((error as ConfigError).keys).toEqual(['METRICS_TOKEN']);
      expect((error as ConfigError).message).not.toContain(bad);
    }
  });

  it('rejects a schema name that is not a plain identifier', () => {
    expect(() => parseConfig({ DATABASE_SCHEMA: 'x; drop table' })).toThrow(/DATABASE_SCHEMA/);
  });
});
