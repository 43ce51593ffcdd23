// bench:compare — the hot read of bench:availability (a day's conference availability, signed in) on this
// checkout against the same read on an earlier commit, both servers running side by side with a bare
// Fastify app, in one run: `npm run bench:compare -- <commit>` (default HEAD~1).
//
// Why: this 2-core VM's speed varies by a factor of two between hours (bare Fastify has cost 17–77 µs
// an answer), so a figure from another hour cannot show a change of a few per cent. Here the two
// builds take turns after a warm-up (BENCH_WARMUP s, 3): BENCH_ROUNDS (12) rounds of BENCH_DURATION s
// (3) of wrk at 100 connections, each build first in every other round. Each round's ratio of server
// CPU per answer (user + system, from /proc) is taken; the median of those ratios is the result. Both
// servers run on PGlite, each with a fresh data directory (the read is served from a one-second
// cache, so the engine hardly counts). The commit is checked out in a temporary worktree with its own
// workspace packages and compiled like `npm start`'s build; the packages in node_modules are this
// checkout's. Writes results/compare.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApiAt } from '../../apps/api/scripts/build.mjs';
import { startBareFastify } from './lib/bare-fastify.mjs';
import { sessions, weekdayAhead } from './lib/demo.mjs';
import { median } from './lib/median.mjs';
import { resultsDir, root, startServer } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';

const ref = process.argv[2] ?? 'HEAD~1';
const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const connections = 100;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Compiles `commit`'s API into a folder of this checkout (so that its packages resolve from here). */
async function buildCommit(commit) {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'tea-compare-'));
  git('worktree', 'add', '--detach', tree, commit);
  try {
    // Its own workspace packages (@tea/*), every other package from this checkout.
    mkdirSync(path.join(tree, 'node_modules/@tea'), { recursive: true });
    for (const entry of readdirSync(path.join(root, 'node_modules'))) {
      if (entry !== '@tea') symlinkSync(path.join(root, 'node_modules', entry), path.join(tree, 'node_modules', entry));
    }
    for (const pkg of readdirSync(path.join(tree, 'packages'))) {
      symlinkSync(path.join(tree, 'packages', pkg), path.join(tree, 'node_modules/@tea', pkg));
    }
    const out = path.join(root, 'apps/api/dist-compare', commit);
    rmSync(out, { recursive: true, force: true });
    await buildApiAt(tree, out);
    return path.join(out, 'server.js');
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
}

const commit = git('rev-parse', '--short', ref);
console.log(`Building ${ref} (${commit})…`);
const earlierEntry = await buildCommit(commit);
delete process.env.DATABASE_URL; // each server gets its own fresh PGlite
process.env.SEED_DEMO ??= 'true';
const servers = [];
let bare;
const runs = [];
try {
  servers.push({ name: 'this checkout', ...(await startServer()) });
  servers.push({ name: commit, ...(await startServer({ entry: earlierEntry })) });
  bare = await startBareFastify(Number(new URL(servers[0].url).port) + 100);
  const route = `/api/v2/amenities/conference-rooms/availability?date=${weekdayAhead(10)}`;
  for (const server of servers) server.headers = (await sessions(server.url))[0];
  const load = (server, seconds = duration) =>
    wrk((server.url + route).replace('//localhost:', '//127.0.0.1:'), {
      connections,
      seconds,
      headers: server.headers,
      pid: server.pid,
    });
  const loadBare = () =>
    wrk(`${bare.url.replace('//localhost:', '//127.0.0.1:')}/healthz`, { connections, seconds: duration, pid: bare.pid });
  for (const server of servers) load(server, Number(process.env.BENCH_WARMUP ?? 3)); // warm-up, not kept
  loadBare();
  for (let round = 1; round <= rounds; round++) {
    const [now, before] = servers;
    const turn = round % 2 ? [now, before] : [before, now];
    const result = Object.fromEntries(turn.map((server) => [server.name, load(server)]));
    const bareRun = loadBare();
    const ours = result[now.name].cpuUsPerRequest;
    const theirs = result[before.name].cpuUsPerRequest;
    runs.push({ ours, theirs, bare: bareRun.cpuUsPerRequest, p99: result[now.name].p99Ms });
    console.log(
      `Round ${round}/${rounds}: this checkout ${ours} µs, ${commit} ${theirs} µs, bare ${bareRun.cpuUsPerRequest} µs an answer (this ÷ ${commit} ${(ours / theirs).toFixed(3)})`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await bare?.stop();
  rmSync(path.dirname(earlierEntry), { recursive: true, force: true });
}

const ratio = median(runs.map((r) => r.ours / r.theirs));
const bareShare = (key) => median(runs.map((r) => r.bare / r[key]));
const summary = {
  commit,
  rounds,
  cpuRatio: Math.round(ratio * 1000) / 1000,
  bareShareNow: Math.round(bareShare('ours') * 1000) / 1000,
  bareShareBefore: Math.round(bareShare('theirs') * 1000) / 1000,
  bareCpuUs: median(runs.map((r) => r.bare)),
  loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  runs,
};
console.log(
  `The read's server CPU per answer, this checkout ÷ ${commit}: ${summary.cpuRatio} (median of ${rounds} rounds: ${ratio < 1 ? `${((1 - ratio) * 100).toFixed(1)} % less` : `${((ratio - 1) * 100).toFixed(1)} % more`})`,
);
console.log(
  `bare Fastify's CPU per answer ÷ the read's: ${(summary.bareShareNow * 100).toFixed(1)} % now, ${(summary.bareShareBefore * 100).toFixed(1)} % at ${commit} (bare ${summary.bareCpuUs} µs an answer this hour)`,
);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'compare.json'), `${JSON.stringify(summary, null, 2)}\n`);
