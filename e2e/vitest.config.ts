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
    fileParallelism: false,
    // After the unit, server and web projects, so the browser does not compete with them for CPU.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
