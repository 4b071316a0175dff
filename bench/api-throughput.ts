/**
 * `npm run bench`: the home page's API calls against a bare node:http server answering a body
 * of the same size, in the same run, on loopback only. Bounded: a short warm-up, then a few
 * rounds that alternate the call and its baseline with a fixed duration each, so a noisy
 * neighbour on this shared machine hits both sides alike; the medians are reported.
 * Targets: the reads >= 40% of the baseline's requests per second with p99 < 20 ms; the spin
 * (POST, a ledger debit and a credit when it wins, a new idempotency key per request) >= 1,000
 * spins a second with p99 < 100 ms, its baseline a POST answered with a body of its size.
 * The lottery menu (every game with its open draw and last result) is a read like the others.
 * The game list (a page of 50, with and without a name search, 10,000 more games written into
 * the server's database first) >= 5,000 req/s, p99 < 20 ms and >= 30% of the baseline.
 * A round of our game provider (its page API, then a signed debit and a signed credit on the
 * operator's wallet over HTTP) >= 500 rounds a second with p99 < 100 ms.
 * A live table of the provider with 200 members betting every round (bench/live-table.ts):
 * every member's payout within 2 s of the table's result.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API, LOTTERY_API } from '@app/contracts';
import { startServer, REPO_ROOT, type RunningServer } from '../e2e/support/server.ts';
import { spinPlayer } from './spin-member.ts';
import { providerPlayer } from './provider-player.ts';
import { liveTableBench, PAYOUT_TARGET_MS, type LiveTableResult } from './live-table.ts';
import { BENCH_GAMES, seedBenchGames, uncachedPageMs } from './game-catalogue.ts';
import { median } from './median.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 2;
const CONNECTIONS = 50;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;
/** Spins of one member queue on its wallet (and SQLite writes one at a time): fewer in flight. */
const SPIN_CONNECTIONS = Number(process.env.BENCH_SPIN_CONNECTIONS ?? 10);
const SPIN_TARGET_PER_SECOND = 1_000;
const SPIN_TARGET_P99_MS = 100;
/** A provider round: its page API, a signed debit and a signed credit on the wallet (issue 19). */
const PROVIDER_ROUND_PER_SECOND = 500;
const PROVIDER_ROUND_P99_MS = 100;

const GAME_LIST_PER_SECOND = 5_000;
const GAME_LIST_RATIO = 0.3;
/** The game list's two calls, as the site sends them (the search as typed, with accents). */
const GAME_LIST_QUERIES = {
  'game list': { gameType: 'RNG', pageNo: '3', pageSize: '50', platform: 'html5', clientType: '2' },
  'game list search': { gameName: 'Đồng Tháp', pageNo: '1', pageSize: '50', clientType: '2' },
};

interface Call {
  name: string;
  path: string;
  targets: Scenario['targets'];
}

const CALLS: Call[] = [
  {
    name: 'announcements',
    path: `${API.announcements}?types=B,PL,PU&platform=M&groupName=m_home`,
    targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
  },
  {
    name: 'hot games',
    path: `${API.hotGames}?isPlatform=2&platform=html5`,
    targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
  },
  {
    // Every open lobby polls it (every 7 to 30 s); its countdowns are computed per request.
    name: 'lottery menu',
    path: `${LOTTERY_API.menu}?prizeMode=Lott&device=MOBILE&language=PT`,
    targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
  },
  ...Object.entries(GAME_LIST_QUERIES).map(([name, query]) => ({
    name,
    path: `${API.gameList}?${new URLSearchParams(query)}`,
    targets: { ratio: GAME_LIST_RATIO, perSecond: GAME_LIST_PER_SECOND, p99Ms: TARGET_P99_MS },
  })),
];

/** What autocannon sends: a GET by default; the spin is a POST with a fresh key each time. */
interface Target {
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(target: Target, duration: number): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    connections: target.connections,
    duration,
    pipelining: 1,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body ? { body: target.body } : {}),
    // `[<id>]` in the body becomes a new random id per request: every spin is a new bet.
    idReplacement: target.body?.includes('[<id>]') ?? false,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Median req/s and p99 over the rounds; errors are summed. */
function summarise(measures: Measure[]): Measure {
  return {
    requestsPerSecond: median(measures.map((m) => m.requestsPerSecond)),
    p50Ms: median(measures.map((m) => m.p50Ms)),
    p99Ms: median(measures.map((m) => m.p99Ms)),
    non2xx: measures.reduce((sum, m) => sum + m.non2xx, 0),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

/** Alternates the call and its baseline; the ratio is the median of the per-round ratios. */
async function compare(apiTarget: Target, baselineTarget: Target) {
  await load(apiTarget, WARMUP_S);
  await load(baselineTarget, WARMUP_S);
  const api: Measure[] = [];
  const base: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    api.push(await load(apiTarget, DURATION_S));
    base.push(await load(baselineTarget, DURATION_S));
  }
  const ratios = api.map((m, i) => m.requestsPerSecond / base[i]!.requestsPerSecond);
  return { api: summarise(api), baseline: summarise(base), ratio: median(ratios), ratios };
}

async function startBaseline(sizes: Map<string, number>) {
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'bench/baseline-server.ts'),
      ...[...sizes].map(([route, bytes]) => `${route}=${bytes}`),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve(Number(line)));
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** One row of the report: the real call, its node:http yardstick and what it must reach. */
interface Scenario {
  name: string;
  path: string;
  route: string;
  bytes: number;
  api: Target;
  method: 'GET' | 'POST';
  baselineBody?: string;
  targets: { ratio?: number; perSecond?: number; p99Ms: number };
}

function routeOf(name: string): string {
  return `/${name.replace(/\s+/g, '-')}`;
}

async function readScenarios(baseUrl: string): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  for (const call of CALLS) {
    const response = await fetch(baseUrl + call.path);
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${call.path} answered ${response.status}: ${body}`);
    scenarios.push({
      name: call.name,
      path: call.path,
      route: routeOf(call.name),
      bytes: body.length,
      method: 'GET',
      api: { url: baseUrl + call.path, connections: CONNECTIONS },
      targets: call.targets,
    });
  }
  return scenarios;
}

/** The spin: a funded member spins the first BGS slot at its minimum bet, one new key a spin. */
async function spinScenario(server: RunningServer): Promise<Scenario> {
  const player = await spinPlayer(server.baseUrl, server.database);
  const headers = { cookie: player.cookie, 'content-type': 'application/json' };
  const body = (key: string) => JSON.stringify({ betCents: player.betCents, idempotencyKey: key });
  const first = await fetch(server.baseUrl + player.path, {
    method: 'POST',
    headers,
    body: body(`bench-probe-${Date.now()}`),
  });
  const answer = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`spin answered ${first.status}: ${answer}`);
  return {
    name: 'spin',
    path: `POST ${player.path}`,
    route: routeOf('spin'),
    bytes: answer.length,
    method: 'POST',
    api: {
      url: server.baseUrl + player.path,
      connections: SPIN_CONNECTIONS,
      method: 'POST',
      headers,
      body: body('bench-[<id>]'),
    },
    baselineBody: body('bench-[<id>]'),
    targets: { perSecond: SPIN_TARGET_PER_SECOND, p99Ms: SPIN_TARGET_P99_MS },
  };
}

/** A round of our game provider's slot, staked and paid through the operator's wallet. */
async function providerRoundScenario(server: RunningServer): Promise<Scenario> {
  const player = await providerPlayer(server.baseUrl, server.database);
  const headers = { cookie: player.cookie, 'content-type': 'application/json' };
  const body = JSON.stringify({ betCents: player.betCents });
  const first = await fetch(player.roundUrl, { method: 'POST', headers, body });
  const answer = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`provider round answered ${first.status}: ${answer}`);
  return {
    name: 'provider round',
    path: `POST ${new URL(player.roundUrl).pathname} (provider)`,
    route: routeOf('provider round'),
    bytes: answer.length,
    method: 'POST',
    api: { url: player.roundUrl, connections: SPIN_CONNECTIONS, method: 'POST', headers, body },
    baselineBody: body,
    targets: { perSecond: PROVIDER_ROUND_PER_SECOND, p99Ms: PROVIDER_ROUND_P99_MS },
  };
}

function passes(scenario: Scenario, api: Measure, ratio: number): boolean {
  const { targets } = scenario;
  return (
    (targets.ratio === undefined || ratio >= targets.ratio) &&
    (targets.perSecond === undefined || api.requestsPerSecond >= targets.perSecond) &&
    api.p99Ms < targets.p99Ms &&
    api.non2xx === 0 &&
    api.errors === 0
  );
}

async function main(): Promise<number> {
  console.log(
    `API throughput: ${CONNECTIONS} connections (spin: ${SPIN_CONNECTIONS}), ${ROUNDS} alternating rounds of ${DURATION_S} s per target after ${WARMUP_S} s warm-up, loopback only`,
  );
  const server = await startServer({ label: 'bench', env: { LOG_LEVEL: 'error' } });
  const database = server.database.DATABASE_URL.split(':')[0]!;
  try {
    await seedBenchGames(server.database);
    const uncached = Object.fromEntries(
      await Promise.all(
        Object.entries(GAME_LIST_QUERIES).map(
          async ([name, query]) => [name, await uncachedPageMs(server.database, query)] as const,
        ),
      ),
    );
    console.log(
      `Game list: ${BENCH_GAMES} games added; one page built without the cache (count + rows, median): ` +
        Object.entries(uncached)
          .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
          .join(', '),
    );
    // BENCH_ONLY=<text> measures only the scenarios whose name contains it.
    const only = process.env.BENCH_ONLY;
    const scenarios = [
      ...(await readScenarios(server.baseUrl)),
      await spinScenario(server),
      await providerRoundScenario(server),
    ].filter((scenario) => !only || scenario.name.includes(only));
    const baseline = await startBaseline(new Map(scenarios.map((s) => [s.route, s.bytes])));
    const rows = [];
    try {
      for (const scenario of scenarios) {
        const baselineTarget: Target = {
          url: baseline.baseUrl + scenario.route,
          connections: scenario.api.connections,
          method: scenario.method,
          ...(scenario.baselineBody
            ? { headers: { 'content-type': 'application/json' }, body: scenario.baselineBody }
            : {}),
        };
        const { api, baseline: base, ratio, ratios } = await compare(scenario.api, baselineTarget);
        rows.push({
          call: scenario.name,
          path: scenario.path,
          bytes: scenario.bytes,
          connections: scenario.api.connections,
          targets: scenario.targets,
          api,
          baseline: base,
          ratio,
          ratios,
          pass: passes(scenario, api, ratio),
        });
      }
    } finally {
      baseline.stop();
    }

    // The live table: after the throughput runs, so its 200 members do not share the CPU.
    let live: LiveTableResult | null = null;
    if (!only || 'live table'.includes(only)) {
      live = await liveTableBench(server);
      console.log(
        `Live table: ${live.members} members x ${live.rounds} rounds, one bet each a round: ` +
          `${live.betsPerSecond} bets/s accepted in the burst, bet p50 ${live.betP50Ms} ms, p99 ${live.betP99Ms} ms, ` +
          `${live.failedBets} refused; result to payout max ${live.payoutMaxMs} ms, p99 ${live.payoutP99Ms} ms, ` +
          `${live.missedPayouts} missed (target: every payout within ${PAYOUT_TARGET_MS} ms) ${live.pass ? 'PASS' : 'FAIL'}`,
      );
    }

    const table = rows.flatMap((row) => [
      {
        target: `${row.call} (${row.bytes} B, ${row.connections} conn.)`,
        'req/s': Math.round(row.api.requestsPerSecond),
        'p50 ms': row.api.p50Ms,
        'p99 ms': row.api.p99Ms,
        ratio: `${(row.ratio * 100).toFixed(0)}%`,
        errors: row.api.non2xx + row.api.errors,
        result: row.pass ? 'PASS' : 'FAIL',
      },
      {
        target: `  node:http baseline (${row.bytes} B)`,
        'req/s': Math.round(row.baseline.requestsPerSecond),
        'p50 ms': row.baseline.p50Ms,
        'p99 ms': row.baseline.p99Ms,
        ratio: '100%',
        errors: row.baseline.non2xx + row.baseline.errors,
        result: '',
      },
    ]);
    console.table(table);
    console.log(
      `Targets: reads >= ${TARGET_RATIO * 100}% of the baseline's req/s and p99 < ${TARGET_P99_MS} ms; ` +
        `game list >= ${GAME_LIST_PER_SECOND} req/s, >= ${GAME_LIST_RATIO * 100}% and p99 < ${TARGET_P99_MS} ms; ` +
        `spin >= ${SPIN_TARGET_PER_SECOND} spins/s and p99 < ${SPIN_TARGET_P99_MS} ms; ` +
        `provider round >= ${PROVIDER_ROUND_PER_SECOND}/s and p99 < ${PROVIDER_ROUND_P99_MS} ms (database: ${database}); no errors.`,
    );

    const resultsDir = path.join(REPO_ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'api-throughput.json');
    await writeFile(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          database,
          connections: CONNECTIONS,
          spinConnections: SPIN_CONNECTIONS,
          durationSeconds: DURATION_S,
          rounds: ROUNDS,
          targets: {
            reads: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
            gameList: {
              perSecond: GAME_LIST_PER_SECOND,
              ratio: GAME_LIST_RATIO,
              p99Ms: TARGET_P99_MS,
              games: BENCH_GAMES,
            },
            spin: { perSecond: SPIN_TARGET_PER_SECOND, p99Ms: SPIN_TARGET_P99_MS },
          },
          gameListUncachedPageMs: uncached,
          rows,
          liveTable: live,
        },
        null,
        2,
      ),
    );
    console.log(`Results written to ${path.relative(REPO_ROOT, file)}`);
    return rows.every((row) => row.pass) && (live === null || live.pass) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
