import { ConfigError, parseConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { runSettleRebatesCommand } from '../src/features/agent-money/rebate-settlement.command.ts';

// Settles one day's agent rebates in the database DATABASE_URL/DATABASE_SCHEMA point at
// (decision 022). Any instance may run it any number of times: a day pays once.
try {
  const config = parseConfig();
  const database = await prepareDatabase(config);
  try {
    process.exitCode = await runSettleRebatesCommand(
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
