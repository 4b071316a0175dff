import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCommand } from '../../testing/merchant-command.ts';
import { API, SystemStatus, okEnvelope } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/merchant-status.ts');

describe('merchant status command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const command = (...args: string[]) => merchantCommand(t.database.db, ...args);

  async function statusFrom(ip: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: API.systemStatus,
      remoteAddress: ip,
    });
    return okEnvelope(SystemStatus).parse(response.json()).value;
  }

  it('switches maintenance on and off, seen by the running app at once', async () => {
    expect((await command('maintenance', 'on')).code).toBe(0);
    expect((await statusFrom('198.51.100.1')).maintenance).toBe(true);
    expect((await command('maintenance', 'off')).code).toBe(0);
    expect((await statusFrom('198.51.100.1')).maintenance).toBe(false);
  });

  it('blocks ranges (normalised, IPv4 and IPv6) and unblocks them', async () => {
    const result = await command('block', '203.0.113.9/24', '2001:db8::/32');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out).blockedRanges).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    expect((await statusFrom('203.0.113.200')).regionRestriction).toBe(true);
    expect((await statusFrom('2001:db8::1')).regionRestriction).toBe(true);
    expect((await command('unblock')).code).toBe(0);
    expect((await statusFrom('203.0.113.200')).regionRestriction).toBe(false);
  });

  it('rejects a bad CIDR with a clear message and changes nothing', async () => {
    await command('block', '10.0.0.0/8');
    const result = await command('block', '10.0.0.0/8', '999.1.1.1/8', 'nonsense');
    expect(result.code).toBe(1);
    expect(result.err).toContain('999.1.1.1/8');
    expect(result.err).toContain('nonsense');
    const shown = await command('show');
    expect(JSON.parse(shown.out).blockedRanges).toEqual(['10.0.0.0/8']);
    await command('unblock');
  });

  it('rejects bad usage', async () => {
    expect((await command()).code).toBe(1);
    expect((await command('maintenance')).code).toBe(1);
    expect((await command('maintenance', 'maybe')).code).toBe(1);
    expect((await command('block')).code).toBe(1);
    expect((await command('explode')).err).toContain('Unknown command: explode');
    expect((await command('help')).code).toBe(0);
  });

  it('runs as a script against the database DATABASE_URL/DATABASE_SCHEMA name', async () => {
    const env = { ...process.env, ...t.env, LOG_LEVEL: 'silent' };
    const args = ['--disable-warning=ExperimentalWarning', SCRIPT];
    const shown = await run(process.execPath, [...args, 'maintenance', 'on'], { env });
    expect(JSON.parse(shown.stdout)).toMatchObject({ merchant: 'DEMO', maintenance: true });
    expect((await statusFrom('198.51.100.1')).maintenance).toBe(true);
    await run(process.execPath, [...args, 'maintenance', 'off'], { env });

    const failure = await run(process.execPath, [...args, 'block', '10.0.0.300/8'], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Not a valid CIDR range: 10.0.0.300/8');
  });
});
