/**
 * Agent contract calls (issue 8, decision 024): daily salary, dividend and hourly salary
 * contracts an upline agent offers to a direct downline agent, their decisions and payouts.
 * Kept apart from the schemas so only the lazy contract screens carry these paths.
 */
export const AGENT_CONTRACTS_API = {
  /** Contract dividend status (spec 3): the three pending-request fields. */
  status: '/wps/agent/contract/status',
  /** The caller's pending contract of one kind (the contract screens). */
  pending: '/wps/agent/contract/pending',
  detail: '/wps/agent/contract/detail',
  decide: '/wps/agent/contract/decide',
  offer: '/wps/agent/contract/offer',
  cancel: '/wps/agent/contract/cancel',
  /** Contracts the caller offered (as upline). */
  offered: '/wps/agent/contract/offered',
  /** Contracts addressed to the caller (as downline). */
  received: '/wps/agent/contract/received',
  /** Direct downline agents the caller may offer a contract to. */
  downlines: '/wps/agent/contract/downlines',
  dividendInfo: '/wps/agent/dividend/info',
  dividendCurrent: '/wps/agent/dividend/current',
  dividendHistory: '/wps/agent/dividend/history',
  salaryInfo: '/wps/agent/salary/info',
  salaryCurrent: '/wps/agent/salary/current',
  salaryHistory: '/wps/agent/salary/history',
} as const;
