/**
 * `npm run provider -- <command>`: the provider's brands on the database PROVIDER_DATABASE_URL
 * names (decision 039). A brand's secret is the one the operator holds for that vendor; it is
 * read from an environment variable, never from the command line or printed.
 *
 *   brand <CODE> --secret-env VAR   add the brand, or replace its secret (and enable it)
 *   disable <CODE> | enable <CODE>  stop or resume signing and accepting its calls
 *   list                            the brands, without secrets
 *   cancel-fixture <ID>             call off a sports match that has not ended (an incident):
 *                                   its selections are void and stakes of slips on it return
 */
import { parseArgs } from 'node:util';
import { installBrands, listBrands, setBrandEnabled } from '../src/brands.ts';
import { parseProviderConfig } from '../src/config.ts';
import { migrateProvider, openProviderDatabase } from '../src/db/database.ts';
import { cancelFixture } from '../src/sports/cancel.ts';

const USAGE =
  'Usage: npm run provider -- brand <CODE> --secret-env VAR | disable <CODE> | enable <CODE> | list | cancel-fixture <ID>';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'secret-env': { type: 'string' } },
  });
  const [command, code] = positionals;
  const config = parseProviderConfig();
  const database = await openProviderDatabase(
    config.PROVIDER_DATABASE_URL,
    config.PROVIDER_DATABASE_SCHEMA,
  );
  try {
    await migrateProvider(database, config.PROVIDER_DATABASE_SCHEMA);
    const validCode = code !== undefined && /^[A-Za-z0-9_-]{1,32}$/.test(code);
    if (command === 'list') {
      for (const brand of await listBrands(database.db)) {
        console.log(
          `${brand.code}\t${brand.enabled ? 'enabled' : 'disabled'}\t${brand.created_at}`,
        );
      }
      return 0;
    }
    if (command === 'cancel-fixture' && code !== undefined && /^F[A-Za-z0-9_-]{1,63}$/.test(code)) {
      if (!(await cancelFixture(database.db, code, new Date()))) {
        console.error(`No match ${code} that is still to end.`);
        return 1;
      }
      console.log(`Match ${code} cancelled; its slips settle at the next sweep.`);
      return 0;
    }
    if (command === 'brand' && validCode) {
      const secret = values['secret-env'] ? process.env[values['secret-env']] : undefined;
      if (!secret || secret.length < 32 || /\s/.test(secret)) {
        console.error('--secret-env must name a variable holding a secret of 32+ characters');
        return 1;
      }
      await installBrands(database.db, { [code]: secret });
      console.log(`Brand ${code} set.`);
      return 0;
    }
    if ((command === 'disable' || command === 'enable') && validCode) {
      if (!(await setBrandEnabled(database.db, code, command === 'enable'))) {
        console.error(`No brand ${code} (see list).`);
        return 1;
      }
      console.log(`Brand ${code} ${command}d.`);
      return 0;
    }
    console.error(USAGE);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
