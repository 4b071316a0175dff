import { defineConfig } from 'vitest/config';

/**
 * The multi-instance test (decision 063): three servers, our provider and HAProxy that the test
 * starts itself (no browser, no shared server). The root config adds it as the `cluster`
 * project when `npm test` has PostgreSQL; `npm test` runs it after the journeys, alone, so its
 * timings (a banner on every instance within 2 s) do not share the two cores with them.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: `${import.meta.dirname}/..`,
    environment: 'node',
    include: ['cluster/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
