import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExclusionBody,
  PROTECTION_API,
  ProtectionState,
  RealityCheckValue,
  RgHistory,
  SetLimitBody,
  SetRealityCheckBody,
  SetSessionLimitBody,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth, requireRealAccount } from '../../lib/sessions.ts';
import {
  continueRealityCheck,
  protectionHistory,
  protectionState,
  realityCheck,
  requestExclusionEnd,
  setLimit,
  setRealityCheck,
  setSessionLimit,
  startExclusion,
} from './protection.service.ts';

const tags = ['player protection'];
const EmptyBody = z.object({}).optional();

/**
 * The member's player-protection calls (issue 23, decision 048). Every one needs a session of
 * a real account (trial accounts: trial.forbidden). Changes answer the new state.
 */
export function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: Parameters<typeof requireAuth>[0]) =>
    requireRealAccount(requireAuth(request));

  r.get(
    PROTECTION_API.state,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The member’s limits, pending changes, reality check, exclusion and activity',
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => ok(await protectionState(ctx, member(request))),
  );

  r.put(
    PROTECTION_API.limit,
    {
      schema: {
        tags,
        summary:
          'Sets or removes a deposit, loss or wager limit: lower or new at once, higher or removed after the cooling-off',
        body: SetLimitBody,
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => {
      const auth = member(request);
      await setLimit(ctx, auth.memberId, request.body);
      return ok(await protectionState(ctx, auth));
    },
  );

  r.put(
    PROTECTION_API.sessionLimit,
    {
      schema: {
        tags,
        summary: 'Sets or removes the session time limit (same cooling-off rules)',
        body: SetSessionLimitBody,
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => {
      const auth = member(request);
      await setSessionLimit(ctx, auth.memberId, request.body.minutes);
      return ok(await protectionState(ctx, auth));
    },
  );

  r.put(
    PROTECTION_API.realityCheckInterval,
    {
      schema: {
        tags,
        summary: 'Sets or turns off the reality-check interval (at once)',
        body: SetRealityCheckBody,
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => {
      const auth = member(request);
      await setRealityCheck(ctx, auth.memberId, request.body.minutes);
      return ok(await protectionState(ctx, auth));
    },
  );

  r.get(
    PROTECTION_API.realityCheck,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The current session’s reality check: due or not, time played, net result',
        response: jsonResponses(RealityCheckValue),
      },
    },
    async (request) => ok(await realityCheck(ctx, member(request))),
  );

  r.post(
    PROTECTION_API.realityCheckContinue,
    {
      schema: {
        tags,
        summary: 'Continue after a reality check: the next one falls due one interval from now',
        body: EmptyBody,
        response: jsonResponses(RealityCheckValue),
      },
    },
    async (request) => ok(await continueRealityCheck(ctx, member(request))),
  );

  r.post(
    PROTECTION_API.exclusion,
    {
      schema: {
        tags,
        summary:
          'Takes a break or excludes oneself (login password); stakes, deposits and launches are refused, withdrawals stay open',
        body: ExclusionBody,
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => {
      const auth = member(request);
      await startExclusion(ctx, auth.memberId, request.body);
      return ok(await protectionState(ctx, auth));
    },
  );

  r.post(
    PROTECTION_API.exclusionEnd,
    {
      schema: {
        tags,
        summary: 'Asks to end a self-exclusion whose period is over; it ends after the cooling-off',
        body: EmptyBody,
        response: jsonResponses(ProtectionState),
      },
    },
    async (request) => {
      const auth = member(request);
      await requestExclusionEnd(ctx, auth.memberId);
      return ok(await protectionState(ctx, auth));
    },
  );

  r.get(
    PROTECTION_API.history,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Every change of the member’s tools, newest first',
        response: jsonResponses(RgHistory),
      },
    },
    async (request) => ok(await protectionHistory(ctx, member(request).memberId)),
  );
}
