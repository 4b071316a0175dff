import { z } from 'zod';
import { RowId, RowIdParam } from './common.ts';

export { AGENT_CONTRACTS_API } from './agent-contracts-paths.ts';

/**
 * Agent contracts (spec accounts-members sections 2, 3, 4 and 7; decision 024). An upline agent
 * offers one of its direct downline agents a contract of one of three kinds; the downline
 * accepts or refuses it once. Rates are basis points (1/100 of a percent) and money integer
 * cents, so every figure is exact and a payout can be computed again by hand.
 */

export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export const ContractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKind>;

export const CONTRACT_STATUSES = ['pending', 'accepted', 'refused', 'cancelled'] as const;
export const ContractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatus>;

/** Largest rates an upline may offer (our bounds; the spec shows none). */
export const CONTRACT_RATE_MAX_BP = {
  dailySalary: 300,
  dividend: 5000,
  hourlySalary: 300,
} as const satisfies Record<ContractKind, number>;
export const CONTRACT_TIERS_MAX = 10;
/** 100 million in cents: far above any team figure, small enough to stay exact. */
const FIGURE_MAX_CENTS = 10_000_000_000;

const Cents = z.number().int().min(0).max(FIGURE_MAX_CENTS);

const rate = (kind: ContractKind) =>
  z
    .number()
    .int()
    .min(1)
    .max(CONTRACT_RATE_MAX_BP[kind])
    .describe('Rate in basis points (100 = 1%)');

/** Tiers rise: each threshold above the last and each rate at least the last one's. */
function rising<T extends { rateBasisPoints: number }>(min: (tier: T) => number) {
  return (tiers: T[]) =>
    tiers.every(
      (tier, i) =>
        i === 0 ||
        (min(tier) > min(tiers[i - 1]!) && tier.rateBasisPoints >= tiers[i - 1]!.rateBasisPoints),
    );
}
const RISING = {
  message: 'tiers must rise: each threshold above the last, each rate at least the last',
};

const salaryTiers = (kind: 'dailySalary' | 'hourlySalary') =>
  z
    .array(
      z.object({
        minValidBetCents: Cents.describe(
          "The team's valid bets (cents) from which this tier applies",
        ),
        rateBasisPoints: rate(kind),
      }),
    )
    .min(1)
    .max(CONTRACT_TIERS_MAX)
    .refine(
      rising(
        (tier: { minValidBetCents: number; rateBasisPoints: number }) => tier.minValidBetCents,
      ),
      RISING,
    );

/** Daily salary: a rate of the team's valid bets of each day, by valid-bet tier. */
export const DailySalaryTerms = z.object({ tiers: salaryTiers('dailySalary') });
/** Hourly salary: a rate of the team's valid bets of each hour, by valid-bet tier. */
export const HourlySalaryTerms = z.object({ tiers: salaryTiers('hourlySalary') });
export const DIVIDEND_CYCLES = ['weekly', 'halfMonthly'] as const;
export const DividendCycle = z.enum(DIVIDEND_CYCLES);
export type DividendCycle = z.infer<typeof DividendCycle>;
/** Dividend: a share of the team's net loss of each period, by net-loss tier. */
export const DividendTerms = z.object({
  cycle: DividendCycle.describe('weekly: Monday to Sunday; halfMonthly: days 1-15 and 16-end'),
  tiers: z
    .array(
      z.object({
        minNetLossCents: Cents.describe("The team's net loss (cents) from which this tier applies"),
        rateBasisPoints: rate('dividend'),
      }),
    )
    .min(1)
    .max(CONTRACT_TIERS_MAX)
    .refine(
      rising((tier: { minNetLossCents: number; rateBasisPoints: number }) => tier.minNetLossCents),
      RISING,
    ),
});
export type SalaryTier = DailySalaryTerms['tiers'][number];
export type DividendTier = DividendTerms['tiers'][number];
export type DailySalaryTerms = z.infer<typeof DailySalaryTerms>;
export type HourlySalaryTerms = z.infer<typeof HourlySalaryTerms>;
export type DividendTerms = z.infer<typeof DividendTerms>;

/** The terms of each kind, by kind (the offer body and every contract carry them so). */
export const ContractTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dailySalary'), terms: DailySalaryTerms }),
  z.object({ kind: z.literal('dividend'), terms: DividendTerms }),
  z.object({ kind: z.literal('hourlySalary'), terms: HourlySalaryTerms }),
]);
export type ContractTerms = z.infer<typeof ContractTerms>;

/** Offer (POST AGENT_CONTRACTS_API.offer): only to a direct downline agent. */
export const OfferContract = z.intersection(
  z.object({ memberId: z.number().int().positive().describe('The direct downline agent') }),
  ContractTerms,
);
export type OfferContract = z.infer<typeof OfferContract>;

export const ContractAuditEntry = z.object({
  action: z.enum(['offer', 'accept', 'refuse', 'cancel', 'supersede']),
  actorName: z.string(),
  at: z.string(),
  fromStatus: ContractStatus.nullable(),
  toStatus: ContractStatus,
  note: z.string(),
});
export type ContractAuditEntry = z.infer<typeof ContractAuditEntry>;

export const AgentContract = z.intersection(
  z.object({
    id: z.number().int(),
    status: ContractStatus,
    uplineName: z.string(),
    /** Offered by the operator from the back office (issue 22): no upline agent, no name. */
    fromHouse: z.boolean(),
    memberId: z.number().int(),
    memberName: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable().describe('When the downline accepted or refused'),
    decidedByName: z.string().nullable(),
    endedAt: z
      .string()
      .nullable()
      .describe('When an accepted contract stopped (replaced by a newer one)'),
    role: z.enum(['upline', 'member']).describe("The caller's side of the contract"),
    audit: z.array(ContractAuditEntry),
  }),
  ContractTerms,
);
export type AgentContract = z.infer<typeof AgentContract>;

export const ContractList = z.object({ list: z.array(AgentContract) });
export type ContractList = z.infer<typeof ContractList>;

/**
 * Contract status (spec 3): under value, each field is the id of the caller's pending contract
 * of that kind as text, or '' when none is pending.
 */
export const ContractStatusValue = z.object({
  dailysalreqtype: z.string().describe('Pending daily salary contract id, or empty'),
  divtypecompperiodreq: z.string().describe('Pending dividend contract id, or empty'),
  contracthoursalreq: z.string().describe('Pending hourly salary contract id, or empty'),
});
export type ContractStatusValue = z.infer<typeof ContractStatusValue>;

export const ContractKindQuery = z.object({ kind: ContractKind });
export const ContractIdQuery = z.object({ id: RowIdParam });
export const PendingContractValue = z.object({ contract: AgentContract.nullable() });
export type PendingContractValue = z.infer<typeof PendingContractValue>;

export const DecideContract = z.object({
  id: RowId,
  decision: z.enum(['accept', 'refuse']),
});
export type DecideContract = z.infer<typeof DecideContract>;
export const CancelContract = z.object({ id: RowId });

export const DownlineAgent = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  /** Per kind, the status of the newest contract the caller offered this downline, or null. */
  contracts: z.object({
    dailySalary: ContractStatus.nullable(),
    dividend: ContractStatus.nullable(),
    hourlySalary: ContractStatus.nullable(),
  }),
});
export const DownlineAgents = z.object({ list: z.array(DownlineAgent) });
export type DownlineAgents = z.infer<typeof DownlineAgents>;

/** The figures one period's payout was computed from. */
export const ContractFigures = z.object({
  periodStart: z.string().describe('First day of the period, YYYY-MM-DD (UTC)'),
  periodEnd: z.string().describe('Last day of the period, YYYY-MM-DD (UTC)'),
  validBetCents: z.number().int().describe("The team's settled stakes in the period"),
  netLossCents: z.number().int().describe("The team's stakes minus wins (negative: the team won)"),
  rateBasisPoints: z.number().int().describe('The tier rate applied; 0 when no tier was reached'),
  amountCents: z.number().int().min(0),
});
export type ContractFigures = z.infer<typeof ContractFigures>;

export const ContractPayout = ContractFigures.extend({
  id: z.number().int(),
  contractId: z.number().int(),
  paidAt: z.string(),
});
export type ContractPayout = z.infer<typeof ContractPayout>;

/** Dividend or salary info: the caller's contract in force, or null. */
export const ContractInfoValue = z.object({ contract: AgentContract.nullable() });
export type ContractInfoValue = z.infer<typeof ContractInfoValue>;
/** The current period so far, computed like its payout will be. */
export const ContractCurrentValue = z.object({ estimate: ContractFigures.nullable() });
export type ContractCurrentValue = z.infer<typeof ContractCurrentValue>;
export const ContractHistoryValue = z.object({ list: z.array(ContractPayout) });
export type ContractHistoryValue = z.infer<typeof ContractHistoryValue>;

// ---------------------------------------------------------------------------------------------
// Pure rules both sides use.

/** Spec 4 and 9: types exempt from the contract prompts on home entry. */
export const CONTRACT_PROMPT_EXEMPT_TYPES = [4, 40, 41, 42] as const;

export function contractPromptEligible(type: number): boolean {
  return !(CONTRACT_PROMPT_EXEMPT_TYPES as readonly number[]).includes(type);
}

/** Which status field names which kind. */
export const CONTRACT_STATUS_FIELDS = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourlySalary: 'contracthoursalreq',
} as const satisfies Record<ContractKind, keyof ContractStatusValue>;

/** The kinds with a pending request, in prompt order (non-empty field = pending). */
export function pendingContractKinds(status: ContractStatusValue | undefined): ContractKind[] {
  if (!status) return [];
  return CONTRACT_KINDS.filter((kind) => status[CONTRACT_STATUS_FIELDS[kind]].trim() !== '');
}

export type ContractCycle = 'daily' | 'hourly' | DividendCycle;

export interface ContractPeriod {
  /** YYYY-MM-DD of the first and the last day (UTC). */
  start: string;
  end: string;
  /** Instants: the period is [startAt, endAt). */
  startAt: string;
  endAt: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period of `cycle` that contains `at` (UTC). */
export function contractPeriod(cycle: ContractCycle, at: Date): ContractPeriod {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  let start: Date;
  let end: Date;
  if (cycle === 'hourly') {
    start = new Date(Date.UTC(y, m, d, at.getUTCHours()));
    end = new Date(start.getTime() + 3_600_000);
  } else if (cycle === 'daily') {
    start = new Date(Date.UTC(y, m, d));
    end = new Date(Date.UTC(y, m, d + 1));
  } else if (cycle === 'weekly') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    start = new Date(Date.UTC(y, m, d - sinceMonday));
    end = new Date(Date.UTC(y, m, d - sinceMonday + 7));
  } else {
    start = new Date(Date.UTC(y, m, d <= 15 ? 1 : 16));
    end = d <= 15 ? new Date(Date.UTC(y, m, 16)) : new Date(Date.UTC(y, m + 1, 1));
  }
  return {
    start: day(start),
    end: day(new Date(end.getTime() - 1)),
    startAt: start.toISOString(),
    endAt: end.toISOString(),
  };
}

/** The last finished period of `cycle` before the one containing `at`. */
export function previousContractPeriod(cycle: ContractCycle, at: Date): ContractPeriod {
  const current = contractPeriod(cycle, at);
  return contractPeriod(cycle, new Date(Date.parse(current.startAt) - 1));
}

/** The rate of the highest tier the figure reaches; 0 below the first. */
export function tierRate<T extends { rateBasisPoints: number }>(
  tiers: readonly T[],
  min: (tier: T) => number,
  figureCents: number,
): number {
  let rate = 0;
  for (const tier of tiers) if (figureCents >= min(tier)) rate = tier.rateBasisPoints;
  return rate;
}

/**
 * What a contract pays for a period's figures: salaries a rate of the valid bets, dividends a
 * rate of a positive net loss, rounded down to the cent (the house never pays a fraction).
 */
export function contractAmount(
  contract: ContractTerms,
  figures: { validBetCents: number; netLossCents: number },
): { rateBasisPoints: number; amountCents: number } {
  if (contract.kind === 'dividend') {
    const base = Math.max(0, figures.netLossCents);
    const rate =
      base > 0 ? tierRate(contract.terms.tiers, (tier) => tier.minNetLossCents, base) : 0;
    return { rateBasisPoints: rate, amountCents: Math.floor((base * rate) / 10_000) };
  }
  const rate = tierRate(
    contract.terms.tiers,
    (tier) => tier.minValidBetCents,
    figures.validBetCents,
  );
  return {
    rateBasisPoints: rate,
    amountCents: Math.floor((figures.validBetCents * rate) / 10_000),
  };
}

/** The period cycle of a contract. */
export function contractCycle(contract: ContractTerms): ContractCycle {
  if (contract.kind === 'dividend') return contract.terms.cycle;
  return contract.kind === 'dailySalary' ? 'daily' : 'hourly';
}
