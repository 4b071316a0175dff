import type { Config } from '../config.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import type { AppDatabase } from './database.ts';
import { seedDatabase } from './seed/seed.ts';
import { parseServiceLinks } from '../features/service/service-links.ts';
import { withStartLock } from './start-lock.ts';
import { seedDrawHistory } from '../features/lottery/draw-history.ts';

/**
 * Opens the configured database, brings the schema up to date and seeds the demo merchant,
 * holding the start-up lock (start-lock.ts), so instances starting together do it once.
 */
export async function prepareDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'MERCHANT_CODE'> &
    Partial<Pick<Config, 'SERVICE_LINKS' | 'METRICS_TOKEN'>>,
  steps: { seed: boolean } = { seed: true },
): Promise<AppDatabase> {
  // With metrics on, the app built on this database times its queries (decision 060).
  const database = await openDatabase({
    ...config,
    timeQueries: config.METRICS_TOKEN !== undefined,
  });
  try {
    await withStartLock(database, config, async () => {
      await migrateToLatest(database, config.DATABASE_SCHEMA);
      if (steps.seed) {
        await seedDatabase(database.db, config.MERCHANT_CODE, new Date(), {
          serviceLinks: parseServiceLinks(config.SERVICE_LINKS),
        });
        // The demo's lottery results, on a new database only (tests seed without them).
        await seedDrawHistory(database.db, Date.now());
      }
    });
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
