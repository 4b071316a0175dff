import { NON_AGENT_TYPES, type WhitelabelSettings } from '@app/contracts';

/** Spec section 6: types 0, 4 and 40 are not agents; every other type is. */
export function isAgentSession(session: { type: number } | null | undefined): boolean {
  return !!session && !(NON_AGENT_TYPES as readonly number[]).includes(session.type);
}

type Flags = Partial<WhitelabelSettings['flags']>;
type FlagKey = keyof WhitelabelSettings['flags'];

export type AgentGridId =
  | 'teamOverview'
  | 'transactionRecord'
  | 'downlineManagement'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'messages'
  | 'onlineService';

export interface AgentEntry<Id extends string> {
  id: Id;
  /** Router path under /m; null for the online service (an outside link). */
  to: string | null;
  /** The white-label key that shows it; null: always shown. */
  flag: FlagKey | null;
}

/** The screens both the grid and the quick menu open, with the key that shows them. */
const SHARED = {
  teamOverview: { to: '/agent/team/overview', flag: 'AGEPAG' },
  transactionRecord: { to: '/transaction/record?types=A', flag: 'TRANSREC3' },
  team: { to: '/member/team', flag: 'DOWNMAN' },
  teamPnl: { to: '/agent/team/pnl', flag: 'AGETEAMPNL3' },
  teamBetting: { to: '/teamBetting', flag: 'TEAMBETTING3' },
} as const satisfies Record<string, Omit<AgentEntry<string>, 'id'>>;

/** The agent home's navigation grid (spec section 2), in the spec's order. */
const GRID: readonly AgentEntry<AgentGridId>[] = [
  { id: 'teamOverview', ...SHARED.teamOverview },
  { id: 'transactionRecord', ...SHARED.transactionRecord },
  { id: 'downlineManagement', ...SHARED.team },
  { id: 'teamPnl', ...SHARED.teamPnl },
  { id: 'teamBetting', ...SHARED.teamBetting },
  { id: 'agentRebate', to: '/member/agent/agentRebeat', flag: 'GAMSER' },
  { id: 'teamRebate', to: '/member/teamRebate', flag: 'AGEREBINC3' },
  { id: 'securityCenter', to: '/securityCenter', flag: 'SECPRIV' },
  { id: 'messages', to: '/webEmail', flag: 'MAILCEN' },
  { id: 'onlineService', to: null, flag: null },
];

export type QuickMenuId =
  | 'teamOverview'
  | 'registerCentre'
  | 'teamPnl'
  | 'teamManagement'
  | 'teamBetting'
  | 'transactionRecord'
  | 'transfer';

/** The agent quick-menu modal's shortcuts (spec section 2); transfer rides on DOWNMAN. */
const QUICK_MENU: readonly AgentEntry<QuickMenuId>[] = [
  { id: 'teamOverview', ...SHARED.teamOverview },
  { id: 'registerCentre', to: '/agentRegister', flag: 'REGCEN' },
  { id: 'teamPnl', ...SHARED.teamPnl },
  { id: 'teamManagement', ...SHARED.team },
  { id: 'teamBetting', ...SHARED.teamBetting },
  { id: 'transactionRecord', ...SHARED.transactionRecord },
  { id: 'transfer', ...SHARED.team },
];

function gated<Id extends string>(
  entries: readonly AgentEntry<Id>[],
  flags: Flags | undefined,
): AgentEntry<Id>[] {
  return entries.filter((entry) => entry.flag === null || flags?.[entry.flag] === true);
}

/** Grid entries whose white-label key is on (the online service always). */
export function agentGridEntries(flags: Flags | undefined): AgentEntry<AgentGridId>[] {
  return gated(GRID, flags);
}

export function quickMenuEntries(flags: Flags | undefined): AgentEntry<QuickMenuId>[] {
  return gated(QUICK_MENU, flags);
}

/** Where the dividend footer tab leads (built by the contracts screens). */
export const DIVIDEND_PATH = '/agent/dividend';

/** The device's calendar day of an instant, YYYY-MM-DD (the spec's message date format). */
export function calendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today on the device's clock, and its offset in minutes east of UTC. */
export function todayRange(now: Date): { startDate: string; endDate: string; utcOffset: number } {
  const day = calendarDay(now);
  return { startDate: day, endDate: day, utcOffset: -now.getTimezoneOffset() };
}
