import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '@app/contracts/backoffice';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { actorOf, recordAudit, type AuditEntry } from './audit.ts';
import type { BoPrincipal } from './bo-guard.ts';

/**
 * How every back-office route is declared (decision 043): its permission, its schemas, and for
 * a write the audit row its success records. Reads and writes go through these two builders,
 * so a route cannot forget its permission (the guard refuses to start without one) or, being a
 * write, its audit row (the audit test lists every write route and calls each).
 */
const tags = ['back office'];

interface RouteSpec<P, Q, B, V> {
  url: string;
  summary: string;
  permission: Permission | 'signed-in';
  params?: P;
  querystring?: Q;
  body?: B;
  response: V;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface BoInput<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  operator: BoPrincipal;
  request: FastifyRequest;
}

export function boRead<
  V extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, undefined, V>,
  handler: (input: BoInput<P, Q, undefined>) => Promise<z.infer<V>>,
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    config: { bo: { access: spec.permission } },
    schema: {
      tags,
      summary: spec.summary,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      response: jsonResponses(spec.response),
    },
    handler: async (request) =>
      ok(
        await handler({
          params: request.params as Infer<P>,
          query: request.query as Infer<Q>,
          body: undefined,
          operator: request.operator!,
          request,
        }),
      ),
  });
}

export interface WriteResult<V> {
  value: V;
  /** Null only when the call changed nothing (e.g. a repeated idempotent decision). */
  audit: AuditEntry | null;
}

export function boWrite<
  V extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<P, undefined, B, V> & { method?: 'POST' | 'PUT' | 'DELETE' },
  handler: (input: BoInput<P, undefined, B>) => Promise<WriteResult<z.infer<V>>>,
): void {
  app.route({
    method: spec.method ?? 'POST',
    url: spec.url,
    config: { bo: { access: spec.permission, audited: true } },
    schema: {
      tags,
      summary: spec.summary,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: jsonResponses(spec.response),
    },
    handler: async (request) => {
      const operator = request.operator!;
      const result = await handler({
        params: request.params as Infer<P>,
        query: undefined,
        body: request.body as Infer<B>,
        operator,
        request,
      });
      if (result.audit) await recordAudit(ctx, actorOf(operator, request), result.audit);
      return ok(result.value);
    },
  });
}
