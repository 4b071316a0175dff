import { ConfigError, parseConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { runOpsCommand } from '../src/features/cashier/ops.command.ts';

// The operator's cashier commands against the database DATABASE_URL/DATABASE_SCHEMA point at,
// through the same service functions the operator API uses (decision 025).
try {
  const config = parseConfig();
  const database = await prepareDatabase(config);
  try {
    process.exitCode = await runOpsCommand(
      process.argv.slice(2),
      { config, db: database.db, merchantCode: config.MERCHANT_CODE },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
