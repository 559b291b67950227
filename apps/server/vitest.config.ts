import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated, seeded template (see test/global-setup.ts).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
