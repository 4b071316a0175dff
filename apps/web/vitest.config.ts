import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // In the default 'forks' pool every test file started a fresh process and imported and built
    // jsdom again: that alone was 41 % of the run. A vm pool keeps its worker (and jsdom's module)
    // and still gives each file a fresh jsdom window and a fresh module graph, so files stay
    // isolated. 'vmForks', not 'vmThreads': the records and agent-report tests set
    // process.env.TZ to put the device clock in São Paulo, and Node only honours that in a
    // process's main thread, not in a worker thread.
    pool: 'vmForks',
    // A vm worker keeps part of every finished file's world (about 30 MB a file here); it is
    // replaced by a fresh one past this, well below Node's heap limit, so memory stays bounded
    // as files are added. Each replacement costs one jsdom import (about a second).
    vmMemoryLimit: '1024MB',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Room for the longer findBy/waitFor limit (vitest.setup.ts) in tests that wait several times.
    testTimeout: 20_000,
  },
});
