import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CASHIER_API } from '@app/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { describeProblem, lintOpenApi } from '../testing/redocly.ts';
import { operationIdOf } from './openapi-document.ts';
import { tidySchemas } from './openapi-schemas.ts';

/**
 * Decision 060: the generated OpenAPI document passes Redocly's recommended rules (redocly.yaml
 * at the repository root), says how each operation authenticates, and names each one.
 */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  servers?: unknown[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const toPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as unknown as Document;
  });
  afterAll(() => t.cleanup());

  const operation = (method: string, url: string) => document.paths[toPath(url)]?.[method];

  it('passes Redocly’s recommended rules with the repository’s redocly.yaml', async () => {
    const problems = await lintOpenApi(document);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('names every operation once', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('get', API.systemStatus)?.operationId).toBe('getWpsSystemStatus');
  });

  it('declares how each operation authenticates, as the guards decide it', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.memberCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'session' });
    expect(schemes.memberBearer).toMatchObject({ type: 'http' });
    expect(schemes.operatorCookie).toMatchObject({ in: 'cookie', name: 'bo_session' });
    const member = [{ memberCookie: [] }, { memberBearer: [] }];
    // Open: anyone, and who is calling when a session comes along.
    expect(operation('get', API.systemStatus)?.security).toEqual([{}, ...member]);
    expect(operation('get', API.memberInfo)?.security).toEqual(member);
    expect(operation('post', API.vendorWalletDebit)?.security).toEqual([{ vendorSignature: [] }]);
    expect(operation('post', CASHIER_API.gatewayCallback)?.security).toEqual([
      { paymentSignature: [] },
    ]);
    expect(operation('get', CASHIER_API.opsDeposits)?.security).toEqual([{ operatorApiKey: [] }]);
    expect(operation('get', '/bo/api/operators/api-keys')?.security).toEqual([
      { operatorCookie: [] },
      { operatorApiKey: [] },
    ]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
      }
    }
    // The signature headers stay documented as parameters beside their scheme.
    const names = (operation('post', API.vendorWalletDebit)?.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['x-signature', 'x-vendor-timestamp']));
  });

  it('declares the error envelope once and every operation’s 4xx answer', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(
          Object.keys(op.responses).some((status) => status.startsWith('4')),
          path,
        ).toBe(true);
        const refused = op.responses['4XX'];
        if (refused?.content) {
          expect(refused.content['application/json']!.schema, `${method} ${path}`).toEqual({
            $ref: '#/components/schemas/ErrorEnvelope',
          });
        }
      }
    }
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe('operation ids', () => {
  it('come from the method and path', () => {
    expect(operationIdOf('get', '/wps/system/status')).toBe('getWpsSystemStatus');
    expect(operationIdOf('post', '/lgw/games/bgs/{gameId}/spin')).toBe(
      'postLgwGamesBgsByGameIdSpin',
    );
    expect(operationIdOf('get', '/lgw/games/art/{gameId}.svg')).toBe('getLgwGamesArtByGameIdSvg');
    expect(operationIdOf('delete', '/wps/member/session')).toBe('deleteWpsMemberSession');
  });
});

describe('schema rewrites for OpenAPI 3.0', () => {
  const tidy = (schema: Record<string, unknown>) => {
    tidySchemas(schema);
    return schema;
  };

  it('puts nullable beside a type: merged from one allOf part, or on a union’s typed branch', () => {
    expect(
      tidy({ nullable: true, description: 'd', allOf: [{ type: 'object', properties: {} }] }),
    ).toEqual({ nullable: true, description: 'd', type: 'object', properties: {} });
    expect(tidy({ nullable: true, oneOf: [{ $ref: '#/x' }, { type: 'string' }] })).toEqual({
      oneOf: [{ $ref: '#/x' }, { type: 'string', nullable: true }],
    });
  });

  it('says "that, or null" of a nullable intersection', () => {
    const a = { type: 'object', properties: { a: { type: 'string' } } };
    const b = { oneOf: [{ type: 'object' }, { type: 'array' }] };
    expect(tidy({ nullable: true, description: 'x', allOf: [a, b] })).toEqual({
      description: 'x',
      anyOf: [{ allOf: [a, b] }, { type: 'object', nullable: true, enum: [null] }],
    });
  });

  it('drops a union’s repeated branches, and the union when one is left', () => {
    const int = { type: 'integer', minimum: 0 };
    expect(tidy({ type: 'array', items: { anyOf: [int, { ...int }] } })).toEqual({
      type: 'array',
      items: { type: 'integer', minimum: 0 },
    });
    expect(tidy({ anyOf: [int, { type: 'string' }, { ...int }] })).toEqual({
      anyOf: [int, { type: 'string' }],
    });
  });

  it('declares the required keys of a record keyed by an enum', () => {
    const flag = { type: 'boolean' };
    expect(
      tidy({ type: 'object', additionalProperties: flag, required: ['A', 'B'], properties: {} }),
    ).toEqual({
      type: 'object',
      additionalProperties: flag,
      required: ['A', 'B'],
      properties: { A: flag, B: flag },
    });
  });

  it('leaves well-formed schemas, and property names that look like keywords, alone', () => {
    const schema = {
      type: 'object',
      properties: {
        nullable: { type: 'boolean' },
        required: { type: 'array', items: { type: 'string' } },
        anyOf: { type: 'string', nullable: true },
      },
      required: ['nullable'],
    };
    const copy = structuredClone(schema);
    expect(tidy(schema)).toEqual(copy);
  });
});
