/** The agent money screens (issue 8, decision 022): one lazy chunk for the three routes. */
export { TeamPage } from './team-page.tsx';
export { AgentRebatePage } from './agent-rebate-page.tsx';
export { TeamRebatePage } from './team-rebate-page.tsx';
