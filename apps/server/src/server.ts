import { readFileSync } from 'node:fs';
import { ProviderSecrets, VENDOR_MAX_MULTIPLIER_LIMIT } from '@app/contracts';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './features/backoffice/index.ts';
import { installVendorSecrets } from './features/vendor-wallet/vendor-credentials.ts';
import { ConfigError, parseConfig } from './config.ts';
import type { Config } from './config.ts';
import { prepareDatabase } from './db/bootstrap.ts';
import { usePasswordHashCost } from './lib/passwords.ts';

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// Before the seed, which hashes the demo accounts' passwords.
usePasswordHashCost(config.PASSWORD_HASH_COST);

/** The database URL without its password, safe to print. */
function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

let database: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  database = await prepareDatabase(config);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `Could not open and migrate the database ${redactUrl(config.DATABASE_URL)}: ${reason}`,
  );
  process.exit(1);
}
if (config.GAME_PROVIDER_SECRETS_FILE) {
  // The demo's shared secrets with our game provider (scripts/start.ts writes them).
  const secrets = ProviderSecrets.parse(
    JSON.parse(readFileSync(config.GAME_PROVIDER_SECRETS_FILE, 'utf8')),
  );
  await installVendorSecrets(database.db, secrets, VENDOR_MAX_MULTIPLIER_LIMIT);
}
const app = await buildApp({ config, db: database.db, pool: database.pool });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await database.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// First start (decision 043): no operator can sign in yet, so the first admin's one-time setup
// link goes to the console of whoever started the server (a new link each start until used).
// Before listening, so a shutdown never closes the database under it.
try {
  const setupLink = await ensureFirstAdmin({
    config,
    db: database.db,
    merchantCode: config.MERCHANT_CODE,
  });
  if (setupLink) console.log(`Back office: set up the first administrator at ${setupLink}`);
} catch (error) {
  app.log.error({ err: error }, 'could not prepare the first back-office administrator');
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.destroy();
  process.exit(1);
}
