import type { z } from 'zod';
import {
  AGENT_SETTLEMENT_JOBS,
  type AgentSettlementJob,
  type BoSettlementDetail,
  type BoSettlementLine,
  type BoSettlementPage,
  type BoSettlementRun,
  type BoSettlementsQuery,
} from '@app/contracts/backoffice';
import type { RebateGameType } from '@app/contracts';
import { AppError } from '../../../errors.ts';
import { nowMs, parseJsonColumn, type AppContext } from '../../../lib/context.ts';

/**
 * The scheduler's settlement runs (decision 042: `job_runs` of rebate-settlement and
 * contract-payouts) with what each paid. A run's lines are the payout rows it wrote: the
 * jobs stamp their rows with the same clock the run's start and finish are read on, so a row
 * belongs to the run of its job whose period it pays and whose [start, finish] holds its time
 * (a rebate row's day is the run's period; a contract row's period contains the run's day).
 * A re-run of a paid period finds its lines already written and shows none: it paid nothing.
 */

type RunRow = {
  id: number;
  job: string;
  period_key: string;
  triggered_by: string;
  started_at: string;
  finished_at: string | null;
  outcome: string;
  detail: string;
  error: string | null;
};

function linesQuery(ctx: AppContext, run: RunRow) {
  const until = run.finished_at ?? new Date(nowMs(ctx)).toISOString();
  if (run.job === 'rebate-settlement') {
    return ctx.db
      .selectFrom('agent_rebate_payouts as p')
      .innerJoin('members as m', 'm.id', 'p.agent_id')
      .where('p.merchant_code', '=', ctx.merchantCode)
      .where('p.day', '=', run.period_key)
      .where('p.created_at', '>=', run.started_at)
      .where('p.created_at', '<=', until)
      .select([
        'p.agent_id as agent_id',
        'm.user_name as user_name',
        'p.game_type as game_type',
        'p.day as period_start',
        'p.day as period_end',
        'p.valid_bet_cents as valid_bet_cents',
        'p.rate_bp as rate_bp',
        'p.amount_cents as amount_cents',
        'p.created_at as paid_at',
      ])
      .orderBy('m.user_name_key')
      .orderBy('p.game_type')
      .execute()
      .then((rows) =>
        rows.map((row): BoSettlementLine => ({
          agent: { id: Number(row.agent_id), userName: row.user_name },
          kind: 'rebate',
          gameType: row.game_type as RebateGameType,
          contractId: null,
          periodStart: row.period_start,
          periodEnd: row.period_end,
          validBetCents: Number(row.valid_bet_cents),
          netLossCents: null,
          rateBp: Number(row.rate_bp),
          amountCents: Number(row.amount_cents),
          paidAt: row.paid_at,
        })),
      );
  }
  return ctx.db
    .selectFrom('agent_contract_payouts as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .where('p.merchant_code', '=', ctx.merchantCode)
    .where('p.period_start', '<=', run.period_key)
    .where('p.period_end', '>=', run.period_key)
    .where('p.paid_at', '>=', run.started_at)
    .where('p.paid_at', '<=', until)
    .select([
      'p.member_id as agent_id',
      'm.user_name as user_name',
      'p.kind as kind',
      'p.contract_id as contract_id',
      'p.period_start as period_start',
      'p.period_end as period_end',
      'p.valid_bet_cents as valid_bet_cents',
      'p.net_loss_cents as net_loss_cents',
      'p.rate_bp as rate_bp',
      'p.amount_cents as amount_cents',
      'p.paid_at as paid_at',
    ])
    .orderBy('m.user_name_key')
    .orderBy('p.kind')
    .execute()
    .then((rows) =>
      rows.map((row): BoSettlementLine => ({
        agent: { id: Number(row.agent_id), userName: row.user_name },
        kind: row.kind === 'dividend' ? 'dividend' : 'dailySalary',
        gameType: null,
        contractId: Number(row.contract_id),
        periodStart: row.period_start,
        periodEnd: row.period_end,
        validBetCents: Number(row.valid_bet_cents),
        netLossCents: Number(row.net_loss_cents),
        rateBp: Number(row.rate_bp),
        amountCents: Number(row.amount_cents),
        paidAt: row.paid_at,
      })),
    );
}

function summarise(run: RunRow, lines: BoSettlementLine[]): BoSettlementRun {
  const detail = parseJsonColumn<Record<string, unknown>>(run.detail, {});
  const reported = Number(detail.paidCents ?? 0);
  return {
    id: Number(run.id),
    job: run.job as AgentSettlementJob,
    periodKey: run.period_key,
    triggeredBy: run.triggered_by,
    startedAt: run.started_at,
    finishedAt: run.finished_at,
    outcome: run.outcome,
    error: run.error,
    reportedCents: Number.isFinite(reported) ? reported : 0,
    lineCount: lines.length,
    paidCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    agentCount: new Set(lines.map((line) => line.agent.id)).size,
  };
}

function runs(ctx: AppContext, job: AgentSettlementJob | undefined) {
  return ctx.db
    .selectFrom('job_runs')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('job', 'in', job ? [job] : [...AGENT_SETTLEMENT_JOBS]);
}

export async function settlementRuns(
  ctx: AppContext,
  query: z.output<typeof BoSettlementsQuery>,
): Promise<BoSettlementPage> {
  const [rows, total] = await Promise.all([
    runs(ctx, query.job)
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    runs(ctx, query.job)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const out: BoSettlementRun[] = [];
  for (const row of rows as RunRow[]) out.push(summarise(row, await linesQuery(ctx, row)));
  return { rows: out, total: Number(total.n) };
}

export async function settlementRun(ctx: AppContext, id: number): Promise<BoSettlementDetail> {
  const row = (await runs(ctx, undefined).selectAll().where('id', '=', id).executeTakeFirst()) as
    RunRow | undefined;
  if (!row) throw new AppError('bo.not.found', 404);
  const lines = await linesQuery(ctx, row);
  const byAgent = new Map<number, { agent: BoSettlementLine['agent']; amountCents: number }>();
  for (const line of lines) {
    const entry = byAgent.get(line.agent.id) ?? { agent: line.agent, amountCents: 0 };
    entry.amountCents += line.amountCents;
    byAgent.set(line.agent.id, entry);
  }
  return {
    run: summarise(row, lines),
    lines,
    byAgent: [...byAgent.values()].sort((a, b) => b.amountCents - a.amountCents),
  };
}
