import type { FastifyInstance } from 'fastify';
import {
  BO_REFERRALS_API,
  BoIdParams,
  BoReferralDecisionBody,
  BoReferralListQuery,
  BoReferralPage,
  BoReferralRow,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import { decideReferralByOperator, listReferrals } from './referrals.service.ts';

/**
 * The referrals to review (issue 25, decision 058), a screen of the bonuses area: the list
 * (bonuses.read) and an operator's approval or refusal of a referral held for review
 * (bonuses.write: it pays, or does not pay, two rewards), audited with its reason by boWrite.
 */
export function registerBoReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_REFERRALS_API.referrals,
      summary: 'Referrals by status (under review by default), with signals, deposit and wagers',
      permission: 'bonuses.read',
      querystring: BoReferralListQuery,
      response: BoReferralPage,
    },
    async ({ query }) => listReferrals(ctx, query),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_REFERRALS_API.decision,
      summary: 'Approves (pays both rewards) or refuses a referral held for review',
      permission: 'bonuses.write',
      params: BoIdParams,
      body: BoReferralDecisionBody,
      response: BoReferralRow,
    },
    async ({ params, body, operator }) => decideReferralByOperator(ctx, operator, params.id, body),
  );
}
