import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberInviteQuery, MemberInviteValue, REFERRALS_API } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { memberInvite } from './referrals.service.ts';

/**
 * The member invite screen (issue 18, decision 035): one member's own link and friends, so
 * never cached. 401 without a session, 403 trial.forbidden for trials and permission.denied
 * for agents (they invite with their affiliate links).
 */
export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    REFERRALS_API.memberInvite,
    {
      onRequest: noStore,
      schema: {
        tags: ['member invite'],
        summary:
          "The member's invite link, the referral promotion's terms and the friends who joined through it",
        querystring: MemberInviteQuery,
        response: jsonResponses(MemberInviteValue),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const language =
        requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
      return ok(await memberInvite(ctx, auth, request.query, language));
    },
  );
}
