import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { withStartLock } from '../src/db/start-lock.ts';
import { runScript } from '../src/lib/cli.ts';

await runScript(async (config) => {
  const database = await openDatabase(config);
  try {
    // Under the start-up lock, so it may run beside starting servers (decision 030).
    const applied = await withStartLock(database, config, () =>
      migrateToLatest(database, config.DATABASE_SCHEMA),
    );
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date.',
    );
  } finally {
    await database.destroy();
  }
});
