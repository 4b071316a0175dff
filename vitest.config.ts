import { defineConfig } from 'vitest/config';

/**
 * One run over every project (decision 003). Each project keeps its own config whose
 * `test.name` is the project name used by `--project`.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
