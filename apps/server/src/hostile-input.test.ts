import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  PAYMENT_SIGNATURE_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@app/contracts';
import { signPayment } from './features/cashier/providers.ts';
import { signVendorRequest } from '@app/contracts/signing';
import { sessionCookieFor } from './testing/members.ts';
import { createTestVendor, type TestVendor } from './testing/vendors.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import {
  fieldLabel,
  hostileValues,
  operationsOf,
  urlOf,
  withValue,
  type OpenApiDocument,
  type Operation,
} from './testing/hostile-cases.ts';
import { countRows } from './testing/rows.ts';

/**
 * Issue 17: every operation of the OpenAPI document, with and without a session, meets NUL and
 * other control characters, over-long text, wrong types and oversized or fractional numbers,
 * one field at a time in an otherwise well-formed request. Every answer must be a 4xx in our
 * envelope with our headers, name the field it refused, and change nothing.
 */

const PAYMENT_SECRET = randomBytes(16).toString('hex');

/** Tables whose row counts must not move: money, accounts and everything a member writes. */
const WATCHED_TABLES = [
  'members',
  'ledger_transfers',
  'ledger_entries',
  'vendor_transactions',
  'game_rounds',
  'lottery_bets',
  'deposits',
  'withdrawals',
  'payee_accounts',
  'feedback',
  'favourite_games',
  'recent_games',
  'agent_contracts',
  'affiliate_codes',
  'member_rewards',
] as const;

let t: TestApp;
let cookie: string;
let vendor: TestVendor;
let operations: Operation[];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED_TABLES) counts[table] = await countRows(t.database.db, table);
  return counts;
}

/** Sends one request the way its caller would: signed for vendors and gateways. */
function send(
  operation: Operation,
  input: Pick<Operation, 'body' | 'query' | 'params'>,
  withSession: boolean,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (withSession) headers.cookie = cookie;
  let payload: string | undefined;
  if (operation.bodyType === 'json') {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  } else if (operation.bodyType === 'form') {
    const form = Object.entries(input.body ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
    payload = new URLSearchParams(form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (operation.path.startsWith('/lgw/vendor/')) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[VENDOR_TIMESTAMP_HEADER] = timestamp;
    headers[VENDOR_SIGNATURE_HEADER] = signVendorRequest(vendor.secret, timestamp, payload ?? '');
  }
  if (operation.path.startsWith('/wps/cashier/callback/')) {
    headers[PAYMENT_SIGNATURE_HEADER] = signPayment(PAYMENT_SECRET, payload ?? '');
  }
  return t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation.path, input.params, input.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** What is wrong with an answer to a hostile input, or null when it is a proper refusal. */
function judge(response: LightMyRequestResponse, label: string | null): string | null {
  const status = response.statusCode;
  if (status < 400 || status >= 500) return `answered ${status}`;
  if (response.headers['x-content-type-options'] !== 'nosniff') return 'without our headers';
  let body: { success?: unknown; errorCode?: unknown; message?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return `answered outside the envelope: ${response.body.slice(0, 120)}`;
  }
  if (body.success !== false || typeof body.errorCode !== 'string') {
    return `answered outside the envelope: ${response.body.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || body.message === '') return 'answered without a message';
  // A refusal the schema made must name the field it refused, not another one.
  if (label && body.errorCode === 'request.invalid' && !body.message.includes(label)) {
    return `refused for another reason: ${body.message.slice(0, 160)}`;
  }
  return null;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_PROVIDER_SECRETS: `dev:${PAYMENT_SECRET}` },
  });
  vendor = await createTestVendor(t.database.db);
  // An agent is a member too: its session reaches member and agent routes alike.
  const agent = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('user_name', '=', 'agent01')
    .executeTakeFirstOrThrow();
  cookie = await sessionCookieFor(t.database.db, agent.id);
  const document = (await t.app.inject({ method: 'GET', url: '/wps/openapi.json' })).json();
  operations = operationsOf(document as OpenApiDocument, {
    vendorCode: vendor.vendorCode,
    provider: 'dev',
    // Parameters whose schema a transform hides from the document.
    language: 'EN',
    lang: 'en',
    types: 'A',
  });
});

afterAll(async () => {
  await t?.cleanup();
});

describe('hostile input on every operation of the OpenAPI document', () => {
  it('walks more than a hundred operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('refuses every hostile value with a 4xx in our envelope, naming the field, and moves nothing', async () => {
    const before = await rowCounts();
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const field of operation.fields) {
        const textOnly = field.part !== 'body' || operation.bodyType === 'form';
        for (const hostile of hostileValues(field, textOnly)) {
          const input = withValue(operation, field, hostile.value);
          for (const withSession of [true, false]) {
            // Without a session one case per field shows the guard answers in the envelope.
            if (!withSession && hostile.label !== 'NUL') continue;
            const response = await send(operation, input, withSession);
            sent += 1;
            const problem = judge(response, fieldLabel(field));
            if (problem) {
              problems.push(
                `${operation.method} ${operation.path} ${fieldLabel(field)} ${hostile.label}` +
                  `${withSession ? '' : ' (no session)'}: ${problem}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    expect(await rowCounts()).toEqual(before);
  });
});
