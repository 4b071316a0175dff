import type { TestProject } from 'vitest/node';
import { usePasswordHashCost } from '../lib/passwords.ts';
import { createTemplates } from './template-databases.ts';

/**
 * The server project's global setup: migrates and seeds the run's template databases once, on
 * the database the project's DATABASE_URL names (SQLite when it names none), for every test
 * file to copy (test-app.ts). Dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  // The seed hashes the demo accounts' passwords; tests run at the cheap cost (passwords.ts).
  usePasswordHashCost('test');
  const { templates, dispose } = await createTemplates(
    project.config.env.DATABASE_URL ?? process.env.DATABASE_URL,
  );
  project.provide('serverTemplates', templates);
  return dispose;
}
