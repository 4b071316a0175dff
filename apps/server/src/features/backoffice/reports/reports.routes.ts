import type { FastifyInstance } from 'fastify';
import {
  BO_REPORTS_API,
  BonusReport,
  CashflowReport,
  GgrQuery,
  GgrReport,
  MembersReport,
  REPORT_MAX_DAYS,
  ReportPeriod,
  ReportPeriodQuery,
} from '@app/contracts/backoffice';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { boRead } from '../bo-route.ts';
import { readBonus, readCashflow, readGgr, readMembers } from './reports.service.ts';

/** The period rule (ReportPeriod), answered as 400 bo.report.period. */
function periodOf(query: ReportPeriodQuery): ReportPeriod {
  const parsed = ReportPeriod.safeParse(query);
  if (!parsed.success) throw new AppError('bo.report.period', 400, String(REPORT_MAX_DAYS));
  return parsed.data;
}

/** The back office's reports area (issue 22, decision 046): reads only, finance and admin. */
export function registerBoReportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_REPORTS_API.ggr,
      summary: 'GGR and NGR of a period by day, game type, vendor, game or agent',
      permission: 'reports.read',
      querystring: GgrQuery,
      response: GgrReport,
    },
    async ({ query }) => readGgr(ctx, periodOf(query), query.by),
  );
  boRead(
    app,
    {
      url: BO_REPORTS_API.cashflow,
      summary: 'Deposits credited and withdrawals paid in a period, by channel',
      permission: 'reports.read',
      querystring: ReportPeriodQuery,
      response: CashflowReport,
    },
    async ({ query }) => readCashflow(ctx, periodOf(query)),
  );
  boRead(
    app,
    {
      url: BO_REPORTS_API.members,
      summary: 'New, active, depositing and first-deposit members per day of a period',
      permission: 'reports.read',
      querystring: ReportPeriodQuery,
      response: MembersReport,
    },
    async ({ query }) => readMembers(ctx, periodOf(query)),
  );
  boRead(
    app,
    {
      url: BO_REPORTS_API.bonus,
      summary: 'Promotional credits (rewards, rebates, agent commissions) per day of a period',
      permission: 'reports.read',
      querystring: ReportPeriodQuery,
      response: BonusReport,
    },
    async ({ query }) => readBonus(ctx, periodOf(query)),
  );
}
