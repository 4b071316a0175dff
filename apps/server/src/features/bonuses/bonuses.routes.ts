import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BONUS_API, ForfeitBonusBody, ForfeitBonusValue, MemberBonusesValue } from '@app/contracts';
import { ok } from '../../errors.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { forfeitByMember, memberBonuses } from './bonuses.service.ts';

const tags = ['bonuses'];

/** The member's bonuses (decision 056); every call needs a session (the default guard). */
export function registerBonusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BONUS_API.bonuses,
    {
      schema: {
        tags,
        summary: 'The bonus balance, the active bonus with its wagering progress, past bonuses',
        response: jsonResponses(MemberBonusesValue),
      },
    },
    async (request, reply) => {
      // Progress moves with every stake: never served from a cache.
      void reply.header('Cache-Control', 'no-store');
      const { memberId } = requireAuth(request);
      // Promotion titles are merchant texts kept in both site languages.
      const language =
        requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
      return ok(await memberBonuses(ctx, memberId, language));
    },
  );

  r.post(
    BONUS_API.forfeit,
    {
      schema: {
        tags,
        summary: 'Gives up the active bonus and its winnings (cash is never touched)',
        body: ForfeitBonusBody,
        response: jsonResponses(ForfeitBonusValue),
      },
    },
    async (request) => {
      const { memberId } = requireAuth(request);
      return ok(
        await writeTransaction(ctx.db, (trx) =>
          forfeitByMember({ ...ctx, db: trx }, memberId, request.body.bonusId),
        ),
      );
    },
  );
}
