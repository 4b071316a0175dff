import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** One finding of `redocly lint --format=json`. */
export interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

const CLI = path.join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const CONFIG = path.join(REPO_ROOT, 'redocly.yaml');

/**
 * Lints an OpenAPI document with the Redocly CLI and the repository's redocly.yaml (decision
 * 060), on the Node that runs this (the repository's 24). Answers every problem, warnings too.
 */
export async function lintOpenApi(document: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [CLI, 'lint', file, `--config=${CONFIG}`, '--format=json', '--max-problems=1000'],
        {
          // Offline here and in CI: no usage report, no update check.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      // Exit 1 means problems were found: they are in the JSON report.
      child.once('exit', (code) =>
        code === 0 || code === 1
          ? resolve(stdout)
          : reject(new Error(`redocly lint exited ${code}: ${stderr}`)),
      );
    });
    return (JSON.parse(output) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A problem as one readable line. */
export function describeProblem(problem: LintProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
}
