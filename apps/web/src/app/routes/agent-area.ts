import { normalizePath } from '../../lib/chrome-rules.ts';

/**
 * The agent screens (spec section 2, issue 8) by path, with the name their page has in the
 * agent chunk: the layout shows them the agent footer instead of the member footer, so no
 * screen draws a footer of its own.
 */
export const AGENT_SCREENS = {
  // The agent home and the register centre.
  '/agent': 'AgentHomePage',
  '/agentRegister': 'AgentRegisterPage',
  // Agent contracts (decision 024): the spec's three contract screens, the dividend screen (the
  // agent home footer's link and the spec's route) and the offer form.
  '/member/agent/getSalaryContract': 'SalaryContractPage',
  '/member/agent/getDevidendContract': 'DividendContractPage',
  '/member/agent/getHourContract': 'HourContractPage',
  '/agent/dividend': 'DividendPage',
  '/member/agent/agentDivident': 'DividendPage',
  '/agent/contract/offer': 'OfferContractPage',
  // The agent's team reports.
  '/agent/team/overview': 'TeamOverviewPage',
  '/agent/team/pnl': 'TeamPnlPage',
  '/teamBetting': 'TeamBettingPage',
  // Team management and transfer, agent rebate, team rebate (rebate income).
  '/member/team': 'TeamPage',
  '/member/agent/agentRebeat': 'AgentRebatePage',
  '/member/teamRebate': 'TeamRebatePage',
} as const satisfies Record<string, string>;

/** Whether a location shows an agent screen. */
export function isAgentArea(pathname: string): boolean {
  return Object.hasOwn(AGENT_SCREENS, normalizePath(pathname));
}
