export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './rules/system-status.ts';
export * from './rules/service-path.ts';
export * from './rules/money.ts';
export * from './rules/typed-amount.ts';
export * from './rules/percent.ts';
export * from './rules/text-input.ts';
export * from './rules/home-screen.ts';
export * from './rules/lottery.ts';
export * from './rules/lottery-bets.ts';
// Issue 7: feedback, live chat and the service pop-up.
export * from './rules/feedback.ts';
export * from './rules/chat.ts';
export * from './api/paths.ts';
export * from './api/open-routes.ts';
export * from './api/status-exempt-routes.ts';
export * from './api/common.ts';
export * from './api/system.ts';
export * from './api/announcements.ts';
export * from './api/games.ts';
export * from './api/accounts.ts';
export * from './api/vendor-wallet.ts';
export * from './api/ledger.ts';
export * from './api/play.ts';
export * from './api/launch.ts';
export * from './api/game-list.ts';
export * from './api/favourites.ts';
export * from './api/lottery.ts';
export * from './api/home-widgets.ts';
// Issue 7: feedback, live chat and the service pop-up.
export * from './api/service.ts';
export * from './api/service-paths.ts';
export * from './api/messages.ts';
export * from './api/promotions-paths.ts';
export * from './api/promotions.ts';
// Issue 8: agent money (downlines, rebates, transfers).
export * from './api/agent-money.ts';
export * from './api/member-centre.ts';
// Mobile binding and withdrawal-password reset (issue 18, decision 036).
export * from './api/account-security.ts';
// Issue 8: the agent home.
export * from './api/agents-paths.ts';
export * from './api/agents.ts';
export * from './rules/greeting.ts';
export * from './rules/slots/index.ts';
export * from './rules/slots/svg-nodes.ts';
export * from './rules/slots/glyphs.ts';
export * from './rules/slots/themes.ts';
export * from './api/agent-contracts.ts';
// Issue 8: team reports (decision 023).
export * from './api/agent-reports-paths.ts';
export * from './api/agent-reports.ts';
// Cashier (issue 9, decision 025).
export * from './api/cashier-paths.ts';
export * from './api/cashier.ts';
// Issue 18: the member invite screen (decision 035).
export * from './api/bonuses-paths.ts';
export * from './api/bonuses.ts';
export * from './api/referrals-paths.ts';
export * from './api/referrals.ts';
export * from './api/provider.ts';
export * from './api/scheduler.ts';
// Issue 23: player protection and identity checks.
export * from './api/player-protection-paths.ts';
export * from './api/player-protection.ts';
export * from './api/kyc-paths.ts';
export * from './api/kyc.ts';
export * from './rules/cpf.ts';
// Issue 25: tournaments (decision 057).
export * from './api/tournaments-paths.ts';
export * from './api/tournaments.ts';
// Issue 26: live events (server-sent streams instead of polling, decision 062).
export * from './api/live-events.ts';
