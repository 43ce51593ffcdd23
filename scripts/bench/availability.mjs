// bench:availability — the hot read of DESIGN.md §9, a day's conference-room availability (logged in, as the
// booking page asks for it), beside the bare Fastify JSON route /healthz, in ONE server run: 100 connections
// for BENCH_DURATION s (default 10) each after a warm-up, from wrk (lib/wrk.mjs). Targets: the read does ≥ 30% of the bare route's
// requests/s with p99 ≤ 20 ms (on PostgreSQL: DATABASE_URL=postgres://… npm run bench:availability).
// Some bookings are made first so the read has rows to find. Writes results/availability.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessions, weekdayAhead } from './lib/demo.mjs';
import { memoryMb, resultsDir, startServer } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 100;
const TARGETS = { ratio: 0.3, p99Ms: 20 };

process.env.SEED_DEMO ??= 'true';
const server = await startServer();
console.log(`Database: ${server.database}`);
const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
const runs = {};
let memory;
try {
  const people = await sessions(server.url);
  const date = weekdayAhead(10); // the grid is read whether or not the day is open
  const rooms = await (await fetch(`${server.url}/api/v2/amenities/conference-rooms`, { headers: people[0] })).json();
  for (const [i, room] of rooms.entries()) {
    await fetch(`${server.url}/api/v2/reservations/conference`, {
      method: 'POST',
      headers: people[i],
      body: JSON.stringify({
        roomId: room.id,
        date,
        start: '10:00',
        end: '12:00',
        purpose: 'Bench',
        participants: 2,
        attendees: [],
        packageId: 'none',
        equipment: [],
        paymentMethod: 'invoice',
        personInCharge: 'Bench',
        contactEmail: 'bench@example.com',
        contactMobile: '010-1234-5678',
      }),
    });
  }
  for (const [name, route, headers] of [
    ['bare', '/healthz', {}],
    ['read', `/api/v2/amenities/conference-rooms/availability?date=${date}`, people[0]],
  ]) {
    console.log(`Loading ${route} (${connections} connections, ${duration} s)…`);
    const target = (server.url + route).replace('//localhost:', '//127.0.0.1:');
    wrk(target, { connections, seconds: Number(process.env.BENCH_WARMUP ?? 3), headers }); // warm-up, not kept
    const r = wrk(target, { connections, seconds: duration, headers });
    runs[name] = { route, ...r };
  }
  memory = memoryMb(server.pid);
} finally {
  await server.stop();
}
const ratio = runs.read.requestsPerSec / runs.bare.requestsPerSec;
for (const r of Object.values(runs))
  console.log(
    `${r.route.padEnd(62)} ${String(r.requestsPerSec).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
  );
console.log(`availability/bare ratio: ${(ratio * 100).toFixed(1)}% (target ≥ 30%) ${ratio >= TARGETS.ratio ? 'ok' : 'MISS'}`);
console.log(`availability p99: ${runs.read.p99Ms} ms (target ≤ 20 ms) ${runs.read.p99Ms <= TARGETS.p99Ms ? 'ok' : 'MISS'}`);
console.log(`server RSS ${memory.rss} MB, peak ${memory.peak} MB · ${server.database} · load average ${loadAverage} at start`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'availability.json'),
  JSON.stringify({ date: new Date().toISOString(), runs, ratio, memory, database: server.database, loadAverage }, null, 2),
);
process.exit(runs.read.non2xx || runs.read.errors ? 1 : 0);
