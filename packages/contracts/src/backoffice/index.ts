/**
 * The back office's contracts (issue 21): a subpath of its own (`@app/contracts/backoffice`), so
 * nothing here can reach the member site's bundle.
 */
export * from './roles.ts';
export * from './paths.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './cashier.ts';
export * from './operators.ts';
export * from './dashboard.ts';
export * from './jobs.ts';
export * from './audit-log.ts';
export * from './members.ts';
export * from './system.ts';
export * from './feedback.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './games.ts';
export * from './providers.ts';
export * from './lottery.ts';
export * from './agents.ts';
export * from './reports.ts';
export * from './kyc.ts';
export * from './member-protection.ts';
export * from './bonuses.ts';
export * from './referrals.ts';
