import { z } from 'zod';
import { IsoDay, PageNo, RowIdParam } from './common.ts';

/** Team reports (issue 8, decision 023): an agent's team over a period of whole days. */

/** The longest period one report covers, in days (start and end included). */
export const TEAM_REPORT_MAX_DAYS = 93;
export const TEAM_BETS_PAGE_SIZE = 25;
export const TEAM_BETS_MAX_PAGE_SIZE = 100;

/**
 * The ledger kinds of the agent area: what `/m/transaction/record?types=A` lists. A transfer
 * to or from a downline is one kind; its sign says which way the money went.
 */
export const AGENT_LEDGER_KINDS = [
  'agent.transfer',
  'agent.rebate',
  'agent.dividend',
  'agent.salary',
] as const;
/** The `types` value that stands for every agent kind on the account record. */
export const AGENT_TYPES_PARAM = 'A';

/** The period of a report: both days required, on the member's clock (`utcOffset`). */
export const TeamRangeFields = {
  startDate: IsoDay.describe('First day, YYYY-MM-DD, on the member clock'),
  endDate: IsoDay.describe('Last day (included), YYYY-MM-DD; at most 93 days after startDate'),
  utcOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('Minutes east of UTC of the member clock (the site sends its device offset)'),
};

export const TeamOverviewQuery = z.object(TeamRangeFields);
export type TeamOverviewQuery = z.infer<typeof TeamOverviewQuery>;

export const TeamOverview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  directMembers: z.number().int().describe('Direct downlines (trial accounts excluded)'),
  teamMembers: z.number().int().describe('Every member of the subtree (the agent excluded)'),
  newMembers: z.number().int().describe('Team members registered in the period'),
  firstDepositMembers: z
    .number()
    .int()
    .describe('Team members whose first deposit ever falls in the period'),
  depositCount: z.number().int(),
  depositCents: z.number().int().describe('Credits from the house cashier in the period'),
  withdrawalCents: z
    .number()
    .int()
    .describe('Debits to the withdrawal hold or cashier, less held withdrawals returned'),
  validBetCents: z.number().int().describe('Stakes less refunded stakes'),
  payoutCents: z.number().int().describe('Wins paid to the team'),
  rebateCents: z.number().int().describe('Agent rebates paid to the team'),
  pnlCents: z.number().int().describe("The team's result: payouts + rebates - valid bets"),
  activeBettors: z.number().int().describe('Team members with at least one bet in the period'),
});
export type TeamOverview = z.infer<typeof TeamOverview>;

export const TeamPnlQuery = z.object({
  ...TeamRangeFields,
  parentId: RowIdParam.optional().describe(
    'Drill-down: a team member whose own downlines become the rows',
  ),
});
export type TeamPnlQuery = z.infer<typeof TeamPnlQuery>;

export const TeamPnlFigures = z.object({
  betCents: z.number().int(),
  winCents: z.number().int(),
  rebateCents: z.number().int(),
  /** winCents + rebateCents - betCents: what the members won (negative: what they lost). */
  pnlCents: z.number().int(),
});
export type TeamPnlFigures = z.infer<typeof TeamPnlFigures>;

export const TeamPnlRow = TeamPnlFigures.extend({
  memberId: z.number().int(),
  userName: z.string(),
  isAgent: z.boolean(),
  /** The drilled member's own play (not its downlines'); false on every downline row. */
  self: z.boolean(),
  /** Members below this one (0 for a self row): a row with downlines can be drilled into. */
  downlines: z.number().int(),
});
export type TeamPnlRow = z.infer<typeof TeamPnlRow>;

export const TeamMemberRef = z.object({ memberId: z.number().int(), userName: z.string() });
export type TeamMemberRef = z.infer<typeof TeamMemberRef>;

export const TeamPnl = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** From the caller's direct downline down to the drilled member; empty at the top. */
  path: z.array(TeamMemberRef),
  rows: z.array(TeamPnlRow),
  /** The sum of the rows. */
  total: TeamPnlFigures,
});
export type TeamPnl = z.infer<typeof TeamPnl>;

export const TeamBetsQuery = z.object({
  ...TeamRangeFields,
  pageNo: PageNo,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(TEAM_BETS_MAX_PAGE_SIZE)
    .default(TEAM_BETS_PAGE_SIZE),
  userName: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe("A team member's user name (exact, any case): that member's bets only"),
  gameType: z.string().max(32).optional().describe('A game type: RNG, INHOUSE, LOTT, ...'),
});
export type TeamBetsQuery = z.infer<typeof TeamBetsQuery>;

export const TeamBet = z.object({
  /** `slot:<round id>` or `lottery:<bet id>`: unique across both sources. */
  id: z.string(),
  source: z.enum(['slot', 'lottery']),
  memberId: z.number().int(),
  userName: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  createdAt: z.string(),
  stakeCents: z.number().int(),
  winCents: z.number().int(),
  /** Slot rounds settle at once; lottery bets are open until their draw, or voided with it. */
  status: z.enum(['settled', 'open', 'won', 'lost', 'voided']),
});
export type TeamBet = z.infer<typeof TeamBet>;

export const TeamBetsValue = z.object({
  content: z.array(TeamBet),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type TeamBetsValue = z.infer<typeof TeamBetsValue>;
