import { readFileSync } from 'node:fs';
import { ProviderSecrets } from '@app/contracts';
import { buildProviderApp } from './app.ts';
import { installBrands } from './brands.ts';
import { parseProviderConfig } from './config.ts';
import { migrateProvider, openProviderDatabase } from './db/database.ts';

/**
 * The game provider's process (decision 039): its own port, its own database, migrated on
 * start; the sweep delivers the outbox and recovers rounds a crash left behind.
 */
let config;
try {
  config = parseProviderConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const database = await openProviderDatabase(
  config.PROVIDER_DATABASE_URL,
  config.PROVIDER_DATABASE_SCHEMA,
);
await migrateProvider(database, config.PROVIDER_DATABASE_SCHEMA);
if (config.PROVIDER_SECRETS_FILE) {
  const secrets = ProviderSecrets.parse(
    JSON.parse(readFileSync(config.PROVIDER_SECRETS_FILE, 'utf8')),
  );
  await installBrands(database.db, secrets);
}
const { app, ctx } = await buildProviderApp(config, database.db);

let sweeping = false;
async function sweep() {
  if (sweeping) return;
  sweeping = true;
  try {
    await ctx.rounds.recover(config!.WALLET_TIMEOUT_MS);
    await ctx.outbox.sweep();
  } catch (error) {
    app.log.error({ err: error }, 'provider sweep failed');
  } finally {
    sweeping = false;
  }
}
// The studio's tables run whether or not anyone watches (decision 040).
ctx.studio.start();
ctx.cardTables.start();
await ctx.sportsbook.start();
const timer =
  config.PROVIDER_SWEEP_MS > 0 ? setInterval(() => void sweep(), config.PROVIDER_SWEEP_MS) : null;
void sweep();

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  if (timer) clearInterval(timer);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.PROVIDER_PORT, host: config.PROVIDER_HOST });
