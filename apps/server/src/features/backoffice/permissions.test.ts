import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  roleCan,
  type OperatorRole,
  type Permission,
} from '@app/contracts/backoffice';
import { REPO_ROOT } from '../../config.ts';
import { operatorApiKey, signedInOperator, type TestOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { BoRouteInfo } from './index.ts';

/**
 * Every back-office route against every role (decision 043), found through `app.boRoutes`, so a
 * route added tomorrow is tried without touching this file. A role without the route's
 * permission gets exactly 403 `bo.forbidden` and the database does not move; a role with it
 * gets anything but 401/403 (placeholder ids and empty bodies mostly answer 400 or 404); an
 * anonymous call gets 401. The decision record's table must say what ROLE_PERMISSIONS says.
 */
const PLACEHOLDER_ID = '999999999';
const RECORD = path.join(REPO_ROOT, 'docs/decisions/043-back-office.md');

let t: TestApp;
const cookies = new Map<OperatorRole, TestOperator>();
const keys = new Map<OperatorRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of OPERATOR_ROLES) {
    cookies.set(role, await signedInOperator(t.database.db, role));
    keys.set(role, (await operatorApiKey(t.database.db, role)).authorization);
  }
});
afterAll(async () => t.cleanup());

/** The URL with every path parameter filled: ids get a number no row has, names a word. */
function concreteUrl(url: string): string {
  return url
    .replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) =>
      /id$/i.test(name) ? PLACEHOLDER_ID : 'placeholder',
    )
    .replace(/\*$/, 'placeholder');
}

function callRoute(route: BoRouteInfo, headers: Record<string, string>) {
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(write ? { payload: {} } : {}),
  });
}

const describeRoute = (route: BoRouteInfo) => `${route.method} ${route.url}`;

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { errorCode?: string }).errorCode;
  } catch {
    return undefined;
  }
}

/** Columns the guard itself touches on an accepted call (the idle clock, a key's last use). */
const TOUCHED = new Set(['operator_sessions.last_seen_at', 'operator_api_keys.last_used_at']);

let fingerprintQuery: string | null = null;

/**
 * One query over every table: its row count, its highest id, the sum of every amount column
 * (`*_cents`, balances) and the latest of every timestamp column, so an insert, a delete, a
 * money movement or a dated update anywhere shows.
 */
async function buildFingerprintQuery(): Promise<string> {
  const tables = await t.database.db.introspection.getTables();
  const schema = t.env.DATABASE_SCHEMA;
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const parts = tables
    .filter((table) => !schema || table.schema === schema)
    .filter((table) => !table.isView)
    .map((table) => {
      const measures = [`CAST(COUNT(*) AS TEXT)`];
      for (const column of table.columns) {
        const name = column.name;
        if (TOUCHED.has(`${table.name}.${name}`)) continue;
        if (name === 'id') measures.push(`CAST(MAX(${q(name)}) AS TEXT)`);
        else if (name.endsWith('_cents') || name.includes('balance')) {
          measures.push(`CAST(SUM(ABS(${q(name)})) AS TEXT)`);
        } else if (name.endsWith('_at') || name === 'at' || name === 'status') {
          measures.push(`CAST(MAX(${q(name)}) AS TEXT)`);
        }
      }
      const joined = measures.map((m) => `COALESCE(${m}, '-')`).join(` || '/' || `);
      return `SELECT '${table.name}' AS name, ${joined} AS measure FROM ${q(table.name)}`;
    });
  return parts.join('\nUNION ALL\n');
}

async function fingerprint(): Promise<Record<string, string>> {
  fingerprintQuery ??= await buildFingerprintQuery();
  const { rows } = await sql
    .raw<{ name: string; measure: string }>(fingerprintQuery)
    .execute(t.database.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.measure]));
}

const routesOf = (access: (route: BoRouteInfo) => boolean) =>
  t.app.boRoutes.filter(access).sort((a, b) => describeRoute(a).localeCompare(describeRoute(b)));
const isPermission = (access: string): access is Permission =>
  (PERMISSIONS as readonly string[]).includes(access);

describe('back-office permissions', () => {
  it('finds the back-office routes', () => {
    expect(t.app.boRoutes.length).toBeGreaterThan(0);
    expect(routesOf((route) => isPermission(route.access)).length).toBeGreaterThan(0);
    // Every access rule is one the guard knows.
    for (const route of t.app.boRoutes) {
      expect(['public', 'pending', 'signed-in', ...PERMISSIONS], describeRoute(route)).toContain(
        route.access,
      );
    }
  });

  it('refuses every role without the permission (403 bo.forbidden, nothing changed), admits every role with it', async () => {
    const problems: string[] = [];
    const fingerprintProblems: string[] = [];
    for (const route of routesOf((r) => isPermission(r.access))) {
      const permission = route.access as Permission;
      const name = describeRoute(route);
      const refused = OPERATOR_ROLES.filter((role) => !roleCan(role, permission));
      const allowed = OPERATOR_ROLES.filter((role) => roleCan(role, permission));

      if (refused.length > 0) {
        const before = await fingerprint();
        for (const role of refused) {
          for (const [via, headers] of [
            ['cookie', cookies.get(role)!.headers],
            ['api key', { authorization: keys.get(role)! }],
          ] as const) {
            const response = await callRoute(route, headers);
            const code = errorCodeOf(response);
            if (response.statusCode !== 403 || code !== 'bo.forbidden') {
              problems.push(`${name} as ${role} (${via}): ${response.statusCode} ${code}`);
            }
          }
        }
        const after = await fingerprint();
        for (const table of Object.keys(before)) {
          if (before[table] !== after[table]) {
            fingerprintProblems.push(
              `${name}: refused calls changed ${table} (${before[table]} -> ${after[table]})`,
            );
          }
        }
      }

      for (const role of allowed) {
        const response = await callRoute(route, cookies.get(role)!.headers);
        if (response.statusCode === 401 || response.statusCode === 403) {
          problems.push(
            `${name} as ${role} (allowed): ${response.statusCode} ${errorCodeOf(response)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(fingerprintProblems).toEqual([]);
  }, 600_000);

  it('admits every role to the routes for any signed-in operator', async () => {
    const problems: string[] = [];
    for (const route of routesOf((r) => r.access === 'signed-in')) {
      for (const role of OPERATOR_ROLES) {
        const response = await callRoute(route, cookies.get(role)!.headers);
        if (response.statusCode === 401 || response.statusCode === 403) {
          problems.push(`${describeRoute(route)} as ${role}: ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers 401 bo.auth.required to an anonymous call of every non-public route', async () => {
    const problems: string[] = [];
    const before = await fingerprint();
    for (const route of routesOf((r) => r.access !== 'public')) {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: 'bo_session=not-a-session', 'sec-fetch-site': 'same-origin' },
        { authorization: 'Bearer bok_not-a-key' },
      ]) {
        const response = await callRoute(route, headers);
        const code = errorCodeOf(response);
        if (response.statusCode !== 401 || code !== 'bo.auth.required') {
          problems.push(`${describeRoute(route)}: ${response.statusCode} ${code}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('the fingerprint sees a change (so an unchanged one means something)', async () => {
    const before = await fingerprint();
    await t.database.db
      .updateTable('operators')
      .set({ last_login_at: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', cookies.get('admin')!.id)
      .execute();
    expect(await fingerprint()).not.toEqual(before);
  });
});

describe('the decision record', () => {
  it("043's permission table says exactly what ROLE_PERMISSIONS says", () => {
    const lines = fs.readFileSync(RECORD, 'utf8').split('\n');
    const cells = (line: string) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim());
    const headerAt = lines.findIndex(
      (line) => line.trim().startsWith('|') && cells(line)[0]?.toLowerCase() === 'permission',
    );
    expect(headerAt, 'a table whose first column is "Permission"').toBeGreaterThanOrEqual(0);
    expect(cells(lines[headerAt]!).slice(1)).toEqual([...OPERATOR_ROLES]);

    const table: Record<string, OperatorRole[]> = {};
    for (const line of lines.slice(headerAt + 2)) {
      if (!line.trim().startsWith('|')) break;
      const [first, ...marks] = cells(line);
      const permission = first!.replace(/`/g, '');
      expect(table[permission], `${permission} appears once`).toBeUndefined();
      expect(marks, `${permission}: one cell per role`).toHaveLength(OPERATOR_ROLES.length);
      for (const mark of marks) expect(['', '✓'], `${permission}: ✓ or empty`).toContain(mark);
      table[permission] = OPERATOR_ROLES.filter((_role, i) => marks[i] === '✓');
    }
    const expected = Object.fromEntries(
      PERMISSIONS.map((permission) => [
        permission,
        OPERATOR_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission)),
      ]),
    );
    expect(table).toEqual(expected);
  });
});
