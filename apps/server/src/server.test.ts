import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const ENTRY = path.join(import.meta.dirname, 'server.ts');
const dirs: string[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('refuses to start on bad configuration, naming the bad keys', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration \(PORT, LOG_LEVEL\)/);
  });

  it('migrates, seeds, serves and shuts down cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
    dirs.push(dir);
    const env: Record<string, string> = { DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` };
    // On a PostgreSQL run, use the same database: a fresh schema that the server creates.
    if (process.env.DATABASE_URL?.startsWith('postgres')) {
      env.DATABASE_URL = process.env.DATABASE_URL;
      env.DATABASE_SCHEMA = `proc_${process.pid}`;
    }
    const server = startServer(env);
    const url = await vi.waitFor(
      () => {
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
        expect(found, server.output()).not.toBeNull();
        return found![1]!;
      },
      { timeout: 30_000, interval: 50 },
    );
    const health = await fetch(`${url}/wps/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    if (env.DATABASE_SCHEMA) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${env.DATABASE_SCHEMA}" CASCADE`);
      await client.end();
    }
  });
});
