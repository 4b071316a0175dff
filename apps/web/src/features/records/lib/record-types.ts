import { AGENT_TYPES_PARAM, type LedgerKind } from '@app/contracts';

/**
 * The account record's type filter. The route's `types` query names a group of ledger transfer
 * kinds; no value means every kind. `A` (the agent menu's entry,
 * `/m/transaction/record?types=A`) is the agent kinds: transfers to and from downlines, rebates,
 * dividends and salaries; the server expands it (decision 023). The other groups, and the kinds
 * each one sends to `GET /wps/wallet/transactions?types=`, are in docs/decisions/010-record-pages.md.
 */
export const ALL_TYPES = 'all';
export const AGENT_TYPES = AGENT_TYPES_PARAM;

export const RECORD_TYPE_GROUPS = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal.hold', 'withdrawal.rejected', 'withdrawal.paid'],
  bet: ['bet', 'vendor.bet'],
  win: ['win', 'vendor.win'],
  refund: ['rollback', 'vendor.rollback'],
  bonus: ['trial.grant', 'seed.grant', 'reward.claim', 'tournament.prize', 'member.rebate'],
  adjust: ['migration.adjust', 'operator.adjust'],
} as const satisfies Record<string, readonly LedgerKind[]>;

export type RecordTypeGroup = keyof typeof RECORD_TYPE_GROUPS;
export type TypesParam = typeof ALL_TYPES | typeof AGENT_TYPES | RecordTypeGroup;
export const TYPE_OPTIONS: readonly TypesParam[] = [
  ALL_TYPES,
  ...(Object.keys(RECORD_TYPE_GROUPS) as RecordTypeGroup[]),
  AGENT_TYPES,
];

function isGroup(value: string): value is RecordTypeGroup {
  return Object.hasOwn(RECORD_TYPE_GROUPS, value);
}

/** The page's `types` value; unknown values show everything rather than nothing. */
export function readTypes(value: string | null): TypesParam {
  const group = value?.trim() ?? '';
  if (group === AGENT_TYPES) return AGENT_TYPES;
  return isGroup(group) ? group : ALL_TYPES;
}

/** The API's `types` (comma-separated transfer kinds); undefined asks for every kind. */
export function kindsFor(types: TypesParam): string | undefined {
  if (types === ALL_TYPES) return undefined;
  return types === AGENT_TYPES ? AGENT_TYPES : RECORD_TYPE_GROUPS[types].join(',');
}

/**
 * The i18n key of a transfer kind's label (under records.kinds): every kind of contracts'
 * LEDGER_KINDS has one (the type says so). `agent.transfer` reads by its direction instead.
 */
const KIND_LABELS: Readonly<Record<Exclude<LedgerKind, 'agent.transfer'>, string>> = {
  deposit: 'deposit',
  'withdrawal.hold': 'withdrawalHold',
  'withdrawal.rejected': 'withdrawalRejected',
  'withdrawal.paid': 'withdrawalPaid',
  bet: 'bet',
  'vendor.bet': 'vendorBet',
  win: 'win',
  'vendor.win': 'vendorWin',
  rollback: 'refund',
  'vendor.rollback': 'vendorRefund',
  'trial.grant': 'trialGrant',
  'seed.grant': 'welcomeGrant',
  'reward.claim': 'rewardClaim',
  'migration.adjust': 'adjustment',
  'operator.adjust': 'adjustment',
  'agent.rebate': 'agentRebate',
  'agent.dividend': 'agentDividend',
  'agent.salary': 'agentSalary',
  // Issue 25: bonus money (decision 056).
  'bonus.grant': 'bonusGrant',
  'bonus.bet': 'bonusBet',
  'bonus.win': 'bonusWin',
  'bonus.rollback': 'bonusRefund',
  'bonus.convert': 'bonusConvert',
  'bonus.forfeit': 'bonusForfeit',
  // Issue 25: tournament prizes (decision 057).
  'tournament.prize': 'tournamentPrize',
  // Issue 25: the weekly rebate (decision 059).
  'member.rebate': 'weeklyRebate',
};

/** An agent transfer reads by its direction: to a downline (out) or from the upline (in). */
export function kindLabelKey(kind: string, amountCents = 0): string | null {
  if (kind === 'agent.transfer') {
    return `records.kinds.${amountCents < 0 ? 'agentTransferOut' : 'agentTransferIn'}`;
  }
  // A kind unknown to this build (a newer server) shows as it is named rather than vanishing.
  const key = Object.hasOwn(KIND_LABELS, kind)
    ? KIND_LABELS[kind as keyof typeof KIND_LABELS]
    : undefined;
  return key ? `records.kinds.${key}` : null;
}

/** The round a game transfer belongs to, for its row: BGS rounds and vendor round ids. */
export function roundOfTransfer(kind: string, reference: string): string | null {
  const bgs = /^bgs-round:(\d+)$/.exec(reference);
  if (bgs) return bgs[1]!;
  if (kind.startsWith('vendor.') && reference) return reference;
  return null;
}
