// bench:serving (decision 0074) — the web app's files as a building serves them: two replicas of the compiled
// server (LOG_LEVEL=info) on a fresh PostgreSQL database, behind HAProxy with deploy/haproxy.cfg, started as
// the drills start them (scripts/drills/lib/topology.mjs). After a warm-up, wrk loads each address through the
// balancer at 200 connections for BENCH_DURATION s (10): `/healthz`, the home page with `Accept-Encoding: br`,
// each script of the home page's first load with br (the page's own scripts and those its boot script starts),
// then `/healthz` again. Each file's requests/s is set against the mean of the two `/healthz` runs. Each
// replica's RSS is sampled every second from the start of the load until BENCH_AFTER s (60) after it.
// Budgets: the page and each script ≥ 50% of `/healthz`'s requests/s; peak RSS ≤ 250 MB a replica, and a
// minute later back within 30 MB of its RSS before the load. Exits non-zero when one is missed or any answer
// failed. Builds nothing: run `npm run build` first. The server's PostgreSQL: DRILL_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), where a database of the run is made and dropped after.
// Writes results/serving.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cleanup,
  freshDatabase,
  removeRunDir,
  runDir,
  sleep,
  startBalancer,
  startReplicas,
  until,
} from '../drills/lib/topology.mjs';
import { memoryMb, resultsDir, root } from './lib/server.mjs';
import { wrkAsync } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const afterSeconds = Number(process.env.BENCH_AFTER ?? 60);
const connections = 200;
const TARGETS = { ratio: 0.5, peakMb: 250, backNearIdleMb: 30 };

for (const built of ['apps/web/dist/prerendered/home.ko.html.br', 'apps/api/dist/server.js']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (this bench builds nothing).`);
    process.exit(2);
  }
}

const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const result = { date: new Date().toISOString(), commit, loadAverageAtStart: loadAverage(), connections, duration };
let failed = true;
try {
  const database = await freshDatabase();
  const replicas = await startReplicas(2, { databaseUrl: database.url, env: { LOG_LEVEL: 'info' } });
  await Promise.all(replicas.map((r) => r.ready(90_000)));
  const balancer = await startBalancer(replicas);
  // Both replicas in: the balancer's checks pass twice a second apart (deploy/haproxy.cfg).
  await sleep(3000);
  await until(async () => (await fetch(`${balancer.url}/healthz`)).ok, 10_000, 'the balancer does not answer /healthz');

  const scripts = await firstLoadScripts(balancer.url);
  const targets = [
    ['/healthz', {}],
    ['/', { 'accept-encoding': 'br' }],
    ...scripts.map((script) => [script, { 'accept-encoding': 'br' }]),
    ['/healthz', {}],
  ];
  const idle = replicas.map((r) => memoryMb(r.pid).rss);
  const samples = replicas.map(() => []);
  const started = performance.now();
  const sampler = setInterval(() => {
    const at = Math.round((performance.now() - started) / 1000);
    replicas.forEach((r, i) => samples[i].push({ at, rss: memoryMb(r.pid).rss }));
  }, 1000);

  for (const [route, headers] of targets) await wrkAsync(balancer.url + route, { connections, seconds: warmup, headers });
  const runs = [];
  for (const [route, headers] of targets) {
    console.log(`${route} (${connections} connections, ${duration} s)…`);
    runs.push({ route, ...(await wrkAsync(balancer.url + route, { connections, seconds: duration, headers })) });
  }
  const loadEnded = Math.round((performance.now() - started) / 1000);
  console.log(`load done; sampling memory for ${afterSeconds} s more…`);
  await sleep(afterSeconds * 1000);
  clearInterval(sampler);

  const healthz = (runs[0].requestsPerSec + runs.at(-1).requestsPerSec) / 2;
  const files = runs.slice(1, -1).map((r) => ({ ...r, ratio: Math.round((r.requestsPerSec / healthz) * 1000) / 1000 }));
  const memory = replicas.map((r, i) => {
    const rss = samples[i].map((s) => s.rss);
    return {
      replica: r.name,
      idleMb: idle[i],
      peakMb: Math.max(...rss, memoryMb(r.pid).peak),
      atLoadEndMb: samples[i].find((s) => s.at >= loadEnded)?.rss,
      afterMb: rss.at(-1),
    };
  });
  Object.assign(result, { healthz: runs.filter((r) => r.route === '/healthz'), files, memory, loadAverageAtEnd: loadAverage() });

  for (const r of [runs[0], ...files, runs.at(-1)])
    console.log(
      `${r.route.padEnd(40)} ${String(r.requestsPerSec).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(6)} ms` +
        `${r.ratio === undefined ? '' : `  ${(r.ratio * 100).toFixed(1)}% of /healthz`}  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  const misses = [];
  for (const f of files)
    if (f.ratio < TARGETS.ratio) misses.push(`${f.route} at ${(f.ratio * 100).toFixed(1)}% of /healthz (target ≥ 50%)`);
  for (const r of runs) if (r.non2xx || r.errors) misses.push(`${r.route}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  for (const m of memory) {
    console.log(
      `${m.replica}: RSS ${m.idleMb} MB before the load, peak ${m.peakMb} MB, ${m.atLoadEndMb} MB at its end, ` +
        `${m.afterMb} MB ${afterSeconds} s later`,
    );
    if (m.peakMb > TARGETS.peakMb) misses.push(`${m.replica} peaked at ${m.peakMb} MB (budget ≤ 250 MB)`);
    if (m.afterMb > m.idleMb + TARGETS.backNearIdleMb)
      misses.push(
        `${m.replica} at ${m.afterMb} MB ${afterSeconds} s after, ${m.afterMb - m.idleMb} MB over its idle ${m.idleMb} MB`,
      );
  }
  console.log(`load average ${result.loadAverageAtStart} at start, ${result.loadAverageAtEnd} at end · commit ${commit}`);
  result.misses = misses;
  console.log(misses.length ? `MISSED:\n  ${misses.join('\n  ')}` : 'serving budgets met');
  failed = misses.length > 0;
} catch (error) {
  console.error(`bench:serving failed: ${error.stack ?? error}\nlogs: ${runDir}`);
  result.error = String(error);
} finally {
  await cleanup();
  if (!failed) removeRunDir();
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'serving.json'), `${JSON.stringify(result, null, 2)}\n`);
process.exit(failed ? 1 : 0);

/**
 * The scripts a first visit to the home page loads: the page's own (its boot script) and those the boot
 * script starts after the first paint (apps/web/scripts/prerender.mjs writes their addresses into it).
 */
async function firstLoadScripts(base) {
  const html = await (await fetch(`${base}/`)).text();
  const own = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const started = [];
  for (const script of own) {
    const code = await (await fetch(base + script)).text();
    started.push(...[...code.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  }
  if (own.length === 0) throw new Error('the home page names no script');
  return [...new Set([...own, ...started])];
}
