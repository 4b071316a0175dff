import { z } from 'zod';

/**
 * The back office's roles and what each may do (issue 21, decision 043). The server checks the
 * permission of every back-office route; the back office hides what a role cannot use. One
 * table, read by both, so the screens never offer what the server refuses.
 */
export const OPERATOR_ROLES = [
  'admin',
  'cashier',
  'support',
  'content',
  'risk',
  'finance',
] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

export const PERMISSIONS = [
  /** The dashboard's figures. */
  'dashboard.read',
  /** Deposit and withdrawal queues and their details. */
  'cashier.read',
  /** Approve or reject a deposit; pay or reject a withdrawal (four-eyes above the limit). */
  'cashier.decide',
  /** Confirm another operator's withdrawal payment or balance adjustment (four-eyes). */
  'approvals.confirm',
  /** Search members; a member's profile, money, play, sessions and devices. */
  'members.read',
  /** Lock and unlock, end sessions, notes and tags. */
  'members.write',
  /** Send a message to a member's inbox. */
  'members.message',
  /** Request a manual balance adjustment (four-eyes above the limit). */
  'members.adjust',
  /** Read the system settings. */
  'system.read',
  /** Maintenance, blocked ranges, white-label flags, registration and merchant settings. */
  'system.write',
  /** The feedback inbox. */
  'feedback.read',
  /** Assign, change status, reply. */
  'feedback.write',
  /** The scheduler's jobs and runs. */
  'jobs.read',
  /** Run a job again for a period. */
  'jobs.run',
  /** Search the audit log. */
  'audit.read',
  /** Operator accounts and API keys. */
  'operators.manage',
  /** Banners, promotions, pop-ups, notices, help, legal texts, news and images (issue 22). */
  'content.read',
  /** Create, edit, schedule and publish content; inbox messages to a segment or everyone. */
  'content.write',
  /** Vendors and games as the site lists them. */
  'catalogue.read',
  /** Vendors and games on and off, flags, order, minimum bets, menus and the hot list. */
  'catalogue.write',
  /** Lottery games, schedules, draws and their bets. */
  'lottery.read',
  /** Lottery schedules and sale windows; voiding a draw. */
  'lottery.write',
  /** The agent tree, rates, contracts, payouts and settlement runs. */
  'agents.read',
  /** Promote a member to agent, set rates, offer contracts on behalf of the house. */
  'agents.write',
  /** Game providers, their vendors and reconciliation results. */
  'providers.read',
  /** Providers on and off, secret rotation, reconciliation runs. */
  'providers.write',
  /** GGR, NGR, cashier and member reports. */
  'reports.read',
  /** Members' identity documents and their review queue (issue 23). */
  'kyc.read',
  /** Approve or reject a member's identity document with a reason. */
  'kyc.review',
  /** Bonuses, their wagering and ledger transfers; the deposit promotions' bonus terms (issue 25). */
  'bonuses.read',
  /** Grant a bonus to a member, cancel an active one, set a promotion's bonus terms. */
  'bonuses.write',
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

const ALL = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  admin: ALL,
  cashier: [
    'dashboard.read',
    'cashier.read',
    'cashier.decide',
    'approvals.confirm',
    'members.read',
    'kyc.read',
  ],
  support: [
    'dashboard.read',
    'members.read',
    'members.write',
    'members.message',
    'feedback.read',
    'feedback.write',
    'kyc.read',
    'bonuses.read',
  ],
  content: [
    'dashboard.read',
    'system.read',
    'content.read',
    'content.write',
    'catalogue.read',
    'catalogue.write',
  ],
  risk: [
    'dashboard.read',
    'cashier.read',
    'members.read',
    'members.write',
    'audit.read',
    'feedback.read',
    'lottery.read',
    'providers.read',
    'kyc.read',
    'kyc.review',
    'bonuses.read',
    'bonuses.write',
  ],
  finance: [
    'dashboard.read',
    'cashier.read',
    'approvals.confirm',
    'members.read',
    'members.adjust',
    'jobs.read',
    'audit.read',
    'agents.read',
    'agents.write',
    'reports.read',
    'bonuses.read',
  ],
};

export function roleCan(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
