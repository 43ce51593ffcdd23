import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace; the browser journeys run with Playwright (e2e/). */
export default defineConfig({
  test: {
    // API test files each open their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded database that every test file copies (apps/api/src/test/template-database.ts).
          globalSetup: ['apps/api/src/test/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
