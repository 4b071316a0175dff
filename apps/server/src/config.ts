import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAX_AMOUNT_CENTS, VENDOR_AMOUNT_CEILING_CENTS } from '@app/contracts';
import { parseServiceLinks } from './features/service/service-links.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root, so relative defaults work whatever the current directory is. */
export const REPO_ROOT = path.resolve(here, '../../..');
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A configured amount maximum (cents): positive, at most the contracts' absolute ceiling. */
const maxCents = (fallback: number) =>
  z.coerce.number().int().positive().max(MAX_AMOUNT_CENTS).default(fallback);

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:data/app.db'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .default('DEMO'),
  /** The merchant's IANA time zone: the day, week and month of player-protection limits. */
  MERCHANT_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone')
    .default('America/Sao_Paulo'),
  TRUST_PROXY: booleanText.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
  BO_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/backoffice/dist')),
  /** Requests per minute per client IP; loopback clients (bench, e2e) are exempt. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Captcha question: characters to copy ('text') or a small sum to solve ('arithmetic'). */
  CAPTCHA_KIND: z.enum(['text', 'arithmetic']).default('text'),
  /** Milliseconds between lottery sweeps (open, draw, settle) in this instance; 0 turns it off. */
  LOTTERY_SWEEP_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Milliseconds the lottery lists and menus (polled by every open lobby) are shared between
   * requests; 0 builds each answer. Their times are of the moment they were built.
   */
  LOTTERY_LIST_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(250),
  /**
   * Milliseconds every API call may rely on the merchant's maintenance switch and blocked
   * ranges read by another (decision 032); 0 reads them on every call. `npm run merchant`
   * writes the database from its own process, so this bounds how late a switch takes effect.
   */
  SYSTEM_STATUS_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(1000),
  // The back office (issue 21, decision 043).
  /** Minutes an operator session lives without a request. */
  BO_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /** Comma-separated addresses or CIDR ranges allowed into the back office; unset: any. */
  BO_ALLOWED_IPS: z.string().optional(),
  /** The back office's own address in setup links (default: http://localhost:PORT). */
  BO_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** A withdrawal above this many cents needs a second operator to confirm its payment. */
  FOUR_EYES_WITHDRAWAL_CENTS: maxCents(500_000),
  /** A manual balance adjustment above this many cents needs a second operator. */
  FOUR_EYES_ADJUSTMENT_CENTS: maxCents(100_000),
  /** The merchant's national id for identity checks (decision 049): a CPF, or none asked. */
  KYC_NATIONAL_ID: z.enum(['cpf', 'none']).default('cpf'),
  /** A withdrawal above this many cents needs a verified identity (decision 049). */
  KYC_WITHDRAWAL_THRESHOLD_CENTS: maxCents(100_000),
  /** So does one bringing the member's withdrawn total (paid + pending) above this many cents. */
  KYC_WITHDRAWAL_TOTAL_CENTS: maxCents(500_000),
  /**
   * Payment providers' callback secrets, `name:secret` pairs separated by commas, e.g.
   * `dev:xyz,acme:abc`. The development provider `dev` gets a random per-process secret when
   * none is given (it signs its own callbacks) and is off in production.
   */
  PAYMENT_PROVIDER_SECRETS: z
    .string()
    .regex(
      /^([a-z0-9_-]{1,32}:[^,\s]{16,})(,[a-z0-9_-]{1,32}:[^,\s]{16,})*$/,
      'name:secret pairs (secrets of 16+ characters) separated by commas',
    )
    .optional(),
  /**
   * Payment page URL templates of production providers, `name=url` pairs separated by `|`;
   * `{depositId}`, `{amountCents}` and `{returnUrl}` are filled in.
   */
  PAYMENT_PROVIDER_URLS: z.string().optional(),
  /**
   * The merchant's outside links (decision 037), `kind=url` pairs separated by `|`, kinds chat,
   * telegram, email, telegramChannel, telegramGroup, affiliate, android, ios, drawHistory.
   * Unset ones stay the local demo pages (/demo/links/...); a link an operator changed in the
   * database is never overwritten.
   */
  SERVICE_LINKS: z
    .string()
    .refine((text) => {
      try {
        parseServiceLinks(text);
        return true;
      } catch {
        return false;
      }
    }, 'kind=url pairs separated by |, e.g. chat=https://chat.example.com|android=https://x/app.apk')
    .optional(),
  /** Minutes a pending deposit waits before it reads as expired. */
  DEPOSIT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(1440),
  /**
   * The job scheduler (issue 21, decision 042): whether this instance runs the recurring jobs
   * (rebate settlement, contract payouts, deposit expiry). Any number of instances may: each
   * period runs once. Off here, the jobs still run from `npm run jobs` and the back office.
   */
  SCHEDULER_ENABLED: booleanText.default(true),
  /**
   * Milliseconds between the scheduler's ticks in this instance; 0 turns it off. Under a minute,
   * so the minute job (deposit expiry) keeps up.
   */
  SCHEDULER_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
  /**
   * Cost of new password hashes: `standard` (Argon2id, 19 MiB, 2 passes) or `test`, a cheap
   * cost for test suites that create thousands of members; refused in production.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  // Amount maxima per route (security issue 17, decision 030), in cents, on top of the limits
  // the spec gives (payment channels' min/max; the merchant's game limits for slots and lottery).
  /** The largest deposit one request may ask for, whatever its channel allows (R$ 100,000.00). */
  MAX_DEPOSIT_CENTS: maxCents(10_000_000),
  /** The largest withdrawal one request may ask for, whatever its channel allows. */
  MAX_WITHDRAWAL_CENTS: maxCents(10_000_000),
  /** The largest amount one line of an agent's transfer to a downline carries (R$ 50,000.00). */
  MAX_AGENT_TRANSFER_CENTS: maxCents(5_000_000),
  /**
   * The largest single debit or credit an external game vendor may send through the seamless
   * wallet, in cents (default R$ 100,000.00); larger ones answer 422 vendor.amount.above.max.
   * At most the contracts' absolute ceiling (decision 028).
   */
  VENDOR_MAX_AMOUNT_CENTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(VENDOR_AMOUNT_CEILING_CENTS)
    .default(10_000_000),
  /**
   * Our game provider (issue 19, decision 039): the base URL the server calls to launch its
   * games and reconcile; unset leaves its vendors' games unavailable.
   */
  GAME_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The catalogue vendors that are brands of the provider (each with its own secret). */
  GAME_PROVIDER_VENDORS: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}(,[A-Z0-9_]{1,32})*$/)
    .default('SLX,AUR,MGC,DSA,VLV,CRW,PVK,KCK,NXA,IMES,IA,AV'),
  /**
   * A JSON file `{ "<vendor>": "<secret>" }` whose secrets the server installs as those
   * vendors' credentials at start (what `npm start` writes for the demo); without it the
   * operator sets them with `npm run vendor`.
   */
  GAME_PROVIDER_SECRETS_FILE: z.string().min(1).optional(),
  // Real messaging (issue 23, decision 050). The outbox (a table read by GET /dev/outbox) is the
  // default for development and tests, and refused in production.
  /** How e-mail goes out: `outbox` (development) or `smtp` (SMTP_URL, MAIL_FROM). */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** How SMS goes out: `outbox` (development) or `http` (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). */
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  /**
   * The SMTP server, e.g. `smtps://user:password@smtp.example.com:465` or
   * `smtp://smtp.example.com:587` (STARTTLS when offered). Never printed: it may carry a password.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of our e-mails, e.g. `Casino <no-reply@example.com>`. */
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(
      /^[^\r\n]*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'an e-mail address, optionally "Name <address>"',
    )
    .optional(),
  /** The SMS gateway's endpoint: POST {"to","text"} as JSON with a bearer token; 2xx = accepted. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The SMS gateway's bearer token (never printed). */
  SMS_GATEWAY_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{8,512}$/, '8 to 512 visible characters')
    .optional(),
  /** Milliseconds one delivery attempt (SMTP conversation or gateway call) may take. */
  MESSAGING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** Attempts per message before the member is told it could not be sent (short backoff between). */
  MESSAGING_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(3),
  /**
   * The bearer token Prometheus presents at GET /metrics (decision 060). Unset, /metrics answers
   * 404 and nothing is measured. No default: a guessable token would publish the figures.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, '32 to 512 visible characters')
    .optional(),
  /**
   * Redis for several instances (decision 062): the shared rate limit, cache invalidations to
   * every instance and live events whichever instance a member is connected to. Unset, one
   * instance works alone as before. May carry a password: never printed.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of this deployment's Redis keys and channel (several share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default('mgp'),
});

/** Every key the server reads from its environment (`.env.example` lists each one). */
export const CONFIG_KEYS: readonly string[] = Object.keys(ConfigSchema.shape);

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  readonly keys: string[];
  constructor(keys: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
    this.keys = keys;
  }
}

/** Keys whose values a configuration error names without showing them. */
const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'PAYMENT_PROVIDER_SECRETS',
  'SMTP_URL',
  'SMS_GATEWAY_URL',
  'SMS_GATEWAY_TOKEN',
  'METRICS_TOKEN',
  'REDIS_URL',
]);

/**
 * Messaging (decision 050): a live transport needs its settings, and production refuses the
 * outbox, which would keep codes and temporary passwords in a table instead of sending them.
 */
function checkMessaging(config: z.output<typeof ConfigSchema>, context: z.RefinementCtx): void {
  const need = (key: keyof typeof config, why: string) => {
    if (config[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: why });
  };
  const production = config.NODE_ENV === 'production';
  if (config.MAIL_TRANSPORT === 'smtp') {
    need('SMTP_URL', 'required when MAIL_TRANSPORT=smtp');
    need('MAIL_FROM', 'required when MAIL_TRANSPORT=smtp');
  } else if (production) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_TRANSPORT'],
      message:
        'the outbox is refused in production: set MAIL_TRANSPORT=smtp, SMTP_URL and MAIL_FROM',
    });
  }
  if (config.SMS_TRANSPORT === 'http') {
    need('SMS_GATEWAY_URL', 'required when SMS_TRANSPORT=http');
    need('SMS_GATEWAY_TOKEN', 'required when SMS_TRANSPORT=http');
  } else if (production) {
    context.addIssue({
      code: 'custom',
      path: ['SMS_TRANSPORT'],
      message:
        'the outbox is refused in production: set SMS_TRANSPORT=http, SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN',
    });
  }
}

/** Parses the environment once; a bad value throws a ConfigError naming every bad key. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.refine(
    (config) => !(config.NODE_ENV === 'production' && config.PASSWORD_HASH_COST === 'test'),
    { path: ['PASSWORD_HASH_COST'], message: 'the test cost is refused in production' },
  )
    .superRefine(checkMessaging)
    .safeParse(cleaned);
  if (result.success) {
    const config = result.data;
    return {
      ...config,
      WEB_DIST_DIR: path.resolve(REPO_ROOT, config.WEB_DIST_DIR),
      BO_DIST_DIR: path.resolve(REPO_ROOT, config.BO_DIST_DIR),
    };
  }
  const keys = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    // A secret (or a URL that may carry a password) is never printed, even when it is wrong.
    const shown =
      cleaned[key] === undefined
        ? '(unset)'
        : SECRET_KEYS.has(key)
          ? '(hidden)'
          : JSON.stringify(cleaned[key]);
    return `  ${key}=${shown}: ${issue.message}`;
  });
  return failConfig(keys, `Invalid configuration (${keys.join(', ')}):\n${lines.join('\n')}`);
}

function failConfig(keys: string[], message: string): never {
  throw new ConfigError(keys, message);
}

/** SQLite file path of a `sqlite:` URL, relative paths taken from the repository root. */
export function sqliteFile(databaseUrl: string): string {
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') return file;
  return path.resolve(REPO_ROOT, file);
}
