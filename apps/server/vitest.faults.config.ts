import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the real server in its own process on a PostgreSQL cluster of its own (port 5433),
 * killed mid-burst, and its database stopped under load (issue 7, "Faults"). Separate from the main suite:
 * it needs root (or the postgres account) to create and stop that cluster.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    globalSetup: ['test/faults/global-setup.ts'],
    // One file at a time: a test stops the cluster the other one writes to.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
