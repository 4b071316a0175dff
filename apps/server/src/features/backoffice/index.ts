import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { registerBoAuthRoutes } from './auth.routes.ts';
import { registerBoGuard } from './bo-guard.ts';

/**
 * The back office's API under /bo/api (issue 21, decision 043). The guard goes first: every
 * route after it must declare who may call it. Each area registers its routes below.
 */
export function registerBackOffice(app: FastifyInstance, ctx: AppContext): void {
  registerBoGuard(app, ctx);
  registerBoAuthRoutes(app, ctx);
  // Areas (one line each).
}

export { requireOperator, type BoPrincipal, type BoRouteInfo } from './bo-guard.ts';
export { recordAudit, type AuditEntry, type AuditActor } from './audit.ts';
export {
  confirmApproval,
  registerApprovalKind,
  rejectApproval,
  requestApproval,
  type ApprovalRow,
} from './approvals.ts';
export { boRead, boWrite } from './bo-route.ts';
export {
  createApiKey,
  createOperator,
  ensureFirstAdmin,
  resetOperatorAccess,
  revokeApiKey,
} from './operators.service.ts';
