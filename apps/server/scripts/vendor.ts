import { runVendorCommand } from '../src/features/vendor-wallet/vendor.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// Sets up the seamless wallet's vendors in the database DATABASE_URL/DATABASE_SCHEMA point at
// (decision 028); a new secret is printed once, here, and never again.
await runCommandScript(runVendorCommand);
