/**
 * `npm run bench:lighthouse`: Lighthouse with its mobile defaults (simulated slow 4G and CPU
 * slowdown) on /m/, /m/rng and /m/lott, 3 runs each in the system Chromium, medians printed against the
 * targets.
 * Builds nothing: it serves the existing apps/web/dist (run `npm run build` first).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, requireChrome } from '../scripts/lib/chrome.ts';
import { assertWebBuilt, REPO_ROOT, startServer, WEB_DIST } from '../e2e/support/server.ts';
import { INITIAL_JS_BUDGET_KB, initialJavaScript } from './initial-js.ts';

const RUNS = 3;
const TARGETS = {
  performance: 95,
  lcpMs: 1_800,
  tbtMs: 200,
  cls: 0.05,
  initialJsKB: INITIAL_JS_BUDGET_KB,
};

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The element Lighthouse saw as the largest contentful paint, to know what to optimise. */
  lcpElement: string;
  /** Where the main thread went (issue 24): per kind of work, per script, and the long tasks. */
  mainThread: Array<{ group: string; ms: number }>;
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number; parseMs: number }>;
  longTasks: Array<{ url: string; startMs: number; ms: number }>;
}

/** The rows of one of Lighthouse's table audits, or none. */
function itemsOf(audit: { details?: unknown } | undefined): Array<Record<string, unknown>> {
  const details = audit?.details as { items?: Array<Record<string, unknown>> } | undefined;
  return details?.items ?? [];
}

const shortUrl = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || url : String(url);

/** Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.log(`  (run failed: ${(error as Error).message}; trying again)`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function lcpSnippet(details: unknown): string {
  const match = /"snippet":("(?:[^"\\]|\\.)*")/.exec(JSON.stringify(details ?? {}));
  return match ? (JSON.parse(match[1]!) as string) : 'unknown';
}

async function runOnce(url: string, chromePath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    // LH_DUMP=dir keeps each run's whole report, to read a run's network and task timelines.
    if (process.env.LH_DUMP) {
      await mkdir(process.env.LH_DUMP, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await writeFile(path.join(process.env.LH_DUMP, name), JSON.stringify(result.lhr));
    }
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      lcpElement: lcpSnippet(audits['largest-contentful-paint-element']?.details),
      mainThread: itemsOf(audits['mainthread-work-breakdown']).map((item) => ({
        group: String(item.groupLabel ?? item.group),
        ms: Math.round(Number(item.duration)),
      })),
      bootup: itemsOf(audits['bootup-time']).map((item) => ({
        url: shortUrl(item.url),
        totalMs: Math.round(Number(item.total)),
        scriptingMs: Math.round(Number(item.scripting)),
        parseMs: Math.round(Number(item.scriptParseCompile)),
      })),
      longTasks: itemsOf(audits['long-tasks']).map((item) => ({
        url: shortUrl(item.url),
        startMs: Math.round(Number(item.startTime)),
        ms: Math.round(Number(item.duration)),
      })),
    };
  } finally {
    chrome.kill();
  }
}

/** The landing page, the game list (issue 5) and the lottery lobby (issue 24), held to the same targets. */
const PAGES = (process.env.LH_PAGES ?? '/m/,/m/rng,/m/lott').split(',');

type Medians = Omit<Run, 'lcpElement' | 'mainThread' | 'bootup' | 'longTasks'>;

async function measure(baseUrl: string, pagePath: string, chromePath: string) {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await withRetries(() => runOnce(`${baseUrl}${pagePath}`, chromePath));
    console.log(
      `${pagePath} run ${i}: performance ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, ` +
        `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, ` +
        `CLS ${run.cls.toFixed(3)}; LCP element ${run.lcpElement}`,
    );
    runs.push(run);
  }
  const of = (key: keyof Medians) => median(runs.map((run) => run[key]));
  const medians: Medians = {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
  };
  return { runs, medians };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function rowsOf(m: Medians) {
  return [
    {
      metric: 'Performance',
      median: m.performance,
      target: `>= ${TARGETS.performance}`,
      result: verdict(m.performance >= TARGETS.performance),
    },
    { metric: 'Accessibility', median: m.accessibility, target: '', result: '' },
    { metric: 'Best practices', median: m.bestPractices, target: '', result: '' },
    {
      metric: 'LCP (ms)',
      median: Math.round(m.lcpMs),
      target: `< ${TARGETS.lcpMs}`,
      result: verdict(m.lcpMs < TARGETS.lcpMs),
    },
    { metric: 'FCP (ms)', median: Math.round(m.fcpMs), target: '', result: '' },
    {
      metric: 'TBT (ms)',
      median: Math.round(m.tbtMs),
      target: `< ${TARGETS.tbtMs}`,
      result: verdict(m.tbtMs < TARGETS.tbtMs),
    },
    {
      metric: 'CLS',
      median: Number(m.cls.toFixed(3)),
      target: `< ${TARGETS.cls}`,
      result: verdict(m.cls < TARGETS.cls),
    },
  ];
}

async function main(): Promise<number> {
  console.log(
    `Lighthouse (mobile defaults) on ${PAGES.join(' and ')}. This builds nothing: it uses apps/web/dist.`,
  );
  assertWebBuilt();
  const chromePath = requireChrome();
  const js = await initialJavaScript(WEB_DIST);
  const server = await startServer({ label: 'lighthouse', env: { LOG_LEVEL: 'error' } });
  const pages: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  try {
    for (const pagePath of PAGES)
      pages[pagePath] = await measure(server.baseUrl, pagePath, chromePath);
  } finally {
    await server.stop();
  }

  let passed = true;
  for (const pagePath of PAGES) {
    const { runs, medians } = pages[pagePath]!;
    const rows = rowsOf(medians);
    console.log(`\n${pagePath}: median of ${RUNS} runs`);
    console.table(rows);
    // The breakdowns of the run whose TBT is the median: what to remove, not just how much.
    const typical = runs.find((run) => run.tbtMs === medians.tbtMs) ?? runs[0]!;
    console.log(`${pagePath}: main thread by kind of work (ms, simulated phone)`);
    console.table(typical.mainThread);
    console.log(`${pagePath}: script bootup (ms)`);
    console.table(typical.bootup);
    console.log(`${pagePath}: long tasks`);
    console.table(typical.longTasks);
    passed &&= rows.every((row) => row.result !== 'FAIL');
  }
  const jsOk = js.gzipKB <= TARGETS.initialJsKB;
  console.log(
    `\nInitial JS: ${js.gzipKB.toFixed(1)} KB gzip (target <= ${TARGETS.initialJsKB}): ${verdict(jsOk)}`,
  );
  for (const file of js.files) {
    console.log(`  ${file.url}: ${(file.gzipBytes / 1024).toFixed(1)} KB gzip`);
  }

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const out = path.join(resultsDir, 'lighthouse.json');
  await writeFile(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), targets: TARGETS, pages, initialJs: js },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(REPO_ROOT, out)}`);
  return passed && jsOk ? 0 : 1;
}

process.exitCode = await main();
