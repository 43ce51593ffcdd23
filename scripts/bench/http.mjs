// bench:http — API throughput in ONE server run (DESIGN.md §9): GET /healthz (bare Fastify JSON route) then
// GET /api/v1/building/contacts (a public read of building facts, kept a second per replica: decision 0012; x-api-key header), each 100 connections for
// BENCH_DURATION seconds (default 10) after a BENCH_WARMUP s warm-up (default 3, not counted), from wrk. Prints requests/s, p50 and p99 latency, the ratio
// read/bare (target ≥ 30%, p99 ≤ 20 ms), server RSS after the load and start-to-first-served-request, and
// which database served it (PGlite, or PostgreSQL when DATABASE_URL is set). Writes results/http.json.
// Budget misses are reported, not fatal; request errors or non-2xx answers exit non-zero.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryMb, resultsDir, startServer } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 100;
const apiKey = process.env.API_KEY ?? 'tea-dev-api-key';
const TARGETS = { ratio: 0.3, p99Ms: 20, startMs: 3000, rssMb: 250 };

function load(url, headers = {}) {
  const target = url.replace('//localhost:', '//127.0.0.1:');
  wrk(target, { connections, seconds: Number(process.env.BENCH_WARMUP ?? 3), headers }); // warm-up, not kept
  return wrk(target, { connections, seconds: duration, headers });
}

const server = await startServer();
console.log(`Database: ${server.database}`);
console.log(`Start to first served request: ${server.startMs} ms`);
const idle = memoryMb(server.pid);
const loadAverage = Math.round(os.loadavg()[0] * 10) / 10; // other work on the machine skews every figure
const runs = {};
let memory;
try {
  for (const [name, route, headers] of [
    ['bare', '/healthz', {}],
    ['read', '/api/v1/building/contacts', { 'x-api-key': apiKey }],
  ]) {
    console.log(`Loading ${route} (${connections} connections, ${duration} s)…`);
    runs[name] = { route, ...load(server.url + route, headers) };
  }
  memory = memoryMb(server.pid);
} finally {
  await server.stop();
}

const ratio = runs.read.requestsPerSec / runs.bare.requestsPerSec;
const check = (ok) => (ok ? 'ok' : 'MISS');
console.log(
  `\n${'route'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const r of Object.values(runs)) {
  console.log(
    `${r.route.padEnd(28)} ${String(r.requestsPerSec).padStart(8)} ${String(r.p50Ms).padStart(7)} ${String(r.p99Ms).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
  );
}
console.log(
  `\nread/bare ratio: ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGETS.ratio * 100}%) ${check(ratio >= TARGETS.ratio)}`,
);
console.log(`read p99: ${runs.read.p99Ms} ms (target ≤ ${TARGETS.p99Ms} ms) ${check(runs.read.p99Ms <= TARGETS.p99Ms)}`);
console.log(
  `server RSS: ${idle.rss} MB idle after start, ${memory.rss} MB after the load, peak ${memory.peak} MB (burst budget ${TARGETS.rssMb} MB)`,
);
console.log(
  `start to first served request: ${server.startMs} ms (PostgreSQL budget ${TARGETS.startMs} ms; embedded first start 30 s)`,
);
console.log(
  `Database: ${server.database} · ${os.cpus().length} CPUs, load average ${loadAverage} at start, load generator on the same machine`,
);

mkdirSync(resultsDir, { recursive: true });
const out = path.join(resultsDir, 'http.json');
const result = {
  date: new Date().toISOString(),
  database: server.database,
  cpus: os.cpus().length,
  loadAverage,
  connections,
  durationSec: duration,
  startMs: server.startMs,
  memoryMb: { idle: idle.rss, afterLoad: memory.rss, peak: memory.peak },
  ratio: Math.round(ratio * 1000) / 1000,
  targets: TARGETS,
  runs,
};
writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
if (Object.values(runs).some((r) => r.non2xx || r.errors)) process.exit(1);
