import { ConfigError, parseConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { prepareDatabase } from '../db/bootstrap.ts';
import type { AppContext } from './context.ts';
import { usePasswordHashCost } from './passwords.ts';

/** Where an operator command writes: its output lines and its error lines. */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * The body of every `apps/server/scripts` entry: reads the configuration from the environment
 * and runs `main`, whose number (if any) is the exit code. A configuration mistake prints only
 * its message, since the operator fixes it in the environment; anything else prints in full.
 */
export async function runScript(main: (config: Config) => Promise<number | void>): Promise<void> {
  try {
    const config = parseConfig();
    usePasswordHashCost(config.PASSWORD_HASH_COST);
    const code = await main(config);
    if (code !== undefined) process.exitCode = code;
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * Runs an operator command from the command line against the database DATABASE_URL and
 * DATABASE_SCHEMA point at (migrated and seeded first, as the server would), writing to the
 * console; the database is closed however the command ends.
 */
export function runCommandScript(
  command: (args: string[], ctx: AppContext, io: CommandIo) => Promise<number>,
): Promise<void> {
  return runScript(async (config) => {
    const database = await prepareDatabase(config);
    try {
      return await command(
        process.argv.slice(2),
        { config, db: database.db, merchantCode: config.MERCHANT_CODE },
        { out: (line) => console.log(line), err: (line) => console.error(line) },
      );
    } finally {
      await database.destroy();
    }
  });
}
