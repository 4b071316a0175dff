import type { TestProject } from 'vitest/node';
import { requireChrome } from '../scripts/lib/chrome.ts';
import { startServer, type DatabaseEnv } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: DatabaseEnv;
    chromePath: string;
  }
}

/** One real server for every journey; torn down (and its database dropped) at the end. */
export default async function setup(project: TestProject) {
  const chromePath = requireChrome();
  // Development mode: journeys read SMS codes and e-mails from /dev/outbox and captcha answers
  // from /dev/captcha, which a production server does not have.
  // The project's DATABASE_URL (vitest.config.ts: e2e-sqlite, e2e-postgres) picks the database.
  // Cheap password hashes: every journey registers or logs in members (lib/passwords.ts).
  const server = await startServer({
    label: 'e2e',
    databaseUrl: project.config.env.DATABASE_URL ?? process.env.DATABASE_URL,
    env: { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('database', server.database);
  project.provide('chromePath', chromePath);
  return async () => {
    await server.stop();
  };
}
