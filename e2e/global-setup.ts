import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_ARGS, requireChrome } from '../scripts/lib/chrome.ts';
import { startServer, type DatabaseEnv } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: DatabaseEnv;
    /** Our game provider, started beside the server. */
    providerUrl: string;
    /** The provider's environment (its database), for its CLI in a journey. */
    providerEnv: Record<string, string>;
    /** A cashier operator's API key for the operator API (e2e/support/operator-api.ts). */
    operatorKey: string;
    chromePath: string;
    /** The one Chromium every journey file connects to (a fresh context per test). */
    browserEndpoint: string;
  }
}

/**
 * One real server and one Chromium for every journey; torn down (and the database dropped) at
 * the end. Launching Chromium once instead of once per file saves a browser start per file;
 * each test still gets a context of its own, so no cookie or storage crosses between tests.
 */
export default async function setup(project: TestProject) {
  const chromePath = requireChrome();
  const browser = await chromium.launchServer({ executablePath: chromePath, args: CHROME_ARGS });
  // Development mode: journeys read SMS codes and e-mails from /dev/outbox and captcha answers
  // from /dev/captcha, which a production server does not have.
  // The project's DATABASE_URL (vitest.config.ts: e2e-sqlite, e2e-postgres) picks the database.
  // Cheap password hashes: every journey registers or logs in members (lib/passwords.ts).
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      label: 'e2e',
      databaseUrl: project.config.env.DATABASE_URL ?? process.env.DATABASE_URL,
      env: { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' },
    });
  } catch (error) {
    await browser.close();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('database', server.database);
  project.provide('providerUrl', server.provider.url);
  project.provide('providerEnv', server.providerPlan.env);
  project.provide('operatorKey', server.operatorKey);
  project.provide('chromePath', chromePath);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([server.stop(), browser.close()]);
  };
}
