import { runJobsCommand } from '../src/features/scheduler/index.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// The scheduler's jobs from a terminal (decision 042): list them and their runs, run one again
// for a period, or run a tick, in the database DATABASE_URL/DATABASE_SCHEMA point at.
await runCommandScript(runJobsCommand);
