import path from 'node:path';
import { z } from 'zod';

/** Repository root, so relative defaults work whatever the current directory is. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const ConfigSchema = z.object({
  PROVIDER_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  PROVIDER_HOST: z.string().min(1).default('0.0.0.0'),
  /** Where members' browsers reach this service (the launch URLs it answers). */
  PROVIDER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PROVIDER_DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:data/provider.db'),
  /** The PostgreSQL schema of the provider (its own, never the operator's). */
  PROVIDER_DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('provider'),
  /** The operator's server: its seamless wallet and launch-token check. */
  OPERATOR_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
  /** `{ "<brand>": "<secret>" }` installed at start (the demo's shared secrets). */
  PROVIDER_SECRETS_FILE: z.string().min(1).optional(),
  /** Milliseconds between outbox deliveries and recovery sweeps; 0 turns the worker off. */
  PROVIDER_SWEEP_MS: z.coerce.number().int().min(0).default(1000),
  /** Milliseconds a wallet call may take before it counts as unanswered. */
  WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Where the built game client lives. */
  PROVIDER_CLIENT_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/provider/dist')),
  /** Live tables' pace in percent of the studio's times (tests and demos run faster). */
  TABLE_PACE_PERCENT: z.coerce.number().int().min(5).max(400).default(100),
  /** Sports matches' pace in percent of the product's (tests play them faster). */
  SPORTS_PACE_PERCENT: z.coerce.number().min(1).max(100).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ProviderConfig = z.infer<typeof ConfigSchema> & { PROVIDER_PUBLIC_URL: string };

/** Parses the environment; empty strings mean "not set". Throws naming every bad key. */
export function parseProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const cleaned = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    // Values are not echoed: a URL may carry a password.
    const keys = result.error.issues.map((issue) => issue.path.join('.'));
    throw new Error(`Invalid provider configuration: ${[...new Set(keys)].join(', ')}`);
  }
  const config = result.data;
  return {
    ...config,
    PROVIDER_PUBLIC_URL:
      config.PROVIDER_PUBLIC_URL ?? `http://127.0.0.1:${config.PROVIDER_PORT || 3100}`,
  };
}

/** The SQLite file of a `sqlite:` URL, relative to the repository root. */
export function sqliteFile(url: string): string {
  const file = url.slice('sqlite:'.length);
  return file === ':memory:' ? file : path.resolve(REPO_ROOT, file);
}
