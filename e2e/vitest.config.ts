import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and its demo accounts for all journeys: run the files one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
