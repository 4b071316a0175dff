import { runCommandScript } from '../src/lib/cli.ts';
import { runReconcileCommand } from '../src/features/vendor-wallet/reconcile.command.ts';

// `npm run reconcile -- --from <ISO> --to <ISO> [--vendor CODE]`: the game provider's
// transactions against the ledger (decision 039), on the database DATABASE_URL points at.
await runCommandScript(runReconcileCommand);
