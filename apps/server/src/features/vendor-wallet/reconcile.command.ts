import { parseArgs } from 'node:util';
import { ReconcileBody } from '@app/contracts';
import type { CommandIo } from '../../lib/cli.ts';
import type { AppContext } from '../../lib/context.ts';
import { reconcile } from './reconciliation.ts';

const USAGE = 'Usage: npm run reconcile -- --from <ISO time> --to <ISO time> [--vendor CODE]';

/** Prints every mismatch, one a line; exit code 0 with none, 2 with some, 1 on bad input. */
export async function runReconcileCommand(
  args: string[],
  ctx: AppContext,
  io: CommandIo,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { from: { type: 'string' }, to: { type: 'string' }, vendor: { type: 'string' } },
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const iso = (text: string | undefined) => {
    const time = text === undefined ? NaN : Date.parse(text);
    return Number.isNaN(time) ? text : new Date(time).toISOString();
  };
  const parsed = ReconcileBody.safeParse({
    from: iso(values.from),
    to: iso(values.to),
    ...(values.vendor ? { vendorCode: values.vendor } : {}),
  });
  if (!parsed.success) {
    io.err(USAGE);
    return 1;
  }
  const result = await reconcile(ctx, parsed.data);
  io.out(
    `${result.vendors.join(',')} ${result.from} .. ${result.to}: provider ${result.providerTransactions}, ledger ${result.operatorTransactions}, mismatches ${result.mismatches.length}`,
  );
  for (const m of result.mismatches) {
    io.out(
      `${m.vendorCode} ${m.kind} ${m.transactionId}: ${m.problem} (provider ${m.providerAmountCents ?? '-'}, ledger ${m.operatorAmountCents ?? '-'})`,
    );
  }
  return result.mismatches.length === 0 ? 0 : 2;
}
