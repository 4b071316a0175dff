/**
 * `node scripts/provider-secrets.ts <file>`: writes the shared secrets of the provider's brands
 * to `<file>` unless it has them all (GAME_PROVIDER_VENDORS, else the default brands). What
 * `npm start` does before it starts both processes; compose.yaml runs it once before the
 * provider and the servers, which read the file.
 */
import { DEFAULT_BRANDS, ensureProviderSecrets } from './lib/provider-secrets.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/provider-secrets.ts <file>');
  process.exit(2);
}
ensureProviderSecrets(file, (process.env.GAME_PROVIDER_VENDORS ?? DEFAULT_BRANDS).split(','));
