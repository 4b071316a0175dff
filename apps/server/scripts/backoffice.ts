import { runBackOfficeCommand } from '../src/features/backoffice/operators.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// Back-office operators and API keys in the database DATABASE_URL/DATABASE_SCHEMA point at
// (decision 043): `npm run backoffice -- create-operator ana cashier Ana Souza`.
await runCommandScript(runBackOfficeCommand);
