/** The team report screens (one chunk: an agent moving between them downloads nothing more). */
export { TeamOverviewPage } from './team-overview-page.tsx';
export { TeamPnlPage } from './team-pnl-page.tsx';
export { TeamBettingPage } from './team-betting-page.tsx';
