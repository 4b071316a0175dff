import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, DevClockBody, DevClockValue } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { OffsetClock } from '../../lib/offset-clock.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';

/**
 * Development only (buildApp registers it outside production, like /dev/outbox and
 * /dev/captcha): moves the app's clock forward, so the lottery sweep locks, draws and settles
 * as it would that much later. The end-to-end journeys use it instead of waiting for draws.
 */
export function registerDevClockRoute(app: FastifyInstance, clock: OffsetClock): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.devClock,
    {
      onRequest: noStore,
      schema: {
        tags: ['development'],
        summary: "Development only: moves the server's clock forward",
        body: DevClockBody,
        response: jsonResponses(DevClockValue),
      },
    },
    async (request) => {
      const now = clock.advance(request.body.advanceMs);
      return ok({ now, offsetMs: clock.offsetMs() });
    },
  );
}
