import { defineConfig } from 'vitest/config';
import { ciReporters } from './tests/support/reporters.ts';

/** Browser tests: the built app on its real server and database, driven in the system Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // The files share one worker's module cache: importing Playwright, zod and the contract again
    // per file cost about 1.3 s each. What a file must not leave behind (its contexts and pages)
    // setup.ts closes after each test and file.
    isolate: false,
    setupFiles: ['tests/e2e/setup.ts'],
    reporters: ciReporters('e2e'),
    // One server, one browser at a time: two cores do not run several Chromiums well.
    fileParallelism: false,
    testTimeout: 60_000,
    // One more try for a test that failed: the suite drives one server and a real Chromium on two
    // cores, where a step's wait can run out under load. A test that passes only on its second
    // try is named in CI's summary (scripts/ci-summary.mjs), not hidden (decision 027).
    retry: 1,
    hookTimeout: 120_000,
  },
});
