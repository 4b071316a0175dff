/**
 * Agent home calls (issue 8, decision 021): team counters, the agent's own profile, its
 * affiliate links and direct downline registration. Every one needs an agent session. Kept
 * out of API so the site's first screen does not carry paths only the lazy agent screens use.
 */
export const AGENTS_API = {
  teamKpi: '/wps/agent/team/kpi',
  agentProfile: '/wps/agent/profile',
  affiliateUrls: '/wps/agent/affiliate/urls',
  downlineRegister: '/wps/agent/downline/register',
} as const;
