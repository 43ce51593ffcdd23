// Starts the built portal server (apps/api/dist/server.js, compiled as `npm start` runs it; serving API + SPA) in a child process for a bench.
// Builds the web app first when apps/web/dist/index.html is missing. Environment is passed through with
// LOG_LEVEL=info, the level a building runs (BENCH_LOG_LEVEL to change it): the server's log lines go to a
// file, as a replica's go to its journal, and its last lines are printed if it fails to start; without DATABASE_URL the embedded PGlite gets a fresh temporary DATA_DIR (so every start
// migrates and seeds). Resolves once GET /readyz answers 200 and reports that time as startMs
// ("start to first served request"). Port: BENCH_PORT, else the first free one in 3300–3310.
// The server serves a private copy of apps/web/dist (WEB_DIST), so a rebuild during the bench changes nothing.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Which database the server will use, for the printed report (no password shown). */
export function databaseLabel(env = process.env) {
  if (!env.DATABASE_URL) return 'PGlite (embedded, fresh DATA_DIR)';
  const u = new URL(env.DATABASE_URL);
  return `PostgreSQL via DATABASE_URL (${u.hostname}:${u.port || 5432}${u.pathname})`;
}

/** Copies the built web app into `target`; builds it first when missing (or caught mid-rebuild). */
async function snapshotWeb(target) {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  for (let attempt = 0; attempt < 10; attempt++) {
    if (existsSync(path.join(dist, 'index.html'))) {
      rmSync(target, { recursive: true, force: true });
      cpSync(dist, target, { recursive: true });
      if (existsSync(path.join(target, 'index.html'))) return;
    }
    if (attempt === 0 && !existsSync(dist)) break;
    await new Promise((r) => setTimeout(r, 2000)); // someone may be rebuilding it right now
  }
  console.log(`${dist} has no index.html: building the web app…`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@tea/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
  cpSync(dist, target, { recursive: true });
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0' }, () => probe.close(() => resolve(true)));
  });
}

async function freePort(wanted) {
  if (wanted) return wanted;
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  for (let port = 3300; port <= 3310; port++) if (await isFree(port)) return port;
  throw new Error('no free port in 3300–3310');
}

/** Resident memory of a process in MB: { rss: VmRSS, peak: VmHWM } from /proc (Linux). */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * `port`: this one (a second replica beside the first), else BENCH_PORT or the first free one.
 * `entry`: another compiled server to run (bench:compare's build of an earlier commit), else this
 * checkout's, compiled first when its sources are newer.
 * @returns {Promise<{ url: string, pid: number, startMs: number, database: string, logLevel: string, stop(): Promise<void> }>}
 */
export async function startServer({ timeoutMs = 60_000, port: wanted, entry } = {}) {
  const port = await freePort(wanted);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tea-bench-'));
  const web = path.join(tmp, 'web');
  await snapshotWeb(web).catch((err) => {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  const env = {
    // As `npm start` and the deploy files run it (decisions 0074, 0075).
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PUBLIC_URL: `http://localhost:${port}`,
    WEB_DIST: web,
  };
  if (!process.env.DATABASE_URL) env.DATA_DIR = path.join(tmp, 'data');

  if (!entry) {
    const { apiBuildIsStale, buildApi } = await import('../../../apps/api/scripts/build.mjs');
    if (apiBuildIsStale()) await buildApi();
  }
  const logFile = path.join(tmp, 'server.log');
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry ?? 'apps/api/dist/server.js'],
    {
      cwd: root,
      env,
      stdio: ['ignore', log, 'inherit'],
    },
  );
  closeSync(log);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  const url = `http://localhost:${port}`;
  const killOnExit = () => child.kill('SIGKILL'); // never leave a server behind if the bench crashes
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  while (true) {
    if (exited) {
      console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
      await stop();
      throw new Error(`server exited before it was ready (code ${exited.code}, signal ${exited.signal})`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server not ready after ${timeoutMs} ms`);
    }
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = Math.round(performance.now() - started);
  return { url, pid: child.pid, startMs, database: databaseLabel(env), logLevel: env.LOG_LEVEL, stop };
}
