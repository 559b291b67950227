import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The faults suite has its own config and PostgreSQL cluster (vitest.faults.config.ts, npm run test:faults).
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated, seeded template (see test/global-setup.ts).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
