import { defineConfig } from 'vitest/config';
import { ciReporters } from './tests/support/reporters.ts';

/** Browser tests: the built app on its real server and database, driven in the system Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    reporters: ciReporters('e2e'),
    // One server, one browser at a time: two cores do not run several Chromiums well.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
