import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { runScript } from '../src/lib/cli.ts';

await runScript(async (config) => {
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database, config.DATABASE_SCHEMA);
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date.',
    );
  } finally {
    await database.destroy();
  }
});
