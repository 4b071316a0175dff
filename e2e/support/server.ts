import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { API } from '@app/contracts';
import { waitForExit, waitForHealth } from './processes.ts';
import {
  dropProviderSchema,
  planProvider,
  startProvider,
  type ProviderPlan,
  type RunningProvider,
} from './provider.ts';

/**
 * Starts the real server (`apps/server/src/server.ts`) the way `npm start` does, on loopback,
 * with a database of its own: a temporary SQLite file, or a fresh schema when DATABASE_URL
 * points at PostgreSQL. Used by the e2e global setup, the benchmarks and the screenshot script.
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const SERVER_ENTRY = 'apps/server/src/server.ts';
const MERCHANT_CLI = 'apps/server/scripts/merchant-status.ts';
const BACKOFFICE_CLI = 'apps/server/scripts/backoffice.ts';
export const NODE_FLAGS = ['--disable-warning=ExperimentalWarning'];
/**
 * The operator the harness makes on every server it starts: its API key (decision 043) is the
 * operator API's credential in journeys (e2e/support/operator-api.ts).
 */
const E2E_OPERATOR = { username: 'e2e-ops', role: 'cashier' } as const;

/**
 * Production refuses the development outbox (decision 050), so a production server started here
 * (benchmarks, the README's screenshot) names live transports aimed at a closed loopback port:
 * nothing these servers do sends a message, and none could leave the machine.
 */
export const CLOSED_MESSAGING: Record<string, string> = {
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'bench@example.test',
  SMS_TRANSPORT: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'closed-port-only',
};

/** The variables that choose the database; the merchant CLI must see the same ones. */
export interface DatabaseEnv {
  DATABASE_URL: string;
  DATABASE_SCHEMA?: string;
}

export interface RunningServer {
  baseUrl: string;
  database: DatabaseEnv;
  /** Our game provider, started beside the server (e2e/support/provider.ts). */
  provider: RunningProvider;
  providerPlan: ProviderPlan;
  /** An API key of a cashier operator (`Authorization: Bearer bok_...`) for the operator API. */
  operatorKey: string;
  /** Last lines the server printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
  /** Fault tests: end a process at once (SIGKILL) and start it again on the same database. */
  killServer(): Promise<void>;
  startServerAgain(): Promise<void>;
  killProvider(): Promise<void>;
  startProviderAgain(): Promise<void>;
}

export interface StartOptions {
  /** Prefix of the temporary database (letters and underscores). */
  label: string;
  /** postgres:// URL to make the database on (default DATABASE_URL); else a SQLite file. */
  databaseUrl?: string;
  /** Extra environment for the server (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
}

export function assertWebBuilt(): void {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The built site is missing (${path.relative(REPO_ROOT, WEB_DIST)}/index.html). ` +
        'Run `npm run build` first.',
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function isPostgres(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** A database nobody else uses, and how to throw it away. */
export async function createDatabase(
  label: string,
  configured = process.env.DATABASE_URL,
): Promise<{ env: DatabaseEnv; dispose(): Promise<void> }> {
  if (isPostgres(configured)) {
    const schema = `${label}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase();
    return {
      env: { DATABASE_URL: configured, DATABASE_SCHEMA: schema },
      dispose: () => dropSchema(configured, schema),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `${label}-`));
  return {
    env: { DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** This process's environment with the database's variables (and no stale DATABASE_SCHEMA). */
export function serverEnv(
  database: DatabaseEnv,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database, ...extra };
  if (!database.DATABASE_SCHEMA) delete env.DATABASE_SCHEMA;
  return env;
}

/** One server process (apps/server/src/server.ts) on the port `env` names, at `baseUrl`. */
export interface ServerProcess {
  readonly baseUrl: string;
  /** The last lines it printed (over every start), for error messages. */
  output(): string;
  /** Spawns it and waits until its health route answers; throws (leaving it to `end`) if not. */
  start(): Promise<void>;
  /** Sends `signal`, then SIGKILL if it is still running 10 s later; nothing when not running. */
  end(signal: NodeJS.Signals): Promise<void>;
  /** Whether the last process started is still running. */
  running(): boolean;
}

/**
 * A server process that can be started, ended and started again on the same port and
 * database: the journeys' server (startServer) and each instance of the cluster
 * (e2e/cluster/cluster.ts).
 */
export function serverProcess(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  healthTimeoutMs = 60_000,
  /** Told of each process spawned (e.g. to end it if the test process exits first). */
  onSpawn?: (child: ChildProcess) => void,
): ServerProcess {
  let child: ChildProcess | null = null;
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  const running = () => !!child && child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    output: () => log,
    running,
    async start() {
      const started = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      onSpawn?.(started);
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await waitForHealth('The server', baseUrl + API.health, started, () => log, healthTimeoutMs);
    },
    async end(signal) {
      const current = child;
      if (!current) return;
      current.kill(signal);
      if (!(await waitForExit(current, 10_000))) {
        current.kill('SIGKILL');
        await waitForExit(current, 5_000);
      }
    },
  };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  assertWebBuilt();
  const database = await createDatabase(options.label, options.databaseUrl);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const providerDir = await mkdtemp(path.join(os.tmpdir(), `${options.label}-provider-`));
  const providerPlan = await planProvider({
    dir: providerDir,
    port: await freePort(),
    operatorUrl: baseUrl,
    databaseUrl: database.env.DATABASE_URL,
    schema: database.env.DATABASE_SCHEMA,
  });
  const production = (options.env?.NODE_ENV ?? 'production') === 'production';
  const env = serverEnv(database.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    GAME_PROVIDER_URL: providerPlan.url,
    GAME_PROVIDER_SECRETS_FILE: providerPlan.secretsFile,
    ...(production ? CLOSED_MESSAGING : {}),
    ...options.env,
  });
  let provider: RunningProvider | null = null;
  const server = serverProcess(baseUrl, env, options.healthTimeoutMs);
  const spawnServer = () => server.start();
  const endServer = (signal: NodeJS.Signals) => server.end(signal);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([endServer('SIGTERM'), provider?.stop()]);
    await database.dispose();
    await dropProviderSchema(providerPlan);
    await rm(providerDir, { recursive: true, force: true });
  };

  let operatorKey: string;
  try {
    // The provider first: the server installs the same secrets and calls it on launch.
    provider = await startProvider(REPO_ROOT, providerPlan, NODE_FLAGS);
    await spawnServer();
    operatorKey = await createOperatorKey(database.env);
  } catch (error) {
    await stop();
    throw error;
  }
  const running: RunningServer = {
    baseUrl,
    operatorKey,
    database: database.env,
    provider,
    providerPlan,
    output: () => `${server.output()}\n--- provider ---\n${running.provider.output()}`,
    stop,
    killServer: () => endServer('SIGKILL'),
    startServerAgain: spawnServer,
    async killProvider() {
      await running.provider.kill();
    },
    async startProviderAgain() {
      running.provider = await startProvider(REPO_ROOT, providerPlan, NODE_FLAGS);
      provider = running.provider;
    },
  };
  return running;
}

const execFileAsync = promisify(execFile);

async function runCli(script: string, database: DatabaseEnv, args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(process.execPath, [...NODE_FLAGS, script, ...args], {
      cwd: REPO_ROOT,
      env: serverEnv(database),
      timeout: 30_000,
    });
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${path.basename(script)} ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}

/** Runs the merchant-status CLI (`npm run merchant -- ...`) against the given database. */
export function runMerchantCli(database: DatabaseEnv, args: string[]): Promise<string> {
  return runCli(MERCHANT_CLI, database, args);
}

/** Runs the back-office CLI (`npm run backoffice -- ...`) against the given database. */
export function runBackOfficeCli(database: DatabaseEnv, args: string[]): Promise<string> {
  return runCli(BACKOFFICE_CLI, database, args);
}

/** The harness's operator and an API key of its own, as an operator would make them. */
export async function createOperatorKey(database: DatabaseEnv): Promise<string> {
  const { username, role } = E2E_OPERATOR;
  await runBackOfficeCli(database, ['create-operator', username, role, 'E2E automation']);
  const printed = await runBackOfficeCli(database, ['create-api-key', username, role, 'e2e']);
  const key = printed.trim().split('\n').pop() ?? '';
  if (!key.startsWith('bok_')) throw new Error(`create-api-key printed no key: ${printed}`);
  return key;
}
