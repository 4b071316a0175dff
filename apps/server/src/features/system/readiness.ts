import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../../db/database.ts';
import type { Database } from '../../db/schema/tables.ts';

/**
 * Whether this instance should be sent traffic (decision 060): every check must answer, each
 * within CHECK_TIMEOUT_MS (a database that hangs is as unready as one that refuses). The
 * checks are passed in, so a dependency added later (Redis, when REDIS_URL is set) is one more
 * ReadinessCheck given to buildApp, not a change here.
 */
export interface ReadinessCheck {
  /** Named in the /readyz body and the log: `database`, `migrations`, `redis`, ... */
  name: string;
  /** Resolves when the dependency answers; rejects when it does not. */
  check(): Promise<void>;
}

export interface CheckResult {
  name: string;
  /** Why it failed (logged, never answered), or null. */
  error: string | null;
}

export const CHECK_TIMEOUT_MS = 2000;

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function databaseCheck(db: Kysely<Database>): ReadinessCheck {
  return { name: 'database', check: () => pingDatabase(db) };
}

/**
 * Unready while the schema is behind this code: another instance (or `npm run db:migrate`)
 * still migrating, or a rollout that reached the code before the migration. Migrations are
 * never undone under a running server, so once up to date it is not read again.
 */
export function migrationsCheck(db: Kysely<Database>): ReadinessCheck {
  let upToDate = false;
  return {
    name: 'migrations',
    async check() {
      if (upToDate) return;
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`);
      upToDate = true;
    },
  };
}

function withinTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; ready when all answered. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<{ ready: boolean; results: CheckResult[] }> {
  const results = await Promise.all(
    checks.map(async ({ name, check }): Promise<CheckResult> => {
      try {
        await withinTimeout(Promise.resolve().then(check), timeoutMs);
        return { name, error: null };
      } catch (error) {
        return { name, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return { ready: results.every((result) => result.error === null), results };
}
