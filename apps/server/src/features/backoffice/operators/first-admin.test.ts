import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BO_AUTH_API, type BoLoginValue } from '@app/contracts/backoffice';
import { hashToken } from '../../../lib/sessions.ts';
import type { AppContext } from '../../../lib/context.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { okValue } from '../../../testing/api.ts';
import { expectError } from '../../accounts/test-support.ts';
import { runBackOfficeCommand } from '../operators.command.ts';
import { createOperator, ensureFirstAdmin } from '../operators.service.ts';

/**
 * The first start (decision 043): with no operator, a start creates `admin` without a password
 * and prints a one-time setup link; every start before that link is used prints a new one and
 * the old one dies; once the password is set, a start prints none. There is no default password
 * to try. Proved twice: through the real `server.ts` process (what `npm start` runs, which
 * prints the link on its console), and in process through `ensureFirstAdmin` and
 * `npm run backoffice -- first-admin` on a test database.
 */

/** Guesses an attacker would try first: none may open an account that has no password yet. */
const DEFAULT_GUESSES = ['admin', 'password', 'administrator', 'changeme', '123456', 'admin123'];
const NEW_PASSWORD = 'the first admin password';
const LINK_LINE = /Back office: set up the first administrator at (\S+)/g;

const tokenOf = (link: string) => /\/bo\/setup#token=([\w-]{40,})$/.exec(link)?.[1] ?? '';

describe('a server start with no operator', () => {
  const ENTRY = path.join(import.meta.dirname, '../../../server.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-'));
  // SQLite in a file of its own; on a PostgreSQL run, a fresh schema the server creates.
  const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') === true;
  const dbEnv: Record<string, string> = onPostgres
    ? { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: `first_admin_${process.pid}` }
    : { DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` };

  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (onPostgres) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${dbEnv.DATABASE_SCHEMA}" CASCADE`);
      await client.end();
    }
  });

  /**
   * Starts `server.ts` on the same database as every earlier start, waits until it listens and
   * answers its address and the setup links it printed; `stop` ends it with SIGTERM.
   */
  async function start() {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ENTRY], {
      env: {
        ...process.env,
        ...dbEnv,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        // Cheap hashes for the seed's demo members and the password set here (the cost is not
        // what this test is about; passwords.test.ts checks the standard one).
        PASSWORD_HASH_COST: 'test',
        // The link is built on the public address, not on the port the server happens to use.
        BO_PUBLIC_URL: 'https://bo.example.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await vi.waitFor(
        () => {
          const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          expect(found, output).not.toBeNull();
          return found![1]!;
        },
        { timeout: 30_000, interval: 50 },
      );
      // The link is printed before the server listens: everything is in the output by now.
      const links = [...output.matchAll(LINK_LINE)].map((match) => match[1]!);
      return {
        url,
        links,
        output,
        stop: async () => {
          child.kill('SIGTERM');
          expect(await exited).toBe(0);
        },
      };
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  const post = (url: string, route: string, body: object) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function errorCode(response: Response): Promise<{ status: number; code: string }> {
    const body = (await response.json()) as { errorCode: string };
    return { status: response.status, code: body.errorCode };
  }

  it('prints a new one-time link each start until the password is set, then none', async () => {
    const first = await start();
    try {
      expect(first.links, first.output).toHaveLength(1);
      expect(first.links[0]).toMatch(/^https:\/\/bo\.example\.test\/bo\/setup#token=[\w-]{40,}$/);
      // `admin` exists but has no password: no guess signs in, and all fail alike.
      for (const password of DEFAULT_GUESSES) {
        const login = await post(first.url, BO_AUTH_API.login, { username: 'admin', password });
        expect(await errorCode(login)).toEqual({ status: 401, code: 'bo.login.failed' });
      }
    } finally {
      await first.stop();
    }

    const second = await start();
    try {
      expect(second.links, second.output).toHaveLength(1);
      const [oldToken, newToken] = [tokenOf(first.links[0]!), tokenOf(second.links[0]!)];
      expect(newToken).not.toBe('');
      expect(newToken).not.toBe(oldToken);
      const stale = await post(second.url, BO_AUTH_API.setup, {
        token: oldToken,
        password: NEW_PASSWORD,
      });
      expect(await errorCode(stale)).toEqual({ status: 400, code: 'bo.setup.invalid' });
      const setup = await post(second.url, BO_AUTH_API.setup, {
        token: newToken,
        password: NEW_PASSWORD,
      });
      expect(setup.status).toBe(200);
      expect(((await setup.json()) as { value: BoLoginValue }).value.stage).toBe('enrol');
    } finally {
      await second.stop();
    }

    // The password is set (2FA not yet enrolled: the admin signs in with it and enrols).
    const third = await start();
    try {
      expect(third.links, third.output).toEqual([]);
      expect(third.output).not.toContain('/bo/setup#token=');
      const login = await post(third.url, BO_AUTH_API.login, {
        username: 'admin',
        password: NEW_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { value: BoLoginValue }).value.stage).toBe('enrol');
    } finally {
      await third.stop();
    }
  }, 120_000);
});

/**
 * A test app with no operator yet, and the context server.ts and the command hand
 * ensureFirstAdmin; read through the getters once the suite's beforeAll has run.
 */
function firstStartApp() {
  const app = {} as { t: TestApp; ctx: AppContext };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.ctx = {
      config: app.t.config,
      db: app.t.database.db,
      merchantCode: app.t.config.MERCHANT_CODE,
    };
  });
  afterAll(async () => app.t.cleanup());
  return app;
}

describe('ensureFirstAdmin and `npm run backoffice -- first-admin`', () => {
  const app = firstStartApp();

  const operators = () => app.t.database.db.selectFrom('operators').selectAll().execute();

  async function firstAdminCommand(): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runBackOfficeCommand(['first-admin'], app.ctx, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  const setup = (token: string, password = NEW_PASSWORD) =>
    app.t.app.inject({ method: 'POST', url: BO_AUTH_API.setup, payload: { token, password } });

  it('creates admin without a password, then a new link each call, until the password is set', async () => {
    // The seeded database has no operator: this is a first start.
    expect(await operators()).toEqual([]);

    const firstLink = await ensureFirstAdmin(app.ctx);
    expect(firstLink).toMatch(/\/bo\/setup#token=[\w-]{40,}$/);
    const firstToken = tokenOf(firstLink!);
    const [admin, ...others] = await operators();
    expect(others).toEqual([]);
    expect(admin).toMatchObject({
      username: 'admin',
      role: 'admin',
      password_hash: null,
      totp_secret: null,
      totp_enabled: 0,
      disabled: 0,
      created_by: null,
      // Only the token's hash is kept, so a copy of the database holds no working link.
      setup_token_hash: hashToken(firstToken),
    });
    expect(JSON.stringify(admin)).not.toContain(firstToken);
    const expiresIn = Date.parse(admin!.setup_expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    // No default password: every guess fails like an unknown name.
    for (const password of DEFAULT_GUESSES) {
      const login = await app.t.app.inject({
        method: 'POST',
        url: BO_AUTH_API.login,
        payload: { username: 'admin', password },
      });
      expectError(login, 401, 'bo.login.failed');
    }

    // The command, as a terminal runs it: a new link for the same admin; the old one is dead.
    const command = await firstAdminCommand();
    expect(command).toMatchObject({ code: 0, err: [] });
    expect(command.out).toHaveLength(1);
    const commandToken = tokenOf(command.out[0]!);
    expect(commandToken).not.toBe('');
    expect(commandToken).not.toBe(firstToken);
    expectError(await setup(firstToken), 400, 'bo.setup.invalid');

    // Another start: yet another link, and the command's dies in turn.
    const thirdToken = tokenOf((await ensureFirstAdmin(app.ctx))!);
    expect([firstToken, commandToken]).not.toContain(thirdToken);
    expectError(await setup(commandToken), 400, 'bo.setup.invalid');
    expect((await operators()).map((row) => row.username)).toEqual(['admin']);

    expect(okValue<BoLoginValue>(await setup(thirdToken)).stage).toBe('enrol');
    // Used once: the same link cannot set the password again.
    expectError(await setup(thirdToken, 'somebody else password'), 400, 'bo.setup.invalid');

    // The password is set: no start and no command makes another link.
    expect(await ensureFirstAdmin(app.ctx)).toBeNull();
    expect(await firstAdminCommand()).toEqual({
      code: 0,
      out: ['An administrator can already sign in: use create-operator or reset-access.'],
      err: [],
    });
    const [after, ...more] = await operators();
    expect(more).toEqual([]);
    expect(after).toMatchObject({ setup_token_hash: null, setup_expires_at: null });
    expect(after!.password_hash).not.toBeNull();
  });
});

describe('ensureFirstAdmin with operators made before the first start', () => {
  const app = firstStartApp();

  const audit = () =>
    app.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'operator_name', 'via', 'target_id'])
      .orderBy('id')
      .execute();

  it('links an administrator only, never a cashier or a disabled admin, and audits it', async () => {
    // Made from the command line before the first start: a cashier with a name of `admin`, and
    // a disabled admin who once set a password.
    const cashier = await createOperator(app.ctx, {
      username: 'admin',
      displayName: 'Cashier',
      role: 'cashier',
      createdBy: null,
    });
    const retired = await createOperator(app.ctx, {
      username: 'retired',
      displayName: 'Retired admin',
      role: 'admin',
      createdBy: null,
    });
    await app.t.database.db
      .updateTable('operators')
      .set({ password_hash: 'set', disabled: 1 })
      .where('id', '=', retired.id)
      .execute();

    const link = await ensureFirstAdmin(app.ctx);
    expect(link).toMatch(/\/bo\/setup#token=[\w-]{40,}$/);
    const made = await app.t.database.db
      .selectFrom('operators')
      .select(['id', 'username', 'role', 'setup_token_hash'])
      .where('setup_token_hash', '=', hashToken(tokenOf(link!)))
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({ username: 'admin2', role: 'admin' });
    expect(made.id).not.toBe(cashier.id);

    // The next start renews that admin's link rather than making another admin.
    const again = await ensureFirstAdmin(app.ctx);
    const renewed = await app.t.database.db
      .selectFrom('operators')
      .select(['id'])
      .where('setup_token_hash', '=', hashToken(tokenOf(again!)))
      .executeTakeFirstOrThrow();
    expect(renewed.id).toBe(made.id);
    expect(await audit()).toEqual([
      { action: 'operator.create', operator_name: 'cli', via: 'cli', target_id: String(made.id) },
      {
        action: 'operator.reset-access',
        operator_name: 'cli',
        via: 'cli',
        target_id: String(made.id),
      },
    ]);
  });
});
