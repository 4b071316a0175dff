import { ConfigError, parseConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database, config.DATABASE_SCHEMA);
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date.',
    );
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
