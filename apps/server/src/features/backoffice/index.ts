import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { registerBoAuthRoutes } from './auth.routes.ts';
import { registerBoGuard } from './bo-guard.ts';
import { registerBoSystemRoutes } from './system/system.routes.ts';
import { registerBoFeedbackRoutes } from './feedback/feedback.routes.ts';
import { registerAuditLogRoutes } from './audit-log/audit-log.routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registerJobsRoutes } from './jobs/jobs.routes.ts';
import { registerCashierBoRoutes } from './cashier/cashier.routes.ts';
import { registerOperatorRoutes } from './operators/operators.routes.ts';
import { registerMembersRoutes } from './members/members.routes.ts';
import { registerBoContentRoutes } from './content/content.routes.ts';
import { registerBoMessagesRoutes } from './messages/messages.routes.ts';
import { registerBoGamesRoutes } from './games/games.routes.ts';
import { registerBoProvidersRoutes } from './providers/providers.routes.ts';
import { registerBoLotteryRoutes } from './lottery/lottery.routes.ts';
import { registerBoAgentsRoutes } from './agents/agents.routes.ts';
import { registerBoReportsRoutes } from './reports/reports.routes.ts';
import { registerBoKycRoutes } from './kyc/kyc.routes.ts';
import { registerBoMemberProtectionRoutes } from './member-protection/member-protection.routes.ts';
import { registerBoBonusRoutes } from './bonuses/bonuses.routes.ts';
import { registerBoReferralRoutes } from './bonuses/referrals.routes.ts';

/**
 * The back office's API under /bo/api (issue 21, decision 043). The guard goes first: every
 * route after it must declare who may call it. Each area registers its routes below.
 */
export function registerBackOffice(app: FastifyInstance, ctx: AppContext): void {
  registerBoGuard(app, ctx);
  registerBoAuthRoutes(app, ctx);
  // Areas (one line each).
  registerBoSystemRoutes(app, ctx);
  registerBoFeedbackRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerJobsRoutes(app, ctx);
  registerAuditLogRoutes(app, ctx);
  registerCashierBoRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerMembersRoutes(app, ctx);
  registerBoContentRoutes(app, ctx);
  registerBoMessagesRoutes(app, ctx);
  registerBoGamesRoutes(app, ctx);
  registerBoProvidersRoutes(app, ctx);
  registerBoLotteryRoutes(app, ctx);
  registerBoAgentsRoutes(app, ctx);
  registerBoReportsRoutes(app, ctx);
  registerBoKycRoutes(app, ctx);
  registerBoMemberProtectionRoutes(app, ctx);
  registerBoBonusRoutes(app, ctx);
  registerBoReferralRoutes(app, ctx);
}

export { requireOperator, type BoPrincipal, type BoRouteInfo } from './bo-guard.ts';
// The OpenAPI document names the operator's cookie in its security schemes (decision 060).
export { BO_COOKIE } from './operator-sessions.ts';
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
  approveDepositAs,
  payWithdrawalAs,
  rejectDepositAs,
  rejectWithdrawalAs,
} from './cashier/cashier.service.ts';
export {
  createApiKey,
  createOperator,
  ensureFirstAdmin,
  resetOperatorAccess,
  revokeApiKey,
} from './operators.service.ts';
export { runBackOfficeCommand } from './operators.command.ts';
