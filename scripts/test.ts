/**
 * `npm test`: every check the project has, in one command (decision 027). Runs all steps even
 * when one fails (no fail-fast), then prints a summary with each step's time and, alone on the
 * last line, `Tests: N passed, M failed`. Failed steps other than the test runs (lint,
 * typecheck, build, the bundle budget, a missing browser in CI) count as failures in that line,
 * so it never reads green when something was red.
 *
 * What a database cannot change runs once; the server tests and the journeys run once per
 * database (scripts/lib/test-databases.ts: SQLite, and PostgreSQL when DATABASE_URL names it).
 * Both cores are used: the static checks two at a time, the unit, component and server tests in
 * one Vitest run over two workers, and the journeys of each database side by side. With
 * PostgreSQL, the multi-instance test (three servers behind HAProxy, with Redis; e2e/cluster)
 * runs last, alone.
 *
 * `npm test -- --timings` adds each project's time and the slowest test files to the summary.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ENTRY_GRAPH_BUDGET_KB,
  firstPaintPath,
  INITIAL_JS_BUDGET_KB,
  initialJavaScript,
} from '../bench/initial-js.ts';
import { CHROME_INSTALL_HINT, findChrome } from './lib/chrome.ts';
import { CLUSTER_INSTALL_HINT, clusterToolsMissing } from './lib/cluster-tools.ts';
import { testDatabases, type TestDatabaseChoice } from './lib/test-databases.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const isCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());
const showTimings = process.argv.includes('--timings');

type Outcome = 'passed' | 'failed' | 'skipped';
interface Step {
  name: string;
  outcome: Outcome;
  seconds: number;
  note?: string;
}
const steps: Step[] = [];

function banner(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/**
 * Runs a command. `output: 'inherit'` streams it; `'buffer'` keeps it and prints it in one
 * piece when the command ends (for steps that run side by side); a prefix marks each line of
 * a streamed command that runs beside another one.
 */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; output: 'inherit' | 'buffer' | { prefix: string } },
): Promise<{ code: number; text: string }> {
  return new Promise((resolve) => {
    const inherit = options.output === 'inherit';
    const child = spawn(command, args, {
      cwd: ROOT,
      env: options.env ?? process.env,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    if (!inherit) {
      const prefix = typeof options.output === 'object' ? options.output.prefix : null;
      let partial = '';
      const take = (chunk: Buffer) => {
        if (prefix === null) {
          text += chunk.toString();
          return;
        }
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
      };
      child.stdout?.on('data', take);
      child.stderr?.on('data', take);
      child.on('close', () => {
        if (prefix !== null && partial) process.stdout.write(`${prefix} ${partial}\n`);
      });
    }
    child.on('error', (error) => {
      text += `Could not start ${command}: ${error.message}\n`;
      resolve({ code: 127, text });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), text }));
  });
}

function record(name: string, code: number, started: number, note?: string): Step {
  const step: Step = {
    name,
    outcome: code === 0 ? 'passed' : 'failed',
    seconds: (performance.now() - started) / 1000,
    note:
      [code === 0 ? undefined : `exit code ${code}`, note].filter(Boolean).join('; ') || undefined,
  };
  steps.push(step);
  return step;
}

interface Command {
  name: string;
  command: string;
  args: string[];
}

/** Runs commands at most `width` at a time, printing each one's output when it ends. */
async function runSideBySide(commands: Command[], width: number): Promise<void> {
  const queue = [...commands];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      const { code, text } = await run(next.command, next.args, { output: 'buffer' });
      banner(`${next.name} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
      process.stdout.write(text || '(no output)\n');
      record(next.name, code, started);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

// ---- Vitest's JSON report

interface JsonReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Counts tests from Vitest's JSON report; a file that failed outside any test counts once. */
function countTests(report: JsonReport): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults ?? []) {
    let failedInFile = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') failedInFile++;
      else counts.skipped++;
    }
    if (file.status === 'failed' && failedInFile === 0) failedInFile = 1;
    counts.failed += failedInFile;
  }
  return counts;
}

/**
 * One line per failed test (file, name, first line of the error), so a failure far up a long
 * CI log, or one that only some runs hit, is still named in the summary.
 */
function failedTests(report: JsonReport, label: string): string[] {
  const lines: string[] = [];
  const firstLine = (text: string | undefined) =>
    // The report's messages carry ANSI colour codes.
    (text ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .find((line) => line.trim()) ?? '';
  for (const file of report.testResults ?? []) {
    const where = `[${label}] ${path.relative(ROOT, file.name)}`;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`${where} > ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failed.length === 0) {
      lines.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

interface FileTime {
  label: string;
  file: string;
  seconds: number;
}

/** Each file's wall time, named with the run it belongs to (the project is in the path). */
function fileTimes(report: JsonReport, label: string): FileTime[] {
  return (report.testResults ?? [])
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({
      label,
      file: path.relative(ROOT, file.name),
      seconds: (file.endTime! - file.startTime!) / 1000,
    }));
}

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const times: FileTime[] = [];
let reportDir = '';

/** One `vitest run` over some projects; its report adds to the totals. */
async function vitest(
  label: string,
  projects: string[],
  output: 'inherit' | { prefix: string },
): Promise<void> {
  const reportFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...projects.flatMap((project) => ['--project', project]),
  ];
  const started = performance.now();
  if (output === 'inherit') banner(label);
  const { code } = await run(process.execPath, args, { output });
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
    counts = countTests(report);
    failures.push(...failedTests(report, label));
    times.push(...fileTimes(report, label));
  } catch (error) {
    console.error(`No Vitest JSON report for ${label} (${(error as Error).message}).`);
  }
  // A run that failed with no failed test in its report (a crash, a config error) counts once.
  const crashed = code !== 0 && counts.failed === 0;
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  totals.failed += counts.failed + (crashed ? 1 : 0);
  record(
    label,
    code,
    started,
    [
      crashed ? 'no failed test in the report (run error)' : undefined,
      `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    ]
      .filter(Boolean)
      .join('; '),
  );
}

// ---- The steps

async function staticChecks(): Promise<void> {
  const tsc = (project: string): Command => ({
    name: `typecheck ${project}`,
    command: 'tsc',
    args: ['-p', project],
  });
  // Longest first, so the two lanes end together.
  await runSideBySide(
    [
      { name: 'eslint', command: 'eslint', args: ['.'] },
      tsc('apps/web'),
      tsc('apps/server'),
      tsc('apps/backoffice'),
      { name: 'prettier', command: 'prettier', args: ['--check', '.'] },
      // The member site, the game provider's client and the back office (journeys open all three).
      {
        name: 'build the site, game client and back office',
        command: 'npm',
        args: ['run', 'build'],
      },
      tsc('apps/provider'),
      tsc('e2e'),
      tsc('packages/contracts'),
      tsc('bench'),
      tsc('scripts'),
      tsc('apps/provider/client'),
    ],
    2,
  );
}

/**
 * A check of the built site: `measure` prints its figures and answers whether it passed and a
 * verdict; a site that is not built (or not readable) fails it.
 */
async function builtSiteCheck(
  name: string,
  measure: (dist: string) => Promise<{ ok: boolean; verdict: string }>,
): Promise<void> {
  const started = performance.now();
  try {
    const { ok, verdict } = await measure(path.join(ROOT, 'apps/web/dist'));
    console.log(`  ${verdict}`);
    record(name, ok ? 0 : 1, started, verdict);
  } catch (error) {
    console.log(`  could not measure: ${(error as Error).message}`);
    record(name, 1, started, 'no built site to measure');
  }
}

/** The member site's first-visit JavaScript against its budget (bytes: the same on any machine). */
async function bundleBudget(): Promise<void> {
  banner('first-visit JavaScript budget');
  await builtSiteCheck('first-visit JavaScript', async (dist) => {
    const { files, gzipKB } = await initialJavaScript(dist);
    for (const file of files)
      console.log(`  ${file.url}: ${(file.gzipBytes / 1024).toFixed(1)} KB`);
    return {
      ok: gzipKB <= INITIAL_JS_BUDGET_KB,
      verdict: `${gzipKB.toFixed(2)} KB gzip of ${INITIAL_JS_BUDGET_KB} KB`,
    };
  });
  await builtSiteCheck('boot screen paints first', async (dist) => {
    const { blockingStylesheets, entryGraph, entryGraphKB } = await firstPaintPath(dist);
    for (const file of entryGraph)
      console.log(`  entry graph: ${file.url}: ${(file.gzipBytes / 1024).toFixed(1)} KB`);
    for (const sheet of blockingStylesheets) console.log(`  render-blocking stylesheet: ${sheet}`);
    return {
      ok: entryGraphKB <= ENTRY_GRAPH_BUDGET_KB && blockingStylesheets.length === 0,
      verdict: `entry graph ${entryGraphKB.toFixed(2)} KB gzip of ${ENTRY_GRAPH_BUDGET_KB} KB, ${blockingStylesheets.length} render-blocking stylesheets`,
    };
  });
}

function findBrowser(): string | null {
  banner('browser');
  const chrome = findChrome();
  if (chrome.found) {
    console.log(`Chromium: ${chrome.path} (${chrome.source})`);
    steps.push({ name: 'browser', outcome: 'passed', seconds: 0, note: chrome.path });
    return chrome.path;
  }
  console.log(`Chromium is missing: ${chrome.reason}.`);
  console.log(CHROME_INSTALL_HINT);
  console.log(
    isCI
      ? 'CI=true: a missing browser is a failure. The other tests still run.'
      : 'The end-to-end journeys are left out; every other test runs.',
  );
  steps.push({
    name: 'browser',
    outcome: isCI ? 'failed' : 'skipped',
    seconds: 0,
    note: 'Chromium missing: e2e projects not run',
  });
  return null;
}

/**
 * The multi-instance test (e2e/cluster, decision 063): three servers behind HAProxy with Redis,
 * on PostgreSQL only. Alone after the journeys, so its timed checks do not share the cores with
 * them. Without PostgreSQL it is left out (CI always has it); without HAProxy or Redis it is
 * left out with the reason, and in CI that is a failure.
 */
async function clusterTest(databases: TestDatabaseChoice[]): Promise<void> {
  const name = 'multi-instance test';
  if (!databases.some((database) => database.name === 'postgres')) {
    banner(name);
    console.log('Skipped: it runs on PostgreSQL only (DATABASE_URL=postgres://...; CI runs it).');
    steps.push({ name, outcome: 'skipped', seconds: 0, note: 'PostgreSQL only' });
    return;
  }
  const missing = await clusterToolsMissing();
  if (missing.length > 0) {
    banner(name);
    console.log(`It needs what is missing: ${missing.join('; ')}.`);
    console.log(CLUSTER_INSTALL_HINT);
    console.log(isCI ? 'CI=true: that is a failure.' : 'It is left out; every other test ran.');
    steps.push({
      name,
      outcome: isCI ? 'failed' : 'skipped',
      seconds: 0,
      note: `missing: ${missing.join('; ')}`,
    });
    return;
  }
  await vitest('vitest cluster (three instances, HAProxy, Redis)', ['cluster'], 'inherit');
}

function printSummary(): number {
  banner('summary');
  for (const s of steps) {
    const mark = s.outcome === 'passed' ? 'PASS' : s.outcome === 'failed' ? 'FAIL' : 'SKIP';
    const time = s.seconds ? ` ${s.seconds.toFixed(1)}s` : '';
    console.log(`  ${mark}  ${s.name}${time}${s.note ? ` — ${s.note}` : ''}`);
  }
  if (showTimings && times.length > 0) {
    // Vitest's report times each file's tests (not its imports and setup), and names no
    // project: a part's figure adds up its files over every database the run covered.
    console.log("\n  Test time per part (its files' tests summed):");
    const perPart = new Map<string, number>();
    for (const t of times) {
      const part = `[${t.label}] ${/^(apps|packages)\//.test(t.file) ? t.file.split('/').slice(0, 2).join('/') : t.file.split('/')[0]}`;
      perPart.set(part, (perPart.get(part) ?? 0) + t.seconds);
    }
    for (const [part, seconds] of perPart) console.log(`    ${seconds.toFixed(1)}s  ${part}`);
    console.log('\n  Slowest test files:');
    for (const t of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
      console.log(`    ${t.seconds.toFixed(1)}s  [${t.label}] ${t.file}`);
    }
  }
  for (const failure of failures) console.log(`  FAILED TEST  ${failure.slice(0, 400)}`);

  // A failed step with no failed test behind it (lint, typecheck, build, budget, browser)
  // counts once, so the closing line cannot read green; test runs counted themselves.
  const testRuns = new Set(steps.filter((s) => s.name.startsWith('vitest')).map((s) => s.name));
  const failedSteps = steps.filter((s) => s.outcome === 'failed' && !testRuns.has(s.name)).length;
  const failed = totals.failed + failedSteps;
  if (failedSteps > 0) console.log(`  (${failedSteps} failed step(s) counted as failures below)`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\nTests: ${totals.passed} passed, ${failed} failed${skipped}`);
  return steps.some((s) => s.outcome === 'failed') ? 1 : 0;
}

async function main(): Promise<number> {
  let databases: TestDatabaseChoice[];
  try {
    databases = testDatabases();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const names = databases.map((database) => database.name);
  console.log(
    `npm test on Node ${process.version}${isCI ? ' (CI)' : ''}; databases: ${names.join(', ')}`,
  );
  reportDir = await mkdtemp(path.join(os.tmpdir(), 'npm-test-'));
  try {
    await staticChecks();
    await bundleBudget();
    const chromePath = findBrowser();
    if (chromePath) process.env.CHROME_PATH = chromePath;

    await vitest(
      'vitest unit, web, server',
      ['contracts', 'provider', 'web', ...names.map((name) => `server-${name}`)],
      'inherit',
    );
    if (chromePath) {
      banner(`vitest e2e (${names.join(' and ')} side by side)`);
      await Promise.all(
        names.map((name) =>
          vitest(`vitest e2e ${name}`, [`e2e-${name}`], { prefix: `[e2e-${name}]` }),
        ),
      );
    }
    await clusterTest(databases);
    return printSummary();
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
