/**
 * Player protection (issue 23, decision 048): the member's routes, and the checks other
 * features run (the ledger's stake check, deposits, launches, login, registration, agents'
 * transfers, marketing audiences).
 */
export { registerProtectionRoutes } from './protection.routes.ts';
export { assertNotExcluded, checkDeposit, checkStake, STAKE_KINDS } from './rules.ts';
export { memberReachable } from './marketing.ts';
export {
  checkLogin,
  isExcluded,
  memberActivity,
  notExcluded,
  protectionHistory,
  protectionTools,
  refuseExcludedContacts,
  refuseExcludedRecipients,
} from './protection.service.ts';
