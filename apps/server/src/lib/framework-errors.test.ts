import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 17: the answers Node and Fastify give before any route (a query string past Node's
 * 16 KB header limit, a path parameter past Fastify's 100 characters, a path that is not valid
 * URL encoding) come in our envelope with the API's security headers, over real HTTP, and
 * never echo the request back.
 */

let t: TestApp;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

function expectEnvelope(answer: Answer, status: number, errorCode: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { success: boolean; errorCode: string; message: string };
  expect(body.success).toBe(false);
  expect(body.errorCode).toBe(errorCode);
  expect(body.message.length).toBeGreaterThan(0);
  expect(answer.body.length).toBeLessThan(300);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.cleanup();
});

describe('answers before any route', () => {
  it('a 1 MB query string: 431 in our envelope, in the default language', async () => {
    const answer = await get(`/wps/system/status?x=${'a'.repeat(1024 * 1024)}`);
    expectEnvelope(answer, 431, 'request.headers.too.large');
    expect(JSON.parse(answer.body).message).toContain('solicitação');
  });

  it('a path parameter over 100 characters: 414 in our envelope, the URL not repeated', async () => {
    const answer = await get(`/lgw/games/art/${'7'.repeat(150)}.svg?language=en`);
    expectEnvelope(answer, 414, 'request.uri.too.long');
    expect(answer.body).not.toContain('7777777');
  });

  it('a path that is not valid URL encoding: 400 in our envelope', async () => {
    const answer = await get('/wps/promotions/%E0%A4%A');
    expectEnvelope(answer, 400, 'request.invalid');
  });

  it('still serves the next request on a new connection', async () => {
    const answer = await get('/wps/system/status');
    expect(answer.status).toBe(200);
  });
});
