import { z } from 'zod';
import {
  ContractAuditEntry,
  ContractKind,
  ContractPayout,
  ContractStatus,
  ContractTerms,
} from '../api/agent-contracts.ts';
import { RebateGameType, RebateRate, REBATE_GAME_TYPES } from '../api/agent-money.ts';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's agents area (issue 22): the agent tree, an agent's rates, contracts and
 * payouts, promoting a member to agent, setting an agent's own rates, contract offers on behalf
 * of the house, and the scheduler's settlement runs with what each paid. Rates are basis points
 * (100 = 1.00%) as `agent_rebates` stores them; money is integer cents.
 */
export const BO_AGENTS_API = {
  /** GET: the top-level agents, or the direct downline agents of `parentId`; `q` searches. */
  tree: '/bo/api/agents/tree',
  /** GET: plain members matching `q`, to promote. */
  candidates: '/bo/api/agents/candidates',
  /** POST: makes a member an agent. */
  promote: '/bo/api/agents/promote',
  /** GET: the settlement runs (rebate-settlement and contract-payouts jobs). */
  settlements: '/bo/api/agents/settlements',
  /** GET: one run with the payout lines it wrote. */
  settlement: '/bo/api/agents/settlements/:id',
  /** POST: withdraws a pending house offer. */
  cancelContract: '/bo/api/agents/contracts/:contractId/cancel',
  agent: '/bo/api/agents/:id',
  /** POST: sets the agent's own rates. */
  rates: '/bo/api/agents/:id/rates',
  /** GET the agent's contracts; POST a house offer. */
  contracts: '/bo/api/agents/:id/contracts',
  payouts: '/bo/api/agents/:id/payouts',
} as const;

/** An agents path with its parameters filled in. */
export function boAgentPath(
  path: (typeof BO_AGENTS_API)[keyof typeof BO_AGENTS_API],
  params: { id?: number; contractId?: number } = {},
): string {
  return path
    .replace(':id', String(params.id ?? ''))
    .replace(':contractId', String(params.contractId ?? ''));
}

/** The jobs whose runs pay agents (decision 042): their runs are the settlement runs. */
export const AGENT_SETTLEMENT_JOBS = ['rebate-settlement', 'contract-payouts'] as const;
export const AgentSettlementJob = z.enum(AGENT_SETTLEMENT_JOBS);
export type AgentSettlementJob = z.infer<typeof AgentSettlementJob>;

export const BoAgentParams = z.object({ id: z.coerce.number().int().positive() });
export const BoAgentContractParams = z.object({
  contractId: z.coerce.number().int().positive(),
});

/** A member in the tree: an agent with the size of its team. */
export const BoAgentNode = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  uplineId: z.number().int().nullable(),
  /** Direct downlines of any type. */
  directCount: z.number().int(),
  /** Direct downlines that are agents (the node's children in the tree). */
  directAgents: z.number().int(),
  /** Every member below, at any depth. */
  teamSize: z.number().int(),
  createdAt: z.string(),
});
export type BoAgentNode = z.infer<typeof BoAgentNode>;

export const BoAgentRef = z.object({ id: z.number().int(), userName: z.string() });
export type BoAgentRef = z.infer<typeof BoAgentRef>;

export const BoAgentTreeQuery = z.object({
  parentId: z.coerce.number().int().positive().optional(),
  /** Part of an agent's user name, any case: matching agents anywhere in the tree. */
  q: z.string().trim().max(32).default(''),
});
export type BoAgentTreeQuery = z.input<typeof BoAgentTreeQuery>;

export const BoAgentTree = z.object({
  /** The children asked for, or the search's matches (each with its path from the top). */
  nodes: z.array(BoAgentNode.extend({ path: z.array(BoAgentRef) })),
  /** More matched than were returned (a search answers at most 50). */
  truncated: z.boolean(),
});
export type BoAgentTree = z.infer<typeof BoAgentTree>;

/** One rate with the bounds it must keep. */
export const BoAgentRate = z.object({
  gameType: RebateGameType,
  rateBp: z.number().int(),
  /** The parent agent's rate (REBATE_RATE_MAX_BP for a top-level agent). */
  ceilingBp: z.number().int(),
  /** The highest rate among the agent's direct downlines. */
  floorBp: z.number().int(),
});
export type BoAgentRate = z.infer<typeof BoAgentRate>;

export const BoAgentDetail = BoAgentNode.extend({
  /** The agents above, from the top down to the direct upline. */
  path: z.array(BoAgentRef),
  /** The direct upline when it is an agent: its rates cap this agent's. */
  parentAgent: BoAgentRef.nullable(),
  /** No agent above: the house offers it contracts and bounds its rates. */
  topLevel: z.boolean(),
  rates: z.array(BoAgentRate),
  totals: z.object({
    rebateCents: z.number().int(),
    dailySalaryCents: z.number().int(),
    dividendCents: z.number().int(),
  }),
});
export type BoAgentDetail = z.infer<typeof BoAgentDetail>;

export const BoAgentCandidateQuery = z.object({ q: z.string().trim().min(1).max(32) });
export const BoAgentCandidate = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  upline: BoAgentRef.nullable(),
  createdAt: z.string(),
});
export type BoAgentCandidate = z.infer<typeof BoAgentCandidate>;
export const BoAgentCandidates = z.object({ list: z.array(BoAgentCandidate) });
export type BoAgentCandidates = z.infer<typeof BoAgentCandidates>;

export const BoPromoteBody = z.object({
  memberId: z.number().int().positive(),
  reason: BoReason,
});
export type BoPromoteBody = z.infer<typeof BoPromoteBody>;

export const BoAgentRatesBody = z.object({
  rates: z
    .array(RebateRate)
    .min(1)
    .max(REBATE_GAME_TYPES.length)
    .refine(
      (rates) => new Set(rates.map((rate) => rate.gameType)).size === rates.length,
      'each game type at most once',
    ),
  reason: BoReason,
});
export type BoAgentRatesBody = z.infer<typeof BoAgentRatesBody>;

/** A contract as the back office shows it: `offeredBy` null is the house. */
export const BoAgentContract = z.intersection(
  z.object({
    id: z.number().int(),
    status: ContractStatus,
    offeredBy: BoAgentRef.nullable(),
    member: BoAgentRef,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    audit: z.array(ContractAuditEntry),
  }),
  ContractTerms,
);
export type BoAgentContract = z.infer<typeof BoAgentContract>;

export const BoAgentContracts = z.object({
  /** Offered to the agent (by its upline or the house), newest first. */
  received: z.array(BoAgentContract),
  /** Offered by the agent to its downline agents, newest first. */
  offered: z.array(BoAgentContract),
});
export type BoAgentContracts = z.infer<typeof BoAgentContracts>;

/** A house offer: the kind's terms (rates in basis points, thresholds in cents) and why. */
export const BoHouseOfferBody = z.intersection(z.object({ reason: BoReason }), ContractTerms);
export type BoHouseOfferBody = z.infer<typeof BoHouseOfferBody>;
export const BoCancelOfferBody = z.object({ reason: BoReason });

export const BoRebatePayout = z.object({
  id: z.number().int(),
  day: z.string(),
  gameType: RebateGameType,
  validBetCents: z.number().int(),
  rateBp: z.number().int(),
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export type BoRebatePayout = z.infer<typeof BoRebatePayout>;

export const BoContractPayout = ContractPayout.extend({ kind: ContractKind });
export type BoContractPayout = z.infer<typeof BoContractPayout>;

export const BoAgentPayouts = z.object({
  /** The newest 100 of each. */
  rebates: z.array(BoRebatePayout),
  contracts: z.array(BoContractPayout),
});
export type BoAgentPayouts = z.infer<typeof BoAgentPayouts>;

export const BoSettlementsQuery = BoPageQuery.extend({ job: AgentSettlementJob.optional() });
export type BoSettlementsQuery = z.input<typeof BoSettlementsQuery>;

export const BoSettlementRun = z.object({
  id: z.number().int(),
  job: AgentSettlementJob,
  periodKey: z.string(),
  triggeredBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.string(),
  error: z.string().nullable(),
  /** What the run says it paid (its detail's paidCents). */
  reportedCents: z.number().int(),
  /** The payout lines it wrote, from the payout tables. */
  lineCount: z.number().int(),
  paidCents: z.number().int(),
  agentCount: z.number().int(),
});
export type BoSettlementRun = z.infer<typeof BoSettlementRun>;
export const BoSettlementPage = boPage(BoSettlementRun);
export type BoSettlementPage = z.infer<typeof BoSettlementPage>;

/** One payout a run wrote: a rebate line (agent, day, game type) or a contract period. */
export const BoSettlementLine = z.object({
  agent: BoAgentRef,
  kind: z.enum(['rebate', 'dailySalary', 'dividend']),
  gameType: RebateGameType.nullable(),
  contractId: z.number().int().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  validBetCents: z.number().int(),
  netLossCents: z.number().int().nullable(),
  rateBp: z.number().int(),
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export type BoSettlementLine = z.infer<typeof BoSettlementLine>;

export const BoSettlementDetail = z.object({
  run: BoSettlementRun,
  lines: z.array(BoSettlementLine),
  /** Per agent: what the run paid them in all. */
  byAgent: z.array(z.object({ agent: BoAgentRef, amountCents: z.number().int() })),
});
export type BoSettlementDetail = z.infer<typeof BoSettlementDetail>;
