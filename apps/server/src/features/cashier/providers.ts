import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * Payment-gateway providers (decision 025). A provider is a name, a callback secret and a way to
 * build its payment page URL. `dev` is built in: its page is served by this server under /dev/
 * and it signs its own callbacks, so the demo works offline; it is off in production.
 * Production providers come from configuration: PAYMENT_PROVIDER_SECRETS (name:secret) and
 * PAYMENT_PROVIDER_URLS (name=url template with {depositId}, {amountCents}, {returnUrl}).
 */
export interface PaymentProvider {
  name: string;
  secret: string;
  paymentUrl(input: { depositId: number; amountCents: number; returnUrl: string }): string;
}

export type ProviderRegistry = ReadonlyMap<string, PaymentProvider>;

function pairs(text: string | undefined, separator: string, joiner: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (text ?? '').split(separator)) {
    const at = part.indexOf(joiner);
    if (at > 0) map.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return map;
}

export function buildProviderRegistry(
  config: Pick<Config, 'NODE_ENV' | 'PAYMENT_PROVIDER_SECRETS' | 'PAYMENT_PROVIDER_URLS'>,
): ProviderRegistry {
  const secrets = pairs(config.PAYMENT_PROVIDER_SECRETS, ',', ':');
  const urls = pairs(config.PAYMENT_PROVIDER_URLS, '|', '=');
  const registry = new Map<string, PaymentProvider>();
  for (const [name, template] of urls) {
    const secret = secrets.get(name);
    if (!secret || name === 'dev') continue;
    registry.set(name, {
      name,
      secret,
      paymentUrl: ({ depositId, amountCents, returnUrl }) =>
        template
          .replaceAll('{depositId}', String(depositId))
          .replaceAll('{amountCents}', String(amountCents))
          .replaceAll('{returnUrl}', encodeURIComponent(returnUrl)),
    });
  }
  if (config.NODE_ENV !== 'production') {
    registry.set('dev', {
      name: 'dev',
      // Only this process signs dev callbacks, so a random secret is enough when none is set.
      secret: secrets.get('dev') ?? randomBytes(32).toString('hex'),
      paymentUrl: ({ depositId }) => `/dev/pay/${depositId}`,
    });
  }
  return registry;
}

/** Lower-case hex HMAC-SHA256 of the raw body: what a provider sends in X-Payment-Signature. */
export function signPayment(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function paymentSignatureMatches(
  secret: string,
  rawBody: string,
  presented: string | undefined,
): boolean {
  if (!presented || !/^[0-9a-fA-F]{64}$/.test(presented)) return false;
  const expected = Buffer.from(signPayment(secret, rawBody), 'hex');
  const given = Buffer.from(presented, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
