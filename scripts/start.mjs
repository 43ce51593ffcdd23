// `npm start`: build the web app and compile the API when missing or older than their sources, then migrate, seed and serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/i18n/locales', 'packages/shared/src'].map(
  (p) => path.join(root, p),
);
const stale =
  !existsSync(dist) ||
  sources.some((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > statSync(dist).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tea/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API runs as compiled JavaScript (apps/api/scripts/build.mjs), not through a TypeScript loader.
const { apiBuildIsStale, buildApi } = await import('../apps/api/scripts/build.mjs');
if (apiBuildIsStale()) {
  console.log('Compiling the API…');
  await buildApi();
}
// glibc's allocator as production sets it (decisions 0074, 0075): freed password hashes and image
// buffers go back to the system.
const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
process.exit(server.status ?? 0);
