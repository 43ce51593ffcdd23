// Compiles the API to one JavaScript file, apps/api/dist/server.js, that `npm start` runs with plain
// Node (no TypeScript loader in the running server: less memory, faster start). The workspace's own
// TypeScript packages (@tea/*) are bundled in; every other package stays in node_modules. The SQL
// migrations are copied beside it. Skips the work when the output is newer than every source.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(api, '../..');
const out = path.join(api, 'dist/server.js');
const sources = [path.join(api, 'src'), path.join(root, 'packages/shared/src'), path.join(root, 'packages/i18n/src')];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

export function apiBuildIsStale() {
  return !existsSync(out) || sources.some((dir) => newest(dir) > statSync(out).mtimeMs);
}

export async function buildApi() {
  rmSync(path.join(api, 'dist'), { recursive: true, force: true });
  await buildApiAt(root, path.join(api, 'dist'));
}

/**
 * Compiles the API of the checkout at `sourceRoot` (this one, or another commit's worktree for
 * bench:compare) into `outDir`: server.js, the console commands migrate-cli.js and admin-create.js, and
 * the migrations beside them.
 */
export async function buildApiAt(sourceRoot, outDir) {
  const source = path.join(sourceRoot, 'apps/api');
  await build({
    entryPoints: [
      path.join(source, 'src/server.ts'),
      path.join(source, 'src/db/migrate-cli.ts'),
      path.join(source, 'src/cli/admin-create.ts'),
    ],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    tsconfig: path.join(source, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-stay-external',
        setup(b) {
          // Bare imports are packages: kept as imports, except the workspace's TypeScript packages.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tea/') ? undefined : { external: true }));
        },
      },
    ],
  });
  cpSync(path.join(source, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !apiBuildIsStale()) process.exit(0);
  await buildApi();
  console.log(`API compiled to ${path.relative(root, out)}`);
}
