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
  const server = await startServer({ label: 'e2e', env: { NODE_ENV: 'development' } });
  project.provide('baseUrl', server.baseUrl);
  project.provide('database', server.database);
  project.provide('chromePath', chromePath);
  return async () => {
    await server.stop();
  };
}
