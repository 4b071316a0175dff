/**
 * Team report calls (issue 8, decision 023). Kept out of API so the site's first screen does
 * not carry paths only the lazy agent screens use. Every call needs a session and an agent.
 */
export const AGENT_REPORTS_API = {
  teamOverview: '/wps/agent/team/overview',
  teamPnl: '/wps/agent/team/pnl',
  teamBets: '/wps/agent/team/bets',
} as const;
