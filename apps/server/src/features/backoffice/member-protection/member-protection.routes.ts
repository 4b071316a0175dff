import type { FastifyInstance } from 'fastify';
import {
  BO_MEMBER_PROTECTION_API,
  BoMemberParams,
  BoMemberProtection,
  BoMemberProtectionHistory,
} from '@app/contracts/backoffice';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import {
  memberActivity,
  protectionHistory,
  protectionTools,
} from '../../player-protection/index.ts';
import { boRead } from '../bo-route.ts';

async function assertMember(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
}

/**
 * A member's player-protection tools and their history, read-only (issue 23, decision 048):
 * operators see everything and can loosen nothing (no write route).
 */
export function registerBoMemberProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_MEMBER_PROTECTION_API.tools,
      summary: "A member's limits, pending changes, exclusion, reality check and activity",
      permission: 'members.read',
      params: BoMemberParams,
      response: BoMemberProtection,
    },
    async ({ params }) => {
      await assertMember(ctx, params.id);
      return {
        ...(await protectionTools(ctx, params.id)),
        activity: await memberActivity(ctx, params.id, null),
      };
    },
  );
  boRead(
    app,
    {
      url: BO_MEMBER_PROTECTION_API.history,
      summary: "Every change of a member's player-protection tools, newest first",
      permission: 'members.read',
      params: BoMemberParams,
      response: BoMemberProtectionHistory,
    },
    async ({ params }) => {
      await assertMember(ctx, params.id);
      return protectionHistory(ctx, params.id);
    },
  );
}
