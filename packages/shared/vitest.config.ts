import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Far from Paris on purpose: the formatters must not depend on the machine's time zone.
    env: { TZ: 'Pacific/Honolulu' },
  },
});
