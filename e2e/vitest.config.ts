import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // axe-core on every page the journeys visit (support/axe.ts).
    setupFiles: ['support/axe-setup.ts'],
    // One server and its demo accounts for all journeys: run the files one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: a page that renders after a code chunk on a busy CI machine (two
    // cores shared by the server, Chromium and the runner) needs more. A check that never holds still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
