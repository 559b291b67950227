import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Component journeys click through several screens: 5 s is too short on a loaded 2-core machine.
      testTimeout: 20_000,
      // Node 25+ has its own Web Storage: its `localStorage` global (undefined without --localstorage-file)
      // stops Vitest from installing jsdom's, and every test that uses localStorage fails. Off in the workers.
      execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [],
    },
  }),
);
