import { NON_AGENT_TYPES, type WhitelabelSettings } from '@app/contracts';
import type { SessionInfo } from '../../../lib/session-store.ts';

export type MemberMenuEntryId =
  | 'deposit'
  | 'withdraw'
  | 'vipBenefits'
  | 'events'
  | 'rewardCenter'
  | 'agent'
  | 'help'
  | 'accountRecord'
  | 'bettingRecord'
  | 'feedback'
  | 'messages';

export interface MemberMenuEntry {
  id: MemberMenuEntryId;
  /** Router path under /m. */
  to: string;
}

const ENTRIES: readonly MemberMenuEntry[] = [
  { id: 'deposit', to: '/voucherCenter' },
  { id: 'withdraw', to: '/withdraw' },
  { id: 'vipBenefits', to: '/member/benefits' },
  { id: 'events', to: '/activity' },
  { id: 'rewardCenter', to: '/rewardCenter' },
  { id: 'agent', to: '/agent' },
  { id: 'help', to: '/help' },
  { id: 'accountRecord', to: '/transaction/record' },
  { id: 'bettingRecord', to: '/gameRecord' },
  { id: 'feedback', to: '/feedback' },
  { id: 'messages', to: '/webEmail' },
];

/** Agents are every type except 0, 4 and 40 (spec section 6). */
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

/**
 * The right side menu's entries for a signed-in user (shell spec section 6): VIP benefits by
 * the VIP-benefit setting; reward center, account and betting record and messages by their
 * white-label menu value; messages also by flag MAILCEN; agent for agent types only.
 */
export function memberMenuEntries(
  session: Pick<SessionInfo, 'type'>,
  whitelabel: Pick<WhitelabelSettings, 'flags' | 'menus' | 'vipBenefitEnabled'> | undefined,
): MemberMenuEntry[] {
  const menus: Partial<WhitelabelSettings['menus']> = whitelabel?.menus ?? {};
  const flags: Partial<WhitelabelSettings['flags']> = whitelabel?.flags ?? {};
  const shown: Record<MemberMenuEntryId, boolean> = {
    deposit: true,
    withdraw: true,
    vipBenefits: whitelabel?.vipBenefitEnabled === true,
    events: true,
    rewardCenter: menus.rewardCenter === true,
    agent: isAgentType(session.type),
    help: true,
    accountRecord: menus.accountRecord === true,
    bettingRecord: menus.bettingRecord === true,
    feedback: true,
    messages: menus.messages === true && flags.MAILCEN === true,
  };
  return ENTRIES.filter((entry) => shown[entry.id]);
}
