import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { registerKycMemberRoutes } from './kyc.routes.ts';

export {
  approveIdentity,
  assertPayeeMatchesIdentity,
  assertWithdrawalIdentity,
  documentRows,
  identityRow,
  normalisePersonName,
  rejectIdentity,
  toKycDocument,
} from './kyc.service.ts';
export { storedContentType } from './kyc-images.ts';

/** Identity checks (issue 23, decision 049): the member's routes. */
export function registerKycRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerKycMemberRoutes(app, ctx);
}
