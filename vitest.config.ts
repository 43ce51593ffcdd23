import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

/** The test files under `dir` whose name matches `pattern`, relative to the repository. */
function testFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** A file that replaces modules (vi.mock, vi.doMock) needs a module registry of its own. */
const replacesModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8'));

/**
 * A workspace's tests as two projects. The files that replace no module share their worker's modules
 * (`isolate: false`): the app, React and jsdom are loaded once per worker instead of once per file (the API
 * tests took 274 s instead of 387, the web tests 52–61 s instead of 95). The files that replace modules run
 * isolated as before, so that no replacement reaches another file and every replacement takes effect. Which
 * file goes where is read from the files themselves, not kept by hand.
 */
function sharedAndIsolated(
  name: string,
  dir: string,
  pattern: RegExp,
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration[] {
  const files = testFiles(dir, pattern);
  const isolated = files.filter(replacesModules);
  const projects: TestProjectInlineConfiguration[] = [
    { test: { ...test, name, include: files.filter((file) => !isolated.includes(file)), isolate: false } },
  ];
  if (isolated.length > 0) projects.push({ test: { ...test, name: `${name}-isolated`, include: isolated } });
  return projects;
}

/** Unit and API tests of every workspace; the browser journeys run with Playwright (e2e/). */
export default defineConfig({
  test: {
    // API test files each open their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'], environment: 'node' } },
      // The operator's commands and the deploy files (scripts/ops).
      { test: { name: 'ops', include: ['scripts/ops/**/*.test.ts'], environment: 'node' } },
      ...sharedAndIsolated('api', 'apps/api/src', /\.test\.ts$/, {
        environment: 'node',
        // One migrated, seeded database that every test file copies (apps/api/src/test/template-database.ts).
        globalSetup: ['apps/api/src/test/template-database.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      ...sharedAndIsolated('web', 'apps/web/src', /\.test\.tsx?$/, { environment: 'jsdom' }),
    ],
  },
});
