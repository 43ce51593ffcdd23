// bench:availability — the hot read of DESIGN.md §9, a day's conference-room availability (logged in, as the
// booking page asks for it), beside a bare Fastify 5 app (no plugins, no hooks: lib/bare-fastify.mjs) and the
// portal's own /healthz (which carries every global hook), the portal at LOG_LEVEL=info as a building runs it
// (one log line a request, to a file), in ONE run: 100 connections, BENCH_ROUNDS (3) turns of BENCH_DURATION s
// (5) each after a warm-up, from wrk (lib/wrk.mjs). Targets: the read does ≥ 50% of bare Fastify's requests/s
// with p99 ≤ 20 ms, and /healthz ≥ 60% (decision 0069). It also measures what serialising the answer through
// its response schema costs a read (lib/serialization-cost.ts): over 10% of the read would call for
// fast-json-stringify. A day's answer is shared by the reads of a second and serialised once, so a read pays a
// lookup; what serialising on every read would cost is printed beside it.
// On PostgreSQL: DATABASE_URL=postgres://… npm run bench:availability. Writes results/availability.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conferenceBooking, sessions, weekdayAhead } from './lib/demo.mjs';
import { startBareFastify } from './lib/bare-fastify.mjs';
import { median } from './lib/median.mjs';
import { memoryMb, resultsDir, root, startServer } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 100;
const TARGETS = { ratio: 0.5, healthzRatio: 0.6, p99Ms: 20, serializationShare: 0.1 };

process.env.SEED_DEMO ??= 'true';
const server = await startServer();
const bare = await startBareFastify(Number(new URL(server.url).port) + 100);
console.log(`Database: ${server.database}`);
const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
const runs = {};
const rounds_ = {};
let memory;
let answer;
try {
  const people = await sessions(server.url);
  const date = weekdayAhead(10); // the grid is read whether or not the day is open
  const rooms = await (await fetch(`${server.url}/api/v2/amenities/conference-rooms`, { headers: people[0] })).json();
  for (const [i, room] of rooms.entries()) {
    await fetch(`${server.url}/api/v2/reservations/conference`, {
      method: 'POST',
      headers: people[i],
      body: conferenceBooking({ roomId: room.id, date, start: '10:00', end: '12:00', purpose: 'Bench' }),
    });
  }
  const readRoute = `/api/v2/amenities/conference-rooms/availability?date=${date}`;
  answer = await (await fetch(server.url + readRoute, { headers: people[0] })).text();
  const targets = [
    ['bare', bare, '/healthz', {}],
    ['healthz', server, '/healthz', {}],
    ['read', server, readRoute, people[0]],
  ].map(([name, { url: base, pid }, route, headers]) => ({
    name,
    route,
    headers,
    pid,
    url: (base + route).replace('//localhost:', '//127.0.0.1:'),
  }));
  for (const t of targets) wrk(t.url, { connections, seconds: Number(process.env.BENCH_WARMUP ?? 3), headers: t.headers }); // warm-up, not kept
  // The three loads take turns, ROUNDS times, so that a slower minute of a shared machine falls on all of them:
  // each figure is the median of its rounds, and each ratio the median of the rounds' ratios.
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      console.log(`Round ${round}/${rounds}: ${t.name} ${t.route} (${connections} connections, ${duration} s)…`);
      (rounds_[t.name] ??= []).push({
        route: t.route,
        ...wrk(t.url, { connections, seconds: duration, headers: t.headers, pid: t.pid }),
      });
    }
  }
  for (const t of targets) runs[t.name] = medianRun(rounds_[t.name]);
  memory = memoryMb(server.pid);
} finally {
  await server.stop();
  await bare.stop();
}
const roundRatios = (name) => rounds_[name].map((r, i) => r.requestsPerSec / rounds_.bare[i].requestsPerSec);
const ratio = median(roundRatios('read'));
const healthzRatio = median(roundRatios('healthz'));
// The same comparison by the server's CPU time per answer: a bare answer's cost ÷ the portal's.
const cpuRatios = (name) => rounds_[name].map((r, i) => rounds_.bare[i].cpuUsPerRequest / r.cpuUsPerRequest);
const cpuRatio = median(cpuRatios('read'));
const cpuUs = (name) => median(rounds_[name].map((r) => r.cpuUsPerRequest));
const serialization = serializationCost(answer, runs.read.requestsPerSec);
for (const r of Object.values(runs))
  console.log(
    `${r.route.padEnd(62)} ${String(r.requestsPerSec).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
  );
console.log(
  `read/bare by round: ${roundRatios('read')
    .map((r) => `${(r * 100).toFixed(0)}%`)
    .join(', ')}`,
);
console.log(
  `portal /healthz / bare Fastify: ${(healthzRatio * 100).toFixed(1)}% (target ≥ 60%) ${healthzRatio >= TARGETS.healthzRatio ? 'ok' : 'MISS'}; ` +
    `by CPU per answer ${(median(cpuRatios('healthz')) * 100).toFixed(1)}%`,
);
console.log(
  `server CPU per answer: bare ${cpuUs('bare')} µs, portal /healthz ${cpuUs('healthz')} µs, read ${cpuUs('read')} µs ` +
    `(by round: ${cpuRatios('read')
      .map((r) => `${(r * 100).toFixed(0)}%`)
      .join(', ')}); by CPU the read is ${(cpuRatio * 100).toFixed(1)}% of bare Fastify`,
);
console.log(`availability / bare Fastify: ${(ratio * 100).toFixed(1)}% (target ≥ 50%) ${ratio >= TARGETS.ratio ? 'ok' : 'MISS'}`);
console.log(
  `serialising the ${serialization.bytes}-byte answer as served (shared for a second, serialised once): ` +
    `${serialization.servedUs.toFixed(2)} µs a read = ${(serialization.share * 100).toFixed(1)}% of a read ` +
    `(target ≤ 10%) ${serialization.share <= TARGETS.serializationShare ? 'ok' : 'MISS'}; ` +
    `through its schema on every read it would be ${serialization.schemaUs.toFixed(1)} µs = ` +
    `${(serialization.everyReadShare * 100).toFixed(1)}% (JSON.stringify alone ${serialization.stringifyUs.toFixed(1)} µs)`,
);
console.log(`availability p99: ${runs.read.p99Ms} ms (target ≤ 20 ms) ${runs.read.p99Ms <= TARGETS.p99Ms ? 'ok' : 'MISS'}`);
console.log(
  `server RSS ${memory.rss} MB, peak ${memory.peak} MB · ${server.database} · LOG_LEVEL=${server.logLevel} · load average ${loadAverage} at start`,
);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'availability.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      rounds: rounds_,
      ratio,
      healthzRatio,
      cpuRatio,
      healthzCpuRatio: median(cpuRatios('healthz')),
      logLevel: server.logLevel,
      cpuUsPerRequest: { bare: cpuUs('bare'), healthz: cpuUs('healthz'), read: cpuUs('read') },
      serialization,
      memory,
      database: server.database,
      loadAverage,
    },
    null,
    2,
  ),
);
process.exit(runs.read.non2xx || runs.read.errors ? 1 : 0);

/**
 * Microseconds to serialise `answer` as served and through its response schema, and their shares of one
 * read's time at `rps`: as served, a lookup a read plus the schema's serialiser once a second.
 */
function serializationCost(answer, rps) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tea-serialization-'));
  try {
    const file = path.join(dir, 'answer.json');
    writeFileSync(file, answer);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/lib/serialization-cost.ts', file], {
      cwd: root,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`serialization-cost failed: ${run.stderr}`);
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
    // One core serves the reads: at `rps`, each takes 1e6 / rps µs of it.
    const readUs = 1e6 / rps;
    return { ...r, share: (r.servedUs + r.schemaUs / rps) / readUs, everyReadShare: r.schemaUs / readUs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The round with the median throughput, its latencies with it; errors of all rounds added up. */
function medianRun(runsOfTarget) {
  const middle = [...runsOfTarget].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor(runsOfTarget.length / 2)];
  const sum = (key) => runsOfTarget.reduce((n, r) => n + r[key], 0);
  return { ...middle, non2xx: sum('non2xx'), errors: sum('errors') };
}
