import type { FastifyInstance } from 'fastify';
import { AuditPage, AuditSearchQuery, BO_AUDIT_API } from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead } from '../bo-route.ts';
import { searchAudit } from './audit-log.service.ts';

export function registerAuditLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_AUDIT_API.search,
      summary: 'Searches the audit log: newest first, each row with its values before and after',
      permission: 'audit.read',
      querystring: AuditSearchQuery,
      response: AuditPage,
    },
    async ({ query }) => searchAudit(ctx, query),
  );
}
