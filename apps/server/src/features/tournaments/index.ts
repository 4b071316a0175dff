/** Tournaments' public entry (issue 25, decision 057): other features import only this. */
export { payTournament, payTournaments, prizeKey, type PayoutSummary } from './payout.ts';
export { REFRESH_MS, SETTLE_MS } from './standings.ts';
export { registerTournamentRoutes } from './tournaments.routes.ts';
