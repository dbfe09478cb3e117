import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters } from './tests/support/reporters.ts';

const contract = fileURLToPath(new URL('./contract/index.ts', import.meta.url));
const contractClient = fileURLToPath(new URL('./contract/client.ts', import.meta.url));
const contractSearch = fileURLToPath(new URL('./contract/search.ts', import.meta.url));
const rules = fileURLToPath(new URL('./rules/index.ts', import.meta.url));
const rulesIndia = fileURLToPath(new URL('./rules/india.ts', import.meta.url));

export default defineConfig({
  // '@contract/…' first: '@contract' would also match them as a prefix.
  resolve: {
    alias: {
      '@contract/client': contractClient,
      '@contract/search': contractSearch,
      '@contract': contract,
      '@rules/india': rulesIndia,
      '@rules/periods': fileURLToPath(new URL('./rules/periods.ts', import.meta.url)),
      '@rules': rules,
    },
  },
  test: {
    reporters: ciReporters('unit'),
    // PGlite clones are memory-hungry; two workers match the two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'rules/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          // Each file's database is a copy of a template this run makes once (tests/support/db.ts).
          // Files share their worker's module cache (importing the server once per file was half
          // the project's time); what they must not share, their database and app, each makes.
          isolate: false,
          globalSetup: ['tests/support/db-templates.ts'],
          setupFiles: ['tests/setup/fast-check.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // One jsdom and one module cache per worker, reset per file by fresh-modules.ts: an
          // isolated jsdom and Mantine per file made the project eight times slower.
          isolate: false,
          server: { deps: { inline: ['fake-indexeddb'] } },
          setupFiles: [
            'tests/setup/fresh-modules.ts',
            'tests/setup/dom.ts',
            'tests/setup/fast-check.ts',
          ],
          // A screen's test renders Mantine in jsdom: about a second alone, five beside the other
          // worker's databases; vitest's 5 s default would fail it for the machine's load.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
