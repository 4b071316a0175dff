/**
 * `npm test`: every check the project has, in one command. Runs all steps even when one fails
 * (no fail-fast), then prints a summary and, alone on the last line, `Tests: N passed, M failed`.
 * Failed steps other than the test run (lint, typecheck, build, a missing browser in CI) count
 * as failures in that line, so it never reads green when something was red.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROME_INSTALL_HINT, findChrome } from './lib/chrome.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECTS_WITHOUT_BROWSER = ['contracts', 'server', 'web'];
const isCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

type Outcome = 'passed' | 'failed' | 'skipped';
interface Step {
  name: string;
  outcome: Outcome;
  seconds: number;
  note?: string;
}
const steps: Step[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function banner(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  banner(name);
  const started = performance.now();
  const code = await run(command, args, env);
  const seconds = (performance.now() - started) / 1000;
  steps.push({
    name,
    outcome: code === 0 ? 'passed' : 'failed',
    seconds,
    note: code === 0 ? undefined : `exit code ${code}`,
  });
  return code;
}

interface JsonReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
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
function failedTests(report: JsonReport): string[] {
  const lines: string[] = [];
  const firstLine = (text: string | undefined) =>
    // The report's messages carry ANSI colour codes.
    (text ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .find((line) => line.trim()) ?? '';
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
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

async function main(): Promise<number> {
  console.log(`npm test on Node ${process.version}${isCI ? ' (CI)' : ''}`);
  await step('lint', 'npm', ['run', 'lint']);
  await step('typecheck', 'npm', ['run', 'typecheck']);
  await step('build web', 'npm', ['run', 'build']);

  banner('browser');
  const chrome = findChrome();
  const env: NodeJS.ProcessEnv = { ...process.env };
  const vitestArgs = ['run', '--reporter=default', '--reporter=json'];
  if (chrome.found) {
    console.log(`Chromium: ${chrome.path} (${chrome.source})`);
    env.CHROME_PATH = chrome.path;
    steps.push({ name: 'browser', outcome: 'passed', seconds: 0, note: chrome.path });
  } else {
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
      note: 'Chromium missing: e2e project not run',
    });
    for (const project of PROJECTS_WITHOUT_BROWSER) vitestArgs.push('--project', project);
  }

  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'npm-test-'));
  const reportFile = path.join(reportDir, 'vitest.json');
  vitestArgs.push(`--outputFile.json=${reportFile}`);
  const vitestBin = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  await step('vitest (unit, server, web, e2e)', process.execPath, [vitestBin, ...vitestArgs], env);

  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  let failures: string[] = [];
  try {
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
    counts = countTests(report);
    failures = failedTests(report);
  } catch (error) {
    console.error(`No Vitest JSON report (${(error as Error).message}).`);
  }
  await rm(reportDir, { recursive: true, force: true });

  const vitestStep = steps.at(-1)!;
  if (vitestStep.outcome === 'failed' && counts.failed === 0) {
    vitestStep.note = `${vitestStep.note}; no failed test in the report (run error)`;
  }
  vitestStep.note = [
    vitestStep.note,
    `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  ]
    .filter(Boolean)
    .join('; ');

  banner('summary');
  for (const s of steps) {
    const mark = s.outcome === 'passed' ? 'PASS' : s.outcome === 'failed' ? 'FAIL' : 'SKIP';
    const time = s.seconds ? ` ${s.seconds.toFixed(1)}s` : '';
    console.log(`  ${mark}  ${s.name}${time}${s.note ? ` — ${s.note}` : ''}`);
  }

  for (const failure of failures) console.log(`  FAILED TEST  ${failure.slice(0, 400)}`);

  // A failed step with no failed test behind it (lint, typecheck, build, browser, a crashed
  // run) still counts once, so the closing line cannot read green.
  const failedSteps = steps.filter(
    (s) => s.outcome === 'failed' && (s !== vitestStep || counts.failed === 0),
  ).length;
  const failed = counts.failed + failedSteps;
  if (failedSteps > 0) console.log(`  (${failedSteps} failed step(s) counted as failures below)`);
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\nTests: ${counts.passed} passed, ${failed} failed${skipped}`);
  return steps.some((s) => s.outcome === 'failed') ? 1 : 0;
}

process.exitCode = await main();
