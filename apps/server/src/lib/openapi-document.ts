import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CASHIER_API, ErrorEnvelope, VENDOR_SIGNED_ROUTES } from '@app/contracts';
import { BO_API_PREFIX } from '@app/contracts/backoffice';
import { tidySchemas } from './openapi-schemas.ts';
import { isApiRoute, isOpenRoute, SESSION_COOKIE } from './sessions.ts';

/**
 * What the OpenAPI document adds to the route schemas (decision 060), so that it passes
 * Redocly's recommended rules (`redocly.yaml`) and a reader knows how each call authenticates:
 * the security schemes and each operation's, an operationId per operation, the error envelope
 * declared once, servers and licence.
 */

type Json = Record<string, unknown>;
type Security = Record<string, string[]>[];

type SecurityScheme =
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
  | { type: 'http'; scheme: 'bearer'; description: string };

export function securitySchemes(operatorCookie: string): Record<string, SecurityScheme> {
  return {
    memberCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: `The member's session as the site holds it: an HttpOnly cookie, \`__Host-${SESSION_COOKIE}\` over HTTPS.`,
    },
    memberBearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'The session token a login answers, for clients other than the site.',
    },
    operatorCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: operatorCookie,
      description: 'A back-office operator signed in with both factors (decision 043).',
    },
    operatorApiKey: {
      type: 'http',
      scheme: 'bearer',
      description: 'An operator API key (`bok_...`, `npm run backoffice -- create-api-key`).',
    },
    vendorSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Signature',
      description:
        'HMAC-SHA256 of `${X-Vendor-Timestamp}.${raw body}` with the vendor’s secret (decision 028).',
    },
    paymentSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Payment-Signature',
      description: 'HMAC-SHA256 of the raw body with the payment provider’s secret (decision 025).',
    },
  };
}

const MEMBER: Security = [{ memberCookie: [] }, { memberBearer: [] }];
/** Open calls answer anyone, and learn who is calling when a session comes along. */
const MEMBER_OPTIONAL: Security = [{}, ...MEMBER];
const OPERATOR: Security = [{ operatorCookie: [] }, { operatorApiKey: [] }];

/** How a route authenticates: the guard (lib/sessions.ts, the back office's) decides, not this. */
function securityOf(method: string, url: string, route: RouteOptions): Security {
  if (url === CASHIER_API.gatewayCallback) return [{ paymentSignature: [] }];
  if (VENDOR_SIGNED_ROUTES.includes(`${method} ${url}`)) return [{ vendorSignature: [] }];
  if (url.startsWith(BO_API_PREFIX)) {
    const access = (route.config as { bo?: { access?: string } } | undefined)?.bo?.access;
    if (access === 'public') return [];
    return access === 'pending' ? [{ operatorCookie: [] }] : OPERATOR;
  }
  if (url.startsWith('/ops/')) return [{ operatorApiKey: [] }];
  if (isApiRoute(url)) return isOpenRoute(method, url) ? MEMBER_OPTIONAL : MEMBER;
  return [];
}

/**
 * Carries the route's security to transformObject under an extension key: set as `security`
 * here, @fastify/swagger would drop the parameters named like a scheme (the signature headers
 * the vendor routes document).
 */
const SECURITY_KEY = 'x-route-security';

export const transformRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const methods = [input.route.method].flat().filter((method) => method !== 'HEAD');
  const security = securityOf(methods[0] ?? 'GET', input.route.url, input.route);
  return { schema: { ...schema, [SECURITY_KEY]: security }, url };
};

/** `GET /lgw/games/art/{gameId}.svg` -> `getLgwGamesArtByGameIdSvg`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/\{(\w+)\}/g, '-by-$1-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The error envelope's JSON schema, as the route transform renders it. */
const ERROR_SCHEMA = z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' });
const ERROR_TEXT = JSON.stringify(ERROR_SCHEMA);
const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const ERROR_RESPONSE = {
  description: 'Refused or failed: the error envelope',
  content: { 'application/json': { schema: ERROR_REF } },
};

function tidyResponses(responses: Json): void {
  for (const [status, response] of Object.entries(responses)) {
    const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
    const json = content?.['application/json'];
    if (json && JSON.stringify(json.schema) === ERROR_TEXT) {
      // Hundreds of copies of the error-code list were most of the document's bytes.
      responses[status] = ERROR_RESPONSE;
    }
  }
  // Files and images (art, media, downloads) answer 404 or 429 in the envelope too.
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
    responses['4XX'] = ERROR_RESPONSE;
  }
}

export const transformDocument: SwaggerTransformObject = (documentObject) => {
  const document = ('openapiObject' in documentObject
    ? documentObject.openapiObject
    : documentObject.swaggerObject) as unknown as Json;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const taken = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      if (SECURITY_KEY in operation) {
        operation.security = operation[SECURITY_KEY];
        delete operation[SECURITY_KEY];
      }
      if (typeof operation.operationId !== 'string') {
        let id = operationIdOf(method, path);
        // Two paths may read alike once camel-cased (`/a-b`, `/a/b`): the later gets a number.
        for (let n = 2; taken.has(id); n += 1) id = `${operationIdOf(method, path)}${n}`;
        operation.operationId = id;
      }
      taken.add(operation.operationId as string);
      tidyResponses((operation.responses ?? {}) as Json);
    }
  }
  const components = (document.components ?? {}) as Json;
  components.schemas = { ...(components.schemas as Json | undefined), ErrorEnvelope: ERROR_SCHEMA };
  document.components = components;
  tidySchemas(paths);
  return document;
};
