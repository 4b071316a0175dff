import { ConfigError, parseConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { runPayContractsCommand } from '../src/features/agent-contracts/pay-contracts.command.ts';

// Pays agent daily salaries and dividends (decision 024) in the database DATABASE_URL and
// DATABASE_SCHEMA point at; repeating a run pays nothing twice.
try {
  const config = parseConfig();
  const database = await prepareDatabase(config);
  try {
    process.exitCode = await runPayContractsCommand(
      process.argv.slice(2),
      database.db,
      config.MERCHANT_CODE,
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
