import { z } from 'zod';
import { amountTextWithinCeiling, IsoDay, MAX_AMOUNT_CENTS, PageNo, RowIdParam } from './common.ts';

export { AGENT_MONEY_API } from './agent-money-paths.ts';

/**
 * Agent money (issue 8, decision 022): downlines, rebate settings, quotas, transfers to
 * downlines and rebate payouts. Amounts are integer cents in answers; a transfer request takes
 * the amount as the member typed it (a decimal with at most 2 places), so a client that sends
 * 1.005 is refused instead of rounded. Rebate rates are integer basis points (100 = 1.00%).
 */

/**
 * The game types a rebate rate is set for: the catalogue's types, with the in-house slots
 * (INHOUSE) counted as RNG and both lottery types (LOTT, ELOTT) as LOTT.
 */
export const REBATE_GAME_TYPES = [
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
] as const;
export const RebateGameType = z.enum(REBATE_GAME_TYPES);
export type RebateGameType = z.infer<typeof RebateGameType>;

/** The rebate type a game of the catalogue (games.game_type, lottery_games.game_type) counts as. */
export function rebateGameTypeOf(gameType: string): RebateGameType | null {
  if (gameType === 'INHOUSE') return 'RNG';
  if (gameType === 'ELOTT') return 'LOTT';
  return (REBATE_GAME_TYPES as readonly string[]).includes(gameType)
    ? (gameType as RebateGameType)
    : null;
}

/** 100% in basis points: no rate can be higher. */
export const REBATE_RATE_MAX_BP = 10_000;

/** Basis points as a percentage with 2 decimals: 125 -> "1.25". */
export function rateBpToPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A typed percentage ("1.25", "0,5") as basis points, or null when not 0..100 with 2 decimals. */
export function percentToRateBp(text: string): number | null {
  const value = text.trim().replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= REBATE_RATE_MAX_BP ? bp : null;
}

/** The largest amount one transfer line may carry (a sanity bound, not a business limit). */
export const AGENT_TRANSFER_MAX_CENTS = 100_000_000_000;

/**
 * A typed amount ("12", "12.5", "12,50", or a JSON number) as integer cents; null unless it is
 * positive, has at most 2 decimals and stays within AGENT_TRANSFER_MAX_CENTS.
 */
export function amountToCents(amount: string | number): number | null {
  const text = (typeof amount === 'number' ? String(amount) : amount).trim().replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= AGENT_TRANSFER_MAX_CENTS ? cents : null;
}

/** Downline agents an agent may open when the operator set no other number. */
export const DEFAULT_DOWNLINE_AGENT_QUOTA = 20;

export const AGENT_PAGE_SIZE = 20;
export const AGENT_PAGE_SIZE_MAX = 100;

const PageSize = z.coerce.number().int().min(1).max(AGENT_PAGE_SIZE_MAX).default(AGENT_PAGE_SIZE);
const MemberId = RowIdParam;

export const RebateRate = z.object({
  gameType: RebateGameType,
  rateBp: z.number().int().min(0).max(REBATE_RATE_MAX_BP).describe('Basis points: 100 = 1.00%'),
});
export type RebateRate = z.infer<typeof RebateRate>;

/** Subordinate/downline list (GET AGENT_MONEY_API.downlines). */
export const DownlinesQuery = z.object({
  pageNo: PageNo,
  pageSize: PageSize,
  userName: z
    .string()
    .trim()
    .max(32)
    .optional()
    .describe('Part of the user name, case-insensitive'),
  depth: z
    .enum(['direct', 'all'])
    .default('direct')
    .describe('direct: the agent’s own downlines; all: the whole team below the agent'),
});
export type DownlinesQuery = z.input<typeof DownlinesQuery>;

export const Downline = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int().describe('Customer type; 0, 4 and 40 are not agents'),
  isAgent: z.boolean(),
  depth: z.number().int().min(1).describe('1 for a direct downline'),
  uplineUserName: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balanceCents: z.number().int(),
  downlineCount: z.number().int().min(0).describe('The member’s own direct downlines'),
  rebates: z.array(RebateRate).describe('Every rebate game type, 0 where none was set'),
});
export type Downline = z.infer<typeof Downline>;

export const DownlinesPage = z.object({
  content: z.array(Downline),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type DownlinesPage = z.infer<typeof DownlinesPage>;

export const DownlineQuery = z.object({ memberId: MemberId });
export type DownlineQuery = z.input<typeof DownlineQuery>;

/** The agent's own rates (GET AGENT_MONEY_API.rebates). */
export const AgentRebates = z.object({
  rates: z.array(RebateRate),
});
export type AgentRebates = z.infer<typeof AgentRebates>;

export const DownlineRebateRate = RebateRate.extend({
  ceilingBp: z.number().int().min(0).describe('The upline’s own rate: the highest allowed'),
  floorBp: z
    .number()
    .int()
    .min(0)
    .describe('The highest rate among the downline’s own downlines: the lowest allowed'),
});

/** A downline's rates with their bounds (GET AGENT_MONEY_API.downlineRebates). */
export const DownlineRebates = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  editable: z.boolean().describe('Only a direct downline’s rates can be changed'),
  rates: z.array(DownlineRebateRate),
});
export type DownlineRebates = z.infer<typeof DownlineRebates>;

/** updateDownlineRebates (PUT AGENT_MONEY_API.downlineRebates): all rates or none change. */
export const UpdateDownlineRebatesBody = z
  .object({
    memberId: MemberId,
    rates: z.array(RebateRate).min(1).max(REBATE_GAME_TYPES.length),
  })
  .refine((body) => new Set(body.rates.map((r) => r.gameType)).size === body.rates.length, {
    message: 'each game type at most once',
    path: ['rates'],
  });
export type UpdateDownlineRebatesBody = z.input<typeof UpdateDownlineRebatesBody>;

/** Quotas (GET AGENT_MONEY_API.quotas): downline agents the agent may still open. */
export const AgentQuotas = z.object({
  downlineAgentQuota: z.number().int().min(0),
  downlineAgentsUsed: z.number().int().min(0),
  downlineAgentsRemaining: z.number().int().min(0),
});
export type AgentQuotas = z.infer<typeof AgentQuotas>;

const RequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Chosen by the client per transfer; a retry with the same id moves money once');

const Amount = z
  .union([z.number(), z.string().max(24)])
  .refine(amountTextWithinCeiling, `at most ${MAX_AMOUNT_CENTS / 100}`)
  .describe('The amount as typed: positive, at most 2 decimals (e.g. "10.50")');

/** One recipient: by member id or by user name. */
export const TransferLine = z
  .object({
    memberId: MemberId.optional(),
    userName: z.string().trim().min(1).max(32).optional(),
    amount: Amount,
  })
  .refine((line) => line.memberId !== undefined || line.userName !== undefined, {
    message: 'memberId or userName is required',
  });
export type TransferLine = z.input<typeof TransferLine>;

/** Transfer downline (POST AGENT_MONEY_API.transferDownline). */
export const TransferDownlineBody = z
  .object({
    requestId: RequestId,
    memberId: MemberId.optional(),
    userName: z.string().trim().min(1).max(32).optional(),
    amount: Amount,
  })
  .refine((body) => body.memberId !== undefined || body.userName !== undefined, {
    message: 'memberId or userName is required',
  });
export type TransferDownlineBody = z.input<typeof TransferDownlineBody>;

export const AGENT_TRANSFER_MAX_LINES = 50;

/** Transfer multiple downline (POST AGENT_MONEY_API.transferDownlines). */
export const TransferDownlinesBody = z.object({
  requestId: RequestId,
  transfers: z.array(TransferLine).min(1).max(AGENT_TRANSFER_MAX_LINES),
});
export type TransferDownlinesBody = z.input<typeof TransferDownlinesBody>;

export const TransferResultLine = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  amountCents: z.number().int(),
  transferId: z.number().int(),
});

export const AgentTransferResult = z.object({
  requestId: z.string(),
  replayed: z.boolean().describe('true when this request id had already moved the money'),
  totalCents: z.number().int(),
  balanceCents: z.number().int().describe('The agent’s balance after the transfer'),
  transfers: z.array(TransferResultLine),
});
export type AgentTransferResult = z.infer<typeof AgentTransferResult>;

/** Rebate statement (GET AGENT_MONEY_API.rebateStatement). */
export const RebateStatementQuery = z.object({
  pageNo: PageNo,
  pageSize: PageSize,
  startDate: IsoDay.optional().describe('First settled day, inclusive (UTC days)'),
  endDate: IsoDay.optional().describe('Last settled day, inclusive'),
  gameType: RebateGameType.optional(),
});
export type RebateStatementQuery = z.input<typeof RebateStatementQuery>;

export const RebatePayout = z.object({
  id: z.number().int(),
  date: z.string().describe('The settled day, YYYY-MM-DD (UTC)'),
  gameType: RebateGameType,
  validBetCents: z.number().int().describe('Settled valid bets of the team the rebate is on'),
  rateBp: z.number().int().describe('The agent’s own rate when the day was settled'),
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export type RebatePayout = z.infer<typeof RebatePayout>;

export const RebateStatement = z.object({
  content: z.array(RebatePayout),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  totalAmountCents: z.number().int().describe('Every payout of the period, all pages'),
});
export type RebateStatement = z.infer<typeof RebateStatement>;
