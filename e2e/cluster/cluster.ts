import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API } from '@app/contracts';
import { deleteRedisKeys, findHaproxy } from '../../scripts/lib/cluster-tools.ts';
import { waitForExit } from '../support/processes.ts';
import {
  dropProviderSchema,
  planProvider,
  startProvider,
  type RunningProvider,
} from '../support/provider.ts';
import {
  assertWebBuilt,
  CLOSED_MESSAGING,
  createDatabase,
  createOperatorKey,
  freePort,
  NODE_FLAGS,
  REPO_ROOT,
  serverEnv,
  serverProcess,
  type DatabaseEnv,
  type ServerProcess,
} from '../support/server.ts';

/**
 * Several server instances on one PostgreSQL schema behind a real HAProxy (decision 063), for
 * the multi-instance test (cluster.e2e.ts) and `npm run bench:cluster`: a fresh schema (and one
 * for the provider), migrated and seeded once by the first instance, our game provider (its
 * wallet calls go through the balancer, as in compose.yaml), N instances on free loopback ports
 * sharing one Redis under a key prefix and database of the run's own, and HAProxy in the
 * foreground (`-db`) with round robin over them and a second front door with the first instance
 * alone (the bench's comparison of the balancer's own cost). `stop()` ends every process it
 * started, drops both schemas and deletes the run's Redis keys; a failed start does the same.
 */

export interface ClusterOptions {
  /** Prefix of the schema (letters and underscores). */
  label: string;
  /** postgres:// URL (default DATABASE_URL): the cluster needs PostgreSQL. */
  databaseUrl?: string;
  /** Redis server, e.g. redis://127.0.0.1:6379 (a database number is chosen per run). */
  redisUrl: string;
  /** How many server instances (default 3). */
  instances?: number;
  /** Extra environment for every instance (NODE_ENV, RATE_LIMIT_MAX, ...). */
  env?: Record<string, string>;
  /** Milliseconds each process may take to answer its health route (default 60 s). */
  healthTimeoutMs?: number;
}

export interface ClusterInstance {
  /** `s1`, `s2`, ...: its name in HAProxy's configuration and statistics. */
  name: string;
  baseUrl: string;
  process: ServerProcess;
}

/** One row of HAProxy's `show stat` (the fields the tests read). */
export interface HaproxyStat {
  proxy: string;
  server: string;
  status: string;
  /** Requests (sessions, in HTTP mode one per request) the server was given since start. */
  total: number;
  responses2xx: number;
}

export interface Cluster {
  /** The balancer's front door: round robin over every instance. */
  lbUrl: string;
  /** A second front door of the same HAProxy with the first instance alone behind it. */
  singleLbUrl: string;
  instances: ClusterInstance[];
  database: DatabaseEnv;
  provider: RunningProvider;
  /** A cashier operator's API key (e2e/support/operator-api.ts), valid on every instance. */
  operatorKey: string;
  /** `Authorization: Bearer <token>` for each instance's GET /metrics (decision 060). */
  metricsToken: string;
  /** The Redis URL the instances were given and REDIS_KEY_PREFIX (their keys: `<prefix>:...`). */
  redis: { url: string; keyPrefix: string };
  /** HAProxy's statistics through its socket. */
  haproxyStats(): Promise<HaproxyStat[]>;
  /** Every process's last lines, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const BACKEND = 'servers';
const SINGLE_BACKEND = 'first';

/** HAProxy's configuration: one address per front door, the instances' ports. */
function haproxyConfig(options: {
  socket: string;
  lbPort: number;
  singlePort: number;
  instances: { name: string; port: number }[];
}): string {
  const servers = (list: { name: string; port: number }[]) =>
    list.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join('\n');
  return `# Written by e2e/cluster/cluster.ts for one run (decision 063).
global
  maxconn 2000
  stats socket ${options.socket} mode 600 level operator

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # Server-sent event streams stay open: tunnels (and streams) may idle for long.
  timeout tunnel 1h
  # A connection an instance refused (stopped, killed) is retried on another one; a request
  # an instance may have started is never sent twice.
  retries 2
  option redispatch
  retry-on conn-failure

frontend www
  bind 127.0.0.1:${options.lbPort}
  # Unlike deploy/haproxy.cfg, the client's X-Forwarded-For is kept: on loopback every client
  # is 127.0.0.1 (exempt from the rate limit), so the tests name their address in the header,
  # as a client behind another proxy would, and HAProxy appends its own hop.
  option forwardfor
  default_backend ${BACKEND}

frontend single
  bind 127.0.0.1:${options.singlePort}
  option forwardfor
  default_backend ${SINGLE_BACKEND}

backend ${BACKEND}
  balance roundrobin
  option httpchk GET ${API.health}
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${servers(options.instances)}

backend ${SINGLE_BACKEND}
  option httpchk GET ${API.health}
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${servers(options.instances.slice(0, 1))}
`;
}

/** One command on HAProxy's statistics socket; its whole answer. */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let text = '';
    client.setTimeout(3_000, () => client.destroy(new Error('HAProxy stats socket timed out')));
    client.on('connect', () => client.write(`${command}\n`));
    client.on('data', (chunk) => {
      text += chunk.toString();
    });
    client.on('error', reject);
    client.on('close', () => resolve(text));
  });
}

function parseStats(csv: string): HaproxyStat[] {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines
    .map((line) => line.split(','))
    .map((cells) => ({
      proxy: cells[at('pxname')] ?? '',
      server: cells[at('svname')] ?? '',
      status: cells[at('status')] ?? '',
      total: Number(cells[at('stot')] || 0),
      responses2xx: Number(cells[at('hrsp_2xx')] || 0),
    }));
}

/** A reason to stop waiting at once (a process that exited will not come up). */
class GaveUp extends Error {}

/**
 * Polls until `check` answers true; throws `what` with the detail it last gave, or at once
 * when `check` throws GaveUp.
 */
async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<true | string>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const outcome = await check();
      if (outcome === true) return;
      last = outcome;
    } catch (error) {
      if (error instanceof GaveUp) throw error;
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeoutMs} ms (${last})`);
}

/** Every child this module started and has not seen exit: ended if the test process exits. */
const children = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A crash or an interrupted run must not leave servers or HAProxy behind.
    process.once('exit', () => {
      for (const running of children) running.kill('SIGKILL');
    });
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  assertWebBuilt();
  const haproxyPath = findHaproxy();
  if (!haproxyPath) throw new Error('HAProxy is missing (scripts/lib/cluster-tools.ts)');
  const configured = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!configured || !/^postgres(ql)?:\/\//.test(configured)) {
    throw new Error('The cluster needs PostgreSQL: DATABASE_URL=postgres://...');
  }
  const count = options.instances ?? 3;
  const database = await createDatabase(options.label, configured);
  const schema = database.env.DATABASE_SCHEMA!;
  const dir = await mkdtemp(path.join(os.tmpdir(), `${options.label}-cluster-`));
  const [lbPort, singlePort, providerPort, ...ports] = await Promise.all(
    Array.from({ length: 3 + count }, () => freePort()),
  );
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const singleLbUrl = `http://127.0.0.1:${singlePort}`;
  // Redis: a database of 1-15 and a key prefix of the run's own; parallel runs on one Redis
  // (two CI jobs) meet neither each other's keys nor each other's channels.
  const keyPrefix = schema;
  const redisUrl = `${options.redisUrl.replace(/\/\d*$/, '')}/${randomInt(1, 16)}`;
  const metricsToken = randomBytes(32).toString('hex');
  const providerPlan = await planProvider({
    dir,
    port: providerPort!,
    // The provider's wallet calls reach whichever instance the balancer picks.
    operatorUrl: lbUrl,
    databaseUrl: database.env.DATABASE_URL,
    schema,
  });
  const production = (options.env?.NODE_ENV ?? 'production') === 'production';
  const instances: ClusterInstance[] = ports.map((port, index) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = serverEnv(database.env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      GAME_PROVIDER_URL: providerPlan.url,
      GAME_PROVIDER_SECRETS_FILE: providerPlan.secretsFile,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // Behind HAProxy, which appends the client's address to X-Forwarded-For.
      TRUST_PROXY: 'true',
      // Every instance sweeps the lottery often: they race for each draw, as in production.
      LOTTERY_SWEEP_MS: '250',
      METRICS_TOKEN: metricsToken,
      ...(production ? CLOSED_MESSAGING : {}),
      ...options.env,
    });
    return {
      name: `s${index + 1}`,
      baseUrl,
      process: serverProcess(baseUrl, env, options.healthTimeoutMs, track),
    };
  });

  let provider: RunningProvider | null = null;
  let haproxy: ChildProcess | null = null;
  let haproxyLog = '';
  const socket = path.join(dir, 'haproxy.sock');
  const output = () =>
    [
      ...instances.map((i) => `--- ${i.name} (${i.baseUrl}) ---\n${i.process.output()}`),
      `--- provider ---\n${provider?.output() ?? ''}`,
      `--- haproxy ---\n${haproxyLog}`,
    ].join('\n');

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const endHaproxy = async () => {
      if (!haproxy) return;
      haproxy.kill('SIGTERM');
      if (!(await waitForExit(haproxy, 5_000))) {
        haproxy.kill('SIGKILL');
        await waitForExit(haproxy, 5_000);
      }
    };
    // Every step runs whatever the others do: nothing may stay behind.
    const results = await Promise.allSettled([
      endHaproxy(),
      ...instances.map((instance) => instance.process.end('SIGTERM')),
      provider?.stop(),
    ]);
    const cleanups = await Promise.allSettled([
      database.dispose(),
      dropProviderSchema(providerPlan),
      deleteRedisKeys(redisUrl, `${keyPrefix}:`),
    ]);
    await rm(dir, { recursive: true, force: true });
    const failed = [...results, ...cleanups].find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  };

  try {
    // The first instance migrates and seeds the new schema (holding the start-up lock) while the
    // provider starts; the others then start on a ready database. Side by side where they can:
    // starting a process here is mostly CPU, on two cores.
    const [first, ...others] = instances;
    const starting = startProvider(REPO_ROOT, providerPlan, NODE_FLAGS);
    const firstUp = await Promise.allSettled([starting, first!.process.start()]);
    if (firstUp[0].status === 'fulfilled') provider = firstUp[0].value;
    for (const step of firstUp) if (step.status === 'rejected') throw step.reason;
    const [operatorKey] = await Promise.all([
      createOperatorKey(database.env),
      ...others.map((instance) => instance.process.start()),
    ]);

    const config = path.join(dir, 'haproxy.cfg');
    await writeFile(
      config,
      haproxyConfig({
        socket,
        lbPort: lbPort!,
        singlePort: singlePort!,
        instances: instances.map((instance, index) => ({
          name: instance.name,
          port: ports[index]!,
        })),
      }),
    );
    haproxy = spawn(haproxyPath, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    track(haproxy);
    const keep = (chunk: Buffer) => {
      haproxyLog = (haproxyLog + chunk.toString()).slice(-20_000);
    };
    haproxy.stdout?.on('data', keep);
    haproxy.stderr?.on('data', keep);
    const running = haproxy;
    const stats = async () => parseStats(await haproxyCommand(socket, 'show stat'));
    await waitUntil('HAProxy had every instance up', 30_000, async () => {
      if (running.exitCode !== null || running.signalCode !== null) {
        throw new GaveUp(`HAProxy exited (${running.exitCode ?? running.signalCode})`);
      }
      const rows = (await stats()).filter(
        (row) => row.proxy === BACKEND && /^s\d+$/.test(row.server),
      );
      const up = rows.filter((row) => row.status === 'UP').length;
      return (
        up === count ||
        `${up} of ${count} up: ${rows.map((r) => `${r.server} ${r.status}`).join(', ')}`
      );
    });
    for (const front of [lbUrl, singleLbUrl]) {
      await waitUntil(`${front} answered`, 10_000, async () => {
        const response = await fetch(front + API.health, { signal: AbortSignal.timeout(2_000) });
        return response.ok || `HTTP ${response.status}`;
      });
    }
    return {
      lbUrl,
      singleLbUrl,
      instances,
      database: database.env,
      provider: provider!,
      operatorKey,
      metricsToken,
      redis: { url: redisUrl, keyPrefix },
      haproxyStats: stats,
      output,
      stop,
    };
  } catch (error) {
    const detail = output();
    await stop().catch(() => undefined);
    throw new Error(`The cluster did not start: ${(error as Error).message}\n${detail}`, {
      cause: error,
    });
  }
}
