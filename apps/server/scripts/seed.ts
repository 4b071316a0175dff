import { ConfigError, parseConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';

try {
  const config = parseConfig();
  const database = await prepareDatabase(config);
  await database.destroy();
  console.log(`Seeded merchant ${config.MERCHANT_CODE} (existing rows kept).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
