import {
  PROVIDER_API,
  ProviderTransactionsValue,
  type ProviderTransaction,
  type ReconcileMismatch,
  type ReconcileValue,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { callProvider } from './provider-calls.ts';

/**
 * Reconciliation with our game provider (decision 039): the provider's wallet calls of a period
 * against the seamless wallet's transactions of its vendors, matched by transaction id. The
 * two sides stamp a call at different moments (a retried credit lands minutes after the
 * provider decided it), so each side's rows of the period are looked up on the other side
 * within a day around it.
 */
const SLACK_MS = 24 * 60 * 60 * 1000;

interface OperatorRow {
  type: string;
  transaction_id: string;
  amount_cents: number;
  refused: number;
  response: string;
  created_at: string;
}

async function providerTransactions(
  ctx: AppContext,
  vendorCode: string,
  from: Date,
  to: Date,
): Promise<ProviderTransaction[]> {
  const value = await callProvider(
    ctx,
    vendorCode,
    PROVIDER_API.transactions,
    { vendorCode, from: from.toISOString(), to: to.toISOString() },
    ProviderTransactionsValue,
    30_000,
  );
  return value.transactions;
}

function inPeriod(at: string, from: Date, to: Date): boolean {
  const time = Date.parse(at);
  return time >= from.getTime() && time < to.getTime();
}

export async function reconcileVendor(
  ctx: AppContext,
  vendorCode: string,
  from: Date,
  to: Date,
): Promise<{ mismatches: ReconcileMismatch[]; provider: number; operator: number }> {
  const wideFrom = new Date(from.getTime() - SLACK_MS);
  const wideTo = new Date(to.getTime() + SLACK_MS);
  const theirs = await providerTransactions(ctx, vendorCode, wideFrom, wideTo);
  const ours = (await ctx.db
    .selectFrom('vendor_transactions')
    .select(['type', 'transaction_id', 'amount_cents', 'refused', 'response', 'created_at'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('created_at', '>=', wideFrom.toISOString())
    .where('created_at', '<', wideTo.toISOString())
    .execute()) as OperatorRow[];
  const key = (type: string, id: string) => `${type}:${id}`;
  const ourByKey = new Map(ours.map((row) => [key(row.type, row.transaction_id), row]));
  const theirByKey = new Map(theirs.map((row) => [key(row.kind, row.transactionId), row]));
  const mismatches: ReconcileMismatch[] = [];
  const report = (
    transactionId: string,
    kind: string,
    problem: string,
    providerAmountCents: number | null,
    operatorAmountCents: number | null,
  ) =>
    mismatches.push({
      vendorCode,
      transactionId,
      kind,
      problem,
      providerAmountCents,
      operatorAmountCents,
    });

  const theirsInPeriod = theirs.filter((row) => inPeriod(row.createdAt, from, to));
  for (const row of theirsInPeriod) {
    const mine = ourByKey.get(key(row.kind, row.transactionId));
    const accepted = mine !== undefined && mine.refused === 0;
    // A rollback moves the bet's amount; the provider records the stake it rolls back.
    const amountMatches = (m: OperatorRow) =>
      row.kind === 'rollback' || m.amount_cents === row.amountCents;
    switch (row.state) {
      case 'done':
        if (!mine)
          report(row.transactionId, row.kind, 'missing_at_operator', row.amountCents, null);
        else if (!accepted)
          report(
            row.transactionId,
            row.kind,
            'refused_at_operator',
            row.amountCents,
            mine.amount_cents,
          );
        else if (!amountMatches(mine))
          report(row.transactionId, row.kind, 'amount_differs', row.amountCents, mine.amount_cents);
        break;
      case 'refused':
        if (accepted)
          report(
            row.transactionId,
            row.kind,
            'accepted_at_operator',
            row.amountCents,
            mine.amount_cents,
          );
        break;
      case 'pending':
        report(
          row.transactionId,
          row.kind,
          'pending_at_provider',
          row.amountCents,
          accepted ? mine.amount_cents : null,
        );
        break;
      case 'unknown': {
        // A debit nobody heard back from: settled once its rollback is acknowledged, whatever
        // the operator did with the debit (reversed it, or cancelled its id).
        const rollback = theirs.find(
          (other) => other.kind === 'rollback' && other.betTransactionId === row.transactionId,
        );
        if (rollback?.state !== 'done') {
          report(
            row.transactionId,
            row.kind,
            'unknown_debit_unsettled',
            row.amountCents,
            accepted ? mine.amount_cents : null,
          );
        }
        break;
      }
    }
  }
  const oursInPeriod = ours.filter((row) => inPeriod(row.created_at, from, to));
  for (const row of oursInPeriod) {
    if (row.refused === 1) continue;
    if (!theirByKey.has(key(row.type, row.transaction_id))) {
      report(row.transaction_id, row.type, 'missing_at_provider', null, row.amount_cents);
    }
  }
  return { mismatches, provider: theirsInPeriod.length, operator: oursInPeriod.length };
}

export async function reconcile(
  ctx: AppContext,
  input: { vendorCode?: string | undefined; from: string; to: string },
): Promise<ReconcileValue> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (!(from < to)) throw new AppError('request.invalid', 400, 'from must be before to');
  const vendors = input.vendorCode
    ? [input.vendorCode]
    : ctx.config.GAME_PROVIDER_VENDORS.split(',');
  const value: ReconcileValue = {
    from: from.toISOString(),
    to: to.toISOString(),
    vendors,
    providerTransactions: 0,
    operatorTransactions: 0,
    mismatches: [],
  };
  for (const vendor of vendors) {
    const result = await reconcileVendor(ctx, vendor, from, to);
    value.providerTransactions += result.provider;
    value.operatorTransactions += result.operator;
    value.mismatches.push(...result.mismatches);
  }
  return value;
}
