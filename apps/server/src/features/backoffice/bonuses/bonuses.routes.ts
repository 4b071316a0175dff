import type { FastifyInstance } from 'fastify';
import {
  BO_BONUSES_API,
  BoBonusCancelBody,
  BoBonusCancelValue,
  BoBonusDetail,
  BoBonusGrantBody,
  BoBonusListQuery,
  BoBonusPage,
  BoBonusRow,
  BoFreeSpinGrant,
  BoFreeSpinGrantBody,
  BoFreeSpinListQuery,
  BoFreeSpinPage,
  BoFreeSpinSlotList,
  BoIdParams,
  BoPromotionTerms,
  BoPromotionTermsBody,
  BoPromotionTermsList,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  bonusDetail,
  cancelBonus,
  grantByOperator,
  listBonuses,
  listPromotionTerms,
  promotionTermsOf,
  setPromotionTerms,
} from './bonuses.service.ts';
import {
  grantFreeSpinsByOperator,
  listFreeSpinGrants,
  listFreeSpinSlots,
} from './free-spins.service.ts';

/**
 * The back office's bonuses (issue 25, decision 056): the list and one bonus's transfers and
 * stakes (bonuses.read); an operator's grant, the cancellation of an active bonus and the
 * deposit promotions' bonus terms (bonuses.write: money rules, so not content.write), each in
 * one transaction with its ledger transfers and audited with its reason by boWrite. Free spins
 * the same way: their grants (bonuses.read), the slots they may be on and an operator's grant.
 */
export function registerBoBonusRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_BONUSES_API.bonuses,
      summary: 'Bonuses newest first, by member, status and source, with active balances',
      permission: 'bonuses.read',
      querystring: BoBonusListQuery,
      response: BoBonusPage,
    },
    async ({ query }) => listBonuses(ctx, query),
  );

  boRead(
    app,
    {
      url: BO_BONUSES_API.bonus,
      summary: 'A bonus with its wagering progress, ledger transfers and round stakes',
      permission: 'bonuses.read',
      params: BoIdParams,
      response: BoBonusDetail,
    },
    async ({ params }) => bonusDetail(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_BONUSES_API.bonuses,
      summary: 'Grants a bonus to a member (refused while the member has an active bonus)',
      permission: 'bonuses.write',
      body: BoBonusGrantBody,
      response: BoBonusRow,
    },
    async ({ body, operator }) => grantByOperator(ctx, operator, body),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_BONUSES_API.cancel,
      summary: 'Cancels an active bonus: its bonus balance goes back to the house, cash untouched',
      permission: 'bonuses.write',
      params: BoIdParams,
      body: BoBonusCancelBody,
      response: BoBonusCancelValue,
    },
    async ({ params, body }) => cancelBonus(ctx, params.id, body.reason),
  );

  boRead(
    app,
    {
      url: BO_BONUSES_API.terms,
      summary: 'The promotions a deposit may name, each with its bonus terms or none',
      permission: 'bonuses.read',
      response: BoPromotionTermsList,
    },
    async () => ({ promotions: await listPromotionTerms(ctx) }),
  );

  boRead(
    app,
    {
      url: BO_BONUSES_API.promotionTerms,
      summary: "A promotion's bonus terms (null: none)",
      permission: 'bonuses.read',
      params: BoIdParams,
      response: BoPromotionTerms,
    },
    async ({ params }) => promotionTermsOf(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      method: 'PUT',
      url: BO_BONUSES_API.promotionTerms,
      summary: "Sets or removes a promotion's bonus terms (granted bonuses keep theirs)",
      permission: 'bonuses.write',
      params: BoIdParams,
      body: BoPromotionTermsBody,
      response: BoPromotionTerms,
    },
    async ({ params, body }) => setPromotionTerms(ctx, params.id, body),
  );

  boRead(
    app,
    {
      url: BO_BONUSES_API.freeSpins,
      summary: 'Free-spin grants newest first, by member and status',
      permission: 'bonuses.read',
      querystring: BoFreeSpinListQuery,
      response: BoFreeSpinPage,
    },
    async ({ query }) => listFreeSpinGrants(ctx, query),
  );

  // Not the catalogue's game list: that needs catalogue.read, which the risk role lacks.
  boRead(
    app,
    {
      url: BO_BONUSES_API.freeSpinSlots,
      summary: 'The active slots free spins may be granted on: in-house and the provider’s',
      permission: 'bonuses.read',
      response: BoFreeSpinSlotList,
    },
    async () => ({ slots: await listFreeSpinSlots(ctx) }),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_BONUSES_API.freeSpins,
      summary: 'Grants a member free spins on an in-house or provider slot (once per request)',
      permission: 'bonuses.write',
      body: BoFreeSpinGrantBody,
      response: BoFreeSpinGrant,
    },
    async ({ body, operator }) => grantFreeSpinsByOperator(ctx, operator, body),
  );
}
