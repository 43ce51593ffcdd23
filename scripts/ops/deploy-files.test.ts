// The deploy files run what the repository has (decision 0073): images cannot be built here, so each
// command they name is checked against the scripts, the build's outputs and the tools' own checks.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const deployFiles = ['Dockerfile', 'deploy/compose.yaml', 'deploy/systemd/tea-portal.service', 'docs/operations.md'];
const has = (tool: string) => spawnSync('which', [tool]).status === 0;

describe('the deploy files', () => {
  it('name only npm scripts that exist', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const named = deployFiles.flatMap((file) => [...read(file).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]));
    const missing = named.filter((name) => !scripts.includes(name));
    expect(missing).toEqual([]);
    expect(read('Dockerfile')).toContain('RUN npm ci && npm run build && npm prune --omit=dev');
  });

  it('start the compiled server as `npm start` does, from files the build writes', () => {
    const start = read('scripts/start.mjs');
    expect(start).toContain("['--enable-source-maps', 'apps/api/dist/server.js']");
    expect(read('Dockerfile')).toContain('CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]');
    expect(read('deploy/systemd/tea-portal.service')).toContain(
      'ExecStart=/usr/bin/node --enable-source-maps apps/api/dist/server.js',
    );
    const built = read('apps/api/scripts/build.mjs');
    const outputs = deployFiles.flatMap((file) => [...read(file).matchAll(/apps\/api\/dist\/([\w-]+)\.js/g)].map((m) => m[1]));
    for (const name of new Set(outputs)) expect(built, name).toMatch(new RegExp(`src/(db/)?${name}\\.ts`));
  });

  it('give the server two malloc arenas that hand memory back, wherever they start it (decision 0075)', () => {
    const production = "MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072'";
    expect(read('scripts/start.mjs')).toContain(production);
    expect(read('scripts/drills/lib/topology.mjs')).toContain(production);
    expect(read('scripts/bench/lib/server.mjs')).toMatch(/MALLOC_ARENA_MAX: '2',\s+MALLOC_MMAP_THRESHOLD_: '131072'/);
    expect(read('Dockerfile')).toContain('ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072');
    expect(read('deploy/systemd/tea-portal.service')).toContain('Environment=MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072');
  });

  it('check health on /readyz', () => {
    expect(read('deploy/haproxy.cfg')).toContain('option httpchk GET /readyz');
    expect(read('Dockerfile')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/readyz/);
  });

  it.runIf(has('haproxy'))('hold a balancer configuration HAProxy accepts', () => {
    expect(() => execFileSync('haproxy', ['-c', '-q', '-f', path.join(root, 'deploy/haproxy.cfg')])).not.toThrow();
  });

  it.runIf(has('systemd-analyze'))('hold a unit systemd accepts', () => {
    const verified = spawnSync('systemd-analyze', ['verify', path.join(root, 'deploy/systemd/tea-portal.service')], {
      encoding: 'utf8',
    });
    expect(verified.stderr).toBe('');
  });
});
