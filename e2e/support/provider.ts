import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { waitForExit, waitForHealth } from './processes.ts';

/**
 * Our game provider as `npm start` runs it (apps/provider/src/server.ts), beside the operator's
 * server: its own port and database (a SQLite file, or a PostgreSQL schema of its own), the
 * brands' shared secrets in a file both processes read. `kill` and `start` let a fault test
 * take it down in the middle of rounds and bring it back on the same database.
 */

const PROVIDER_ENTRY = 'apps/provider/src/server.ts';
export const PROVIDER_BRANDS = [
  'SLX',
  'AUR',
  'MGC',
  'DSA',
  'VLV',
  'CRW',
  'PVK',
  'KCK',
  'NXA',
  'IMES',
  'IA',
  'AV',
] as const;

export interface ProviderPlan {
  url: string;
  port: number;
  secretsFile: string;
  env: Record<string, string>;
}

/** Chooses the provider's port, database and secrets (written to `dir`) before anything starts. */
export async function planProvider(options: {
  dir: string;
  port: number;
  operatorUrl: string;
  databaseUrl?: string | undefined;
  schema?: string | undefined;
}): Promise<ProviderPlan> {
  const secretsFile = path.join(options.dir, 'provider-secrets.json');
  const secrets = Object.fromEntries(
    PROVIDER_BRANDS.map((brand) => [brand, randomBytes(32).toString('base64url')]),
  );
  await writeFile(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
  const url = `http://127.0.0.1:${options.port}`;
  const postgres = options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl);
  return {
    url,
    port: options.port,
    secretsFile,
    env: {
      PROVIDER_PORT: String(options.port),
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_PUBLIC_URL: url,
      OPERATOR_URL: options.operatorUrl,
      PROVIDER_SECRETS_FILE: secretsFile,
      PROVIDER_SWEEP_MS: '500',
      // Live tables at half pace (a roulette round in about 12 s) and matches 20 times faster
      // (a football match in 24 s), so journeys see rounds and matches end.
      TABLE_PACE_PERCENT: '50',
      SPORTS_PACE_PERCENT: '5',
      WALLET_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'warn',
      ...(postgres
        ? {
            PROVIDER_DATABASE_URL: options.databaseUrl!,
            PROVIDER_DATABASE_SCHEMA: `${options.schema}_provider`,
          }
        : { PROVIDER_DATABASE_URL: `sqlite:${path.join(options.dir, 'provider.db')}` }),
    },
  };
}

export async function dropProviderSchema(plan: ProviderPlan): Promise<void> {
  const schema = plan.env.PROVIDER_DATABASE_SCHEMA;
  if (!schema) return;
  const client = new pg.Client({ connectionString: plan.env.PROVIDER_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export interface RunningProvider {
  url: string;
  output(): string;
  /** Ends it at once (SIGKILL): no graceful shutdown, as a crash would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startProvider(
  root: string,
  plan: ProviderPlan,
  nodeFlags: string[],
  timeoutMs = 60_000,
): Promise<RunningProvider> {
  const child = spawn(process.execPath, [...nodeFlags, PROVIDER_ENTRY], {
    cwd: root,
    env: { ...process.env, ...plan.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };
  try {
    await waitForHealth('The game provider', `${plan.url}/health`, child, () => log, timeoutMs);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    url: plan.url,
    output: () => log,
    kill: () => stop('SIGKILL'),
    stop: () => stop('SIGTERM'),
  };
}
