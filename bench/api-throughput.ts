/**
 * `npm run bench`: the home page's API calls against a bare node:http server answering a body
 * of the same size, in the same run, on loopback only. Bounded: a short warm-up, then a few
 * rounds that alternate the call and its baseline with a fixed duration each, so a noisy
 * neighbour on this shared machine hits both sides alike; the medians are reported.
 * Target: >= 40% of the baseline's requests per second, p99 < 20 ms.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API } from '@app/contracts';
import { startServer, REPO_ROOT } from '../e2e/support/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 2;
const CONNECTIONS = 50;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;

const CALLS = [
  { name: 'announcements', path: `${API.announcements}?types=B,PL,PU&platform=M&groupName=m_home` },
  { name: 'hot games', path: `${API.hotGames}?isPlatform=2&platform=html5` },
];

interface Measure {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, duration: number): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median req/s and p99 over the rounds; errors are summed. */
function summarise(measures: Measure[]): Measure {
  return {
    requestsPerSecond: median(measures.map((m) => m.requestsPerSecond)),
    p99Ms: median(measures.map((m) => m.p99Ms)),
    non2xx: measures.reduce((sum, m) => sum + m.non2xx, 0),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

/** Alternates the call and its baseline; the ratio is the median of the per-round ratios. */
async function compare(apiUrl: string, baselineUrl: string) {
  await load(apiUrl, WARMUP_S);
  await load(baselineUrl, WARMUP_S);
  const api: Measure[] = [];
  const base: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    api.push(await load(apiUrl, DURATION_S));
    base.push(await load(baselineUrl, DURATION_S));
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

async function main(): Promise<number> {
  console.log(
    `API throughput: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s per target after ${WARMUP_S} s warm-up, loopback only`,
  );
  const server = await startServer({ label: 'bench', env: { LOG_LEVEL: 'error' } });
  const sizes = new Map<string, number>();
  try {
    for (const call of CALLS) {
      const response = await fetch(server.baseUrl + call.path);
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${call.path} answered ${response.status}: ${body}`);
      sizes.set(`/${call.name.replace(/\s+/g, '-')}`, body.length);
    }
    const baseline = await startBaseline(sizes);
    const rows = [];
    try {
      for (const call of CALLS) {
        const route = `/${call.name.replace(/\s+/g, '-')}`;
        const bytes = sizes.get(route)!;
        const {
          api,
          baseline: base,
          ratio,
          ratios,
        } = await compare(server.baseUrl + call.path, baseline.baseUrl + route);
        const pass =
          ratio >= TARGET_RATIO &&
          api.p99Ms < TARGET_P99_MS &&
          api.non2xx === 0 &&
          api.errors === 0;
        rows.push({
          call: call.name,
          path: call.path,
          bytes,
          api,
          baseline: base,
          ratio,
          ratios,
          pass,
        });
      }
    } finally {
      baseline.stop();
    }

    const table = rows.flatMap((row) => [
      {
        target: `${row.call} (${row.bytes} B)`,
        'req/s': Math.round(row.api.requestsPerSecond),
        'p99 ms': row.api.p99Ms,
        ratio: `${(row.ratio * 100).toFixed(0)}%`,
        errors: row.api.non2xx + row.api.errors,
        result: row.pass ? 'PASS' : 'FAIL',
      },
      {
        target: `  node:http baseline (${row.bytes} B)`,
        'req/s': Math.round(row.baseline.requestsPerSecond),
        'p99 ms': row.baseline.p99Ms,
        ratio: '100%',
        errors: row.baseline.non2xx + row.baseline.errors,
        result: '',
      },
    ]);
    console.table(table);
    console.log(
      `Targets: >= ${TARGET_RATIO * 100}% of the baseline's req/s and p99 < ${TARGET_P99_MS} ms, no errors.`,
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
          database: server.database.DATABASE_URL.split(':')[0],
          connections: CONNECTIONS,
          durationSeconds: DURATION_S,
          rounds: ROUNDS,
          targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
          rows,
        },
        null,
        2,
      ),
    );
    console.log(`Results written to ${path.relative(REPO_ROOT, file)}`);
    return rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
