import { prepareDatabase } from '../src/db/bootstrap.ts';
import { runScript } from '../src/lib/cli.ts';

await runScript(async (config) => {
  const database = await prepareDatabase(config);
  await database.destroy();
  console.log(`Seeded merchant ${config.MERCHANT_CODE} (existing rows kept).`);
});
