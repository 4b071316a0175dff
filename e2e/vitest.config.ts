import { defineConfig } from 'vitest/config';

/**
 * Journeys in real Chromium against the real server. Files run one after another: they share
 * one server and some switch the merchant's status.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Without parallelism (and the default groupOrder) Vitest runs these files after every other
    // project, so the browser does not compete with the unit, server and web tests for CPU.
    fileParallelism: false,
    // The files share their worker's modules: a fresh module graph per file cost about 0.7 s
    // a file, and no journey keeps state in a module.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A journey polls what a person would wait for: a lazy screen's first load on a cold server
    // takes longer than expect.poll's 1 s default on a loaded 2-core CI machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
