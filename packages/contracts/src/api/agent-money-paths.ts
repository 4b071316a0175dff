/**
 * Agent money calls (issue 8, decision 022): the downline list, rebate settings, quotas,
 * transfers to downlines and the rebate statement. Kept out of API so the site's first screen
 * does not carry paths only the lazy agent screens use. Every call needs an agent session.
 */
export const AGENT_MONEY_API = {
  /** GET: the agent's downlines (direct, or the whole team with depth=all), paged. */
  downlines: '/wps/agent/downlines',
  /** GET ?memberId=: one member of the agent's team. */
  downlineDetail: '/wps/agent/downlines/detail',
  /** GET: the agent's own rebate rates per game type (the ceiling of its downlines' rates). */
  rebates: '/wps/agent/rebates',
  /** GET ?memberId=: a downline's rates with the ceiling; PUT: updateDownlineRebates. */
  downlineRebates: '/wps/agent/downlines/rebates',
  /** GET: how many downline agents the agent may still open. */
  quotas: '/wps/agent/quotas',
  /** POST: transfer downline (one recipient). */
  transferDownline: '/wps/agent/transfer/downline',
  /** POST: transfer multiple downline (several recipients, all or nothing). */
  transferDownlines: '/wps/agent/transfer/downlines',
  /** GET: the agent's rebate payouts, newest day first (rebate income). */
  rebateStatement: '/wps/agent/rebates/statement',
} as const;
