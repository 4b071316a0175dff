import { z } from 'zod';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's members area (issue 21, decision 043): search, a member's profile and its
 * tabs (money, play, sessions, devices, cashier, notes), and what an operator does to a member:
 * end sessions, lock and unlock, notes and tags, a message to the inbox and a manual balance
 * adjustment (four-eyes above FOUR_EYES_ADJUSTMENT_CENTS).
 */
export const BO_MEMBERS_API = {
  search: '/bo/api/members',
  profile: '/bo/api/members/:id',
  ledger: '/bo/api/members/:id/ledger',
  rounds: '/bo/api/members/:id/rounds',
  bets: '/bo/api/members/:id/bets',
  sessions: '/bo/api/members/:id/sessions',
  devices: '/bo/api/members/:id/devices',
  cashier: '/bo/api/members/:id/cashier',
  /** GET the notes, POST a new one. */
  notes: '/bo/api/members/:id/notes',
  endSession: '/bo/api/members/:id/sessions/:sessionId/end',
  endAllSessions: '/bo/api/members/:id/sessions/end-all',
  lock: '/bo/api/members/:id/lock',
  unlock: '/bo/api/members/:id/unlock',
  /** POST adds a tag. */
  tags: '/bo/api/members/:id/tags',
  /** DELETE removes one. */
  tag: '/bo/api/members/:id/tags/:tag',
  message: '/bo/api/members/:id/messages',
  /** A credit or debit; above the four-eyes limit it waits for a second operator. */
  adjust: '/bo/api/members/:id/adjustments',
} as const;

/** A members path with its parameters filled in (each value URL-encoded). */
export function boMemberPath(
  path: (typeof BO_MEMBERS_API)[keyof typeof BO_MEMBERS_API],
  params: { id: number; sessionId?: string; tag?: string },
): string {
  return path
    .replace(':id', String(params.id))
    .replace(':sessionId', encodeURIComponent(params.sessionId ?? ''))
    .replace(':tag', encodeURIComponent(params.tag ?? ''));
}

/** The approval kind of a balance adjustment above the four-eyes limit. */
export const BALANCE_ADJUST_APPROVAL = 'balance.adjust';

/** What the search box looks in: real name, account (login name), mobile, e-mail, member id. */
export const BO_MEMBER_SEARCH_KEYS = ['account', 'name', 'mobile', 'email', 'id'] as const;
export const BoMemberSearchKey = z.enum(BO_MEMBER_SEARCH_KEYS);
export type BoMemberSearchKey = z.infer<typeof BoMemberSearchKey>;

export const BO_MEMBER_SORTS = ['registered', 'lastLogin', 'balance'] as const;
export const BoMemberSort = z.enum(BO_MEMBER_SORTS);
export type BoMemberSort = z.infer<typeof BoMemberSort>;

export const BoMemberSearchQuery = BoPageQuery.extend({
  key: BoMemberSearchKey.default('account'),
  /** Empty: every member (trial accounts only by id). */
  q: z.string().trim().max(100).default(''),
  sort: BoMemberSort.default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type BoMemberSearchQuery = z.input<typeof BoMemberSearchQuery>;

/** `active` may sign in; `locked` was locked by an operator; other values come from elsewhere. */
export const BO_MEMBER_LOCKED = 'locked';
export const BO_MEMBER_ACTIVE = 'active';

export const BoMemberRow = z.object({
  id: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  nickname: z.string(),
  /** E.g. +55 11987654321; empty when none. */
  mobile: z.string(),
  email: z.string(),
  /** Customer type (0 member, 4 trial, others agents). */
  type: z.number().int(),
  status: z.string(),
  /** The VIP level's name in the request's language. */
  vipLevel: z.string().nullable(),
  balanceCents: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  tags: z.array(z.string()),
});
export type BoMemberRow = z.infer<typeof BoMemberRow>;
export const BoMemberPage = boPage(BoMemberRow);
export type BoMemberPage = z.infer<typeof BoMemberPage>;

export const BoMemberParams = z.object({ id: z.coerce.number().int().positive() });
export const BoMemberSessionParams = BoMemberParams.extend({
  sessionId: z.string().min(1).max(64),
});
export const BoMemberTagParams = BoMemberParams.extend({ tag: z.string().min(1).max(64) });

export const BoMemberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type BoMemberNote = z.infer<typeof BoMemberNote>;
export const BoMemberNotePage = boPage(BoMemberNote);
export type BoMemberNotePage = z.infer<typeof BoMemberNotePage>;

export const BoMemberTag = z.object({
  tag: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type BoMemberTag = z.infer<typeof BoMemberTag>;

export const BoMemberAccount = z.object({
  /** `member:<id>`: the ledger account's owner. */
  ownerKey: z.string(),
  kind: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  balanceCents: z.number().int(),
});

export const BoPendingAdjustment = z.object({
  approvalId: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  amountCents: z.number().int(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});
export type BoPendingAdjustment = z.infer<typeof BoPendingAdjustment>;

export const BoMemberProfile = z.object({
  id: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  locked: z.boolean(),
  /** The operator lock in force: when, by whom, why (null when not locked). */
  lock: z
    .object({ at: z.string(), operatorName: z.string(), reason: z.string().nullable() })
    .nullable(),
  mobile: z.object({ dialingCode: z.string(), number: z.string() }),
  email: z.string(),
  vipLevel: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The agent the member registered under. */
  upline: z
    .object({ id: z.number().int(), userName: z.string(), type: z.number().int() })
    .nullable(),
  affiliateCode: z.string(),
  registerMethod: z.string(),
  registerUrl: z.string(),
  domain: z.string(),
  /** Registration time; the IP is that of the member's first session. */
  registration: z.object({ at: z.string(), ip: z.string().nullable() }),
  lastLogin: z
    .object({ at: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable() })
    .nullable(),
  currencyCode: z.string(),
  balances: z.object({
    /** The member's cash (its ledger account). */
    cashCents: z.number().int(),
    /** Withdrawals requested and not yet paid or rejected (held apart from the cash). */
    pendingWithdrawalCents: z.number().int(),
    /** Rewards granted and not yet claimed. */
    unclaimedRewardCents: z.number().int(),
    /** Every ledger account the member owns. */
    accounts: z.array(BoMemberAccount),
  }),
  tags: z.array(BoMemberTag),
  /** The latest notes (the notes tab pages through all of them). */
  notes: z.array(BoMemberNote),
  noteCount: z.number().int(),
  liveSessions: z.number().int(),
  pendingAdjustments: z.array(BoPendingAdjustment),
  /** Adjustments above this many cents wait for a second operator. */
  fourEyesAdjustmentCents: z.number().int(),
});
export type BoMemberProfile = z.infer<typeof BoMemberProfile>;

export const BoMemberLedgerQuery = BoPageQuery.extend({
  /** One transfer kind (contracts' LEDGER_KINDS), or every kind. */
  kind: z.string().trim().max(40).optional(),
});
export type BoMemberLedgerQuery = z.input<typeof BoMemberLedgerQuery>;
export const BoMemberLedgerEntry = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  /** Signed: negative when money left the member. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  createdAt: z.string(),
});
export type BoMemberLedgerEntry = z.infer<typeof BoMemberLedgerEntry>;
export const BoMemberLedgerPage = boPage(BoMemberLedgerEntry);
export type BoMemberLedgerPage = z.infer<typeof BoMemberLedgerPage>;

/** `slot`: our in-house game rounds; `vendor`: rounds a game provider reported. */
export const BoMemberRound = z.object({
  source: z.enum(['slot', 'vendor']),
  /** The round's id: ours, or the vendor's round id. */
  ref: z.string(),
  game: z.string(),
  stakeCents: z.number().int(),
  winCents: z.number().int(),
  playMoney: z.boolean(),
  createdAt: z.string(),
});
export type BoMemberRound = z.infer<typeof BoMemberRound>;
export const BoMemberRoundPage = boPage(BoMemberRound);
export type BoMemberRoundPage = z.infer<typeof BoMemberRoundPage>;

export const BoMemberBet = z.object({
  id: z.number().int(),
  game: z.string(),
  numero: z.string(),
  betType: z.string(),
  picks: z.string(),
  costCents: z.number().int(),
  status: z.string(),
  payoutCents: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BoMemberBet = z.infer<typeof BoMemberBet>;
export const BoMemberBetPage = boPage(BoMemberBet);
export type BoMemberBetPage = z.infer<typeof BoMemberBetPage>;

export const BoMemberSessionQuery = BoPageQuery.extend({
  state: z.enum(['active', 'all']).default('all'),
});
export type BoMemberSessionQuery = z.input<typeof BoMemberSessionQuery>;
export const BoMemberSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  /** Not ended, expired nor idle too long: it signs calls in right now. */
  active: z.boolean(),
});
export type BoMemberSession = z.infer<typeof BoMemberSession>;
export const BoMemberSessionPage = boPage(BoMemberSession);
export type BoMemberSessionPage = z.infer<typeof BoMemberSessionPage>;

export const BoMemberDevice = z.object({
  userAgent: z.string(),
  sessions: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export const BoMemberAddress = z.object({
  ip: z.string(),
  sessions: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** How many other members signed in from this address (a shared address is worth a look). */
  otherMembers: z.number().int(),
});
export const BoMemberDevices = z.object({
  devices: z.array(BoMemberDevice),
  addresses: z.array(BoMemberAddress),
});
export type BoMemberDevices = z.infer<typeof BoMemberDevices>;

const statusTotal = z.object({
  status: z.string(),
  count: z.number().int(),
  amountCents: z.number().int(),
});
const cashierItem = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  status: z.string(),
  /** The deposit channel, or the withdrawal's bank. */
  channel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const BoMemberCashier = z.object({
  deposits: z.object({ byStatus: z.array(statusTotal), recent: z.array(cashierItem) }),
  withdrawals: z.object({ byStatus: z.array(statusTotal), recent: z.array(cashierItem) }),
});
export type BoMemberCashier = z.infer<typeof BoMemberCashier>;

// Writes.
export const BoMemberReasonBody = z.object({ reason: BoReason });
export type BoMemberReasonBody = z.infer<typeof BoMemberReasonBody>;
export const BoMemberStatusValue = z.object({
  status: z.string(),
  endedSessions: z.number().int(),
});
export type BoMemberStatusValue = z.infer<typeof BoMemberStatusValue>;

export const BoEndSessionValue = z.object({ ended: z.number().int() });
export type BoEndSessionValue = z.infer<typeof BoEndSessionValue>;

export const BoMemberNoteBody = z.object({ body: z.string().trim().min(1).max(2000) });
export type BoMemberNoteBody = z.infer<typeof BoMemberNoteBody>;

/** Letters (any script), digits, spaces, dot, dash and underscore; at most 32 characters. */
export const BoMemberTagName = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u);
export const BoMemberTagBody = z.object({ tag: BoMemberTagName });
export type BoMemberTagBody = z.infer<typeof BoMemberTagBody>;
export const BoMemberTagsValue = z.object({ tags: z.array(z.string()) });
export type BoMemberTagsValue = z.infer<typeof BoMemberTagsValue>;

/** Plain text: the server escapes it and keeps its line breaks. */
export const BoMemberMessageBody = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
});
export type BoMemberMessageBody = z.infer<typeof BoMemberMessageBody>;
export const BoMemberMessageValue = z.object({ messageId: z.number().int() });

/** The largest single adjustment: 10 million in the currency's unit. */
export const BO_ADJUSTMENT_MAX_CENTS = 1_000_000_000;
export const BoAdjustmentBody = z.object({
  direction: z.enum(['credit', 'debit']),
  amountCents: z.number().int().positive().max(BO_ADJUSTMENT_MAX_CENTS),
  reason: BoReason,
  /**
   * Made once by the screen per adjustment it shows: sending the same one again (a retry, a
   * double click) applies or requests it once.
   */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type BoAdjustmentBody = z.infer<typeof BoAdjustmentBody>;

export const BoAdjustmentValue = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('applied'),
    transferId: z.number().int(),
    balanceCents: z.number().int(),
  }),
  z.object({
    outcome: z.literal('awaiting-approval'),
    approvalId: z.number().int(),
    limitCents: z.number().int(),
  }),
]);
export type BoAdjustmentValue = z.infer<typeof BoAdjustmentValue>;
