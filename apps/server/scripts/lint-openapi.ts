import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { describeProblem, lintOpenApi } from '../src/testing/redocly.ts';

// `npm run lint:openapi`: the OpenAPI document the server generates, through Redocly's
// recommended rules and the repository's redocly.yaml (decision 060). An in-memory database
// suffices: the document comes from the route schemas.
const app = await buildApp({
  config: parseConfig({
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    LOTTERY_SWEEP_MS: '0',
    SCHEDULER_ENABLED: 'false',
  }),
});
await app.ready();
const problems = await lintOpenApi(app.swagger());
await app.close();
for (const problem of problems) console.log(describeProblem(problem));
console.log(
  problems.length === 0 ? 'OpenAPI document: no problems' : `${problems.length} problems`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
