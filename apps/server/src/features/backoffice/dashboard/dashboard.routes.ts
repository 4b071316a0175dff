import type { FastifyInstance } from 'fastify';
import { BO_DASHBOARD_API, Dashboard, DashboardQuery } from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead } from '../bo-route.ts';
import { readDashboard } from './dashboard.service.ts';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_DASHBOARD_API.dashboard,
      summary: 'Today and the last 30 days: money, members and the queues waiting now',
      permission: 'dashboard.read',
      querystring: DashboardQuery,
      response: Dashboard,
    },
    async ({ query }) => readDashboard(ctx, query.utcOffset),
  );
}
