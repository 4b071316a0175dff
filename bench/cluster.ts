/**
 * `npm run bench:cluster` (issue 26, decision 063): what a second and third instance buy, measured
 * rather than assumed. The multi-instance test's cluster (e2e/cluster/cluster.ts: three
 * production servers on one PostgreSQL schema, Redis, HAProxy round robin) under two mixes:
 * - reads: the public calls every visitor's pages make (system status, announcements, hot games,
 *   the lottery menu, a game list page and a name search), each connection cycling through them;
 * - spins: in-house slot spins (POST, a ledger debit and a credit when it wins), each connection
 *   the member of its own, funded through the ledger, so no two connections queue on one wallet.
 * Each instance is warmed first; then each mix runs for a fixed time against one instance
 * directly, against the same instance alone behind HAProxy (the balancer's own cost) and against
 * all three behind HAProxy, in alternating rounds (medians); the table gives requests per
 * second, p50 and p99, and the scaling factor is three instances' requests per second over one
 * instance's. The load generator runs on the same machine: on two cores it takes
 * a share of the CPU the instances would scale into, so read the factor as this machine's.
 * Needs PostgreSQL (DATABASE_URL), Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and
 * HAProxy. Not part of `npm test`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API, LOTTERY_API } from '@app/contracts';
import { startCluster, type Cluster } from '../e2e/cluster/cluster.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { clusterToolsMissing, testRedisUrl } from '../scripts/lib/cluster-tools.ts';
import { spinPlayer, type SpinPlayer } from './spin-member.ts';
import { median } from './median.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_S = 2;
const READ_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** One member per connection: spins of one member queue on its wallet, whatever the instance. */
const SPIN_CONNECTIONS = Number(process.env.BENCH_SPIN_CONNECTIONS ?? 24);

const READS = [
  `${API.systemStatus}`,
  `${API.announcements}?types=B,PL,PU&platform=M&groupName=m_home`,
  `${API.hotGames}?isPlatform=2&platform=html5`,
  `${LOTTERY_API.menu}?prizeMode=Lott&device=MOBILE&language=PT`,
  `${API.gameList}?gameType=RNG&pageNo=3&pageSize=50&platform=html5&clientType=2`,
  `${API.gameList}?gameName=${encodeURIComponent('Đồng Tháp')}&pageNo=1&pageSize=50&clientType=2`,
];

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

type Mix = (url: string, duration: number) => Promise<Measure>;

function measureOf(result: autocannon.Result): Measure {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Medians over the rounds; errors summed. */
function summarise(measures: Measure[]): Measure {
  return {
    requestsPerSecond: median(measures.map((m) => m.requestsPerSecond)),
    p50Ms: median(measures.map((m) => m.p50Ms)),
    p99Ms: median(measures.map((m) => m.p99Ms)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

function readMix(): Mix {
  return async (url, duration) =>
    measureOf(
      await autocannon({
        url,
        connections: READ_CONNECTIONS,
        duration,
        pipelining: 1,
        requests: READS.map((read) => ({ method: 'GET' as const, path: read })),
      }),
    );
}

function spinMix(players: SpinPlayer[]): Mix {
  const first = players[0]!;
  return async (url, duration) => {
    let next = 0;
    return measureOf(
      await autocannon({
        url: url + first.path,
        connections: players.length,
        duration,
        pipelining: 1,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // `[<id>]` becomes a new random id per request: every spin is a new bet.
        body: JSON.stringify({ betCents: first.betCents, idempotencyKey: 'bench-[<id>]' }),
        idReplacement: true,
        setupClient: (client) => {
          const player = players[next++ % players.length]!;
          client.setHeaders({ 'content-type': 'application/json', cookie: player.cookie });
        },
      }),
    );
  };
}

/** Every call of the mix answers 200 on `url` before it is measured. */
async function probe(url: string, players: SpinPlayer[]): Promise<void> {
  for (const read of READS) {
    const response = await fetch(url + read);
    if (!response.ok) throw new Error(`${read} answered ${response.status} on ${url}`);
    await response.arrayBuffer();
  }
  const player = players[0]!;
  const response = await fetch(url + player.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie },
    body: JSON.stringify({ betCents: player.betCents, idempotencyKey: `probe-${Date.now()}` }),
  });
  if (!response.ok) throw new Error(`spin answered ${response.status}: ${await response.text()}`);
}

async function main(): Promise<number> {
  const missing = [
    ...(/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
      ? []
      : ['PostgreSQL (DATABASE_URL=postgres://...)']),
    ...(await clusterToolsMissing()),
  ];
  if (missing.length > 0) {
    console.error(`bench:cluster needs ${missing.join('; ')}.`);
    return 1;
  }
  console.log(
    `Cluster: reads (${READ_CONNECTIONS} connections cycling through ${READS.length} calls) and ` +
      `spins (${SPIN_CONNECTIONS} connections, a member each); each instance warmed ${WARMUP_S} s, ` +
      `then ${ROUNDS} rounds of ${DURATION_S} s per target (medians), loopback only; starting ` +
      'a PostgreSQL schema, the provider, 3 instances and HAProxy...',
  );
  const started = performance.now();
  const cluster: Cluster = await startCluster({
    label: 'benchcluster',
    redisUrl: testRedisUrl(),
    env: {
      LOG_LEVEL: 'error',
      // As deployed: metrics off unless asked for, the lottery swept every second.
      METRICS_TOKEN: '',
      LOTTERY_SWEEP_MS: '1000',
    },
  });
  console.log(`Cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const players: SpinPlayer[] = [];
    for (let n = 0; n < SPIN_CONNECTIONS; n += 1) {
      players.push(await spinPlayer(cluster.instances[0]!.baseUrl, cluster.database));
    }
    const targets = [
      { name: 'one instance', url: cluster.instances[0]!.baseUrl },
      { name: 'one instance behind HAProxy', url: cluster.singleLbUrl },
      {
        name: `${cluster.instances.length} instances behind HAProxy`,
        url: cluster.lbUrl,
      },
    ];
    for (const target of targets) await probe(target.url, players);

    const mixes = { reads: readMix(), spins: spinMix(players) };
    const rows: Array<{ mix: string; target: string } & Measure> = [];
    for (const [mix, run] of Object.entries(mixes)) {
      // Every instance warm (its code compiled, its caches filled) before anything is measured.
      for (const instance of cluster.instances) await run(instance.baseUrl, WARMUP_S);
      // Rounds alternate the targets, so a noisy neighbour on this machine hits each alike.
      const measured = new Map<string, Measure[]>();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) {
          const measure = await run(target.url, DURATION_S);
          measured.set(target.name, [...(measured.get(target.name) ?? []), measure]);
          console.log(
            `  ${mix} / ${target.name} (round ${round + 1}): ${Math.round(measure.requestsPerSecond)} req/s, ` +
              `p99 ${measure.p99Ms} ms${measure.errors ? `, ${measure.errors} errors` : ''}`,
          );
        }
      }
      for (const target of targets) {
        rows.push({ mix, target: target.name, ...summarise(measured.get(target.name)!) });
      }
    }
    const rate = (mix: string, target: string) =>
      rows.find((row) => row.mix === mix && row.target === target)!.requestsPerSecond;
    const all = targets[2]!.name;
    const scaling = Object.fromEntries(
      Object.keys(mixes).map((mix) => [
        mix,
        {
          overOneInstance: rate(mix, all) / rate(mix, targets[0]!.name),
          overOneBehindHaproxy: rate(mix, all) / rate(mix, targets[1]!.name),
        },
      ]),
    );

    console.table(
      rows.map((row) => ({
        mix: row.mix,
        target: row.target,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50Ms,
        'p99 ms': row.p99Ms,
        errors: row.errors,
      })),
    );
    for (const [mix, factor] of Object.entries(scaling)) {
      console.log(
        `Scaling, ${mix}: ${all} = ${factor.overOneInstance.toFixed(2)}x one instance ` +
          `(${factor.overOneBehindHaproxy.toFixed(2)}x one instance behind HAProxy)`,
      );
    }

    const resultsDir = path.join(REPO_ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'cluster.json');
    await writeFile(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          cores: os.availableParallelism(),
          durationSeconds: DURATION_S,
          rounds: ROUNDS,
          readConnections: READ_CONNECTIONS,
          spinConnections: SPIN_CONNECTIONS,
          reads: READS,
          rows,
          scaling,
        },
        null,
        2,
      ),
    );
    console.log(`Results written to ${path.relative(REPO_ROOT, file)}`);
    // A measurement, not a gate: it fails only when requests failed.
    return rows.every((row) => row.errors === 0) ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

process.exitCode = await main();
