import { ConfigError, parseConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { runMerchantStatusCommand } from '../src/features/system/merchant-status.command.ts';

// Writes the database DATABASE_URL/DATABASE_SCHEMA point at; a running server reads the
// status row on every system-status call, so a switch shows at once.
try {
  const config = parseConfig();
  const database = await prepareDatabase(config);
  try {
    process.exitCode = await runMerchantStatusCommand(
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
