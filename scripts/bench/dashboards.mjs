// bench:dashboards (issue 16, decision 0037): the live boards across two server replicas on one PostgreSQL
// database. 1,000 SSE connections (DASHBOARD_SCREENS) follow /api/v1/dashboards/nrm/events, half on each
// replica; then nap-room bookings of the men's side are made one after another on the FIRST replica only, by
// different people (one booking a person a day). For every booking and every connection it measures the time
// from sending the booking (the commit happens before its answer, so this bounds commit-to-screen from above)
// until that connection receives a board holding it. Prints the p50/p99/max over all (booking, connection)
// pairs, the pairs missed (a connection that never saw a booking within 10 s), each replica's memory before
// and with the connections (per 1,000 connections), and, last, one line:
// `screens 1000, bookings 30, missed 0, p50 45 ms, p99 180 ms, max 240 ms`. Exits non-zero when anything is
// missed or p99 > 1 s. Needs DATABASE_URL (a fresh database is best: the server seeds the demo people). The
// replicas run with a pinned clock (NODE_ENV=test, TEST_CLOCK_START on a Tuesday at 09:05 Seoul time), since
// the nap room takes bookings for today until 17:30 only.
import http from 'node:http';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { HEADERS, percentile } from './lib/demo.mjs';
import { memoryMb, resultsDir, startServer } from './lib/server.mjs';

const SCREENS = Number(process.env.DASHBOARD_SCREENS ?? 1000);
const BOOKINGS = Number(process.env.DASHBOARD_BOOKINGS ?? 30);
const GAP_MS = Number(process.env.DASHBOARD_GAP_MS ?? 150);
const TODAY = '2026-11-24';
const HOURS = ['09', '10', '11', '12', '13', '14', '15', '16', '17'];

if (!process.env.DATABASE_URL) {
  console.error('bench:dashboards needs DATABASE_URL (two replicas share one PostgreSQL database).');
  process.exit(2);
}
process.env.SEED_DEMO ??= 'true';
process.env.NODE_ENV = 'test';
process.env.TEST_CLOCK_START = `${TODAY}T09:05:00+09:00`;

const basePort = Number(process.env.BENCH_PORT ?? 3320);
const first = await startServer({ port: basePort });
const second = await startServer({ port: basePort + 1 });
const replicas = [first, second];
console.log(`Database: ${first.database}; replicas ${first.url} and ${second.url}`);

/** One screen: a raw SSE connection (no library on the client side, to leave the cores to the servers). */
function screen(url) {
  return new Promise((resolve, reject) => {
    const boards = []; // [receivedAt, Set of "seat@start"]
    const req = http.get(
      `${url}/api/v1/dashboards/nrm/events`,
      { headers: { ...HEADERS, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            const at = performance.now();
            const board = JSON.parse(data.slice(6));
            const held = new Set();
            for (const s of board.seats) for (const b of s.bookings) held.add(`${s.id}@${b.start}`);
            boards.push([at, held]);
            if (boards.length === 1) resolve({ boards, close: () => req.destroy() });
          }
        });
      },
    );
    req.on('error', reject);
  });
}

async function login(url, loginId) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ loginId, password: 'Member!2345' }),
  });
  if (!res.ok) return null;
  return { ...HEADERS, authorization: `Bearer ${(await res.json()).accessToken}` };
}

// The men among the demo staff, with the men's seats (the seat map says whose side a person is on).
const men = [];
let seatIds = [];
for (let n = 1; n <= 71 && men.length < BOOKINGS; n++) {
  const auth = await login(first.url, `acme.staff${String(n).padStart(2, '0')}`);
  if (!auth) continue;
  const res = await fetch(`${first.url}/api/v2/reservations/sleeping-room/seats?date=${TODAY}&start=09:00&end=10:00`, {
    headers: auth,
  });
  const map = await res.json();
  if (map.gender !== 'male') continue;
  men.push(auth);
  seatIds = map.seats.map((s) => s.id);
}
if (men.length < BOOKINGS) console.log(`only ${men.length} men to book: ${men.length} bookings`);
const slots = HOURS.flatMap((h) =>
  seatIds.map((id) => ({ seatId: id, start: `${h}:00`, end: `${String(Number(h) + 1).padStart(2, '0')}:00` })),
);

const idle = replicas.map((r) => memoryMb(r.pid).rss);
console.log(`opening ${SCREENS} screens…`);
const screens = [];
for (let i = 0; i < SCREENS; i += 50) {
  const batch = Array.from({ length: Math.min(50, SCREENS - i) }, (_, k) => screen(replicas[(i + k) % 2].url));
  screens.push(...(await Promise.all(batch)));
}
await new Promise((r) => setTimeout(r, 1000));
const held = replicas.map((r) => memoryMb(r.pid).rss);
console.log(`${SCREENS} screens open; replicas' RSS ${idle.join(' / ')} MB before, ${held.join(' / ')} MB with them`);

const made = [];
let free = 0;
for (const auth of men.slice(0, BOOKINGS)) {
  for (;;) {
    const slot = slots[free++];
    if (!slot) throw new Error('no nap slot left');
    const sentAt = performance.now();
    const res = await fetch(`${first.url}/api/v2/reservations/sleeping-room`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ...slot, date: TODAY }),
    });
    const answeredAt = performance.now();
    if (res.status === 201) {
      made.push({ key: `${slot.seatId}@${slot.start}`, sentAt, answeredAt });
      break;
    }
    const body = await res.json();
    if (body.code !== 'SLOT_TAKEN') throw new Error(`booking refused: ${res.status} ${JSON.stringify(body)}`);
  }
  await new Promise((r) => setTimeout(r, GAP_MS));
}
await new Promise((r) => setTimeout(r, 10_000 > made.length * GAP_MS ? 3000 : 1000));

const delays = [];
let missed = 0;
for (const s of screens) {
  for (const b of made) {
    const seen = s.boards.find(([at, keys]) => at >= b.sentAt && keys.has(b.key));
    if (seen) delays.push(seen[0] - b.sentAt);
    else missed++;
  }
}
delays.sort((a, b) => a - b);
const answer = made.map((b) => b.answeredAt - b.sentAt).sort((a, b) => a - b);
const perThousand = held.map((h, i) => ((h - idle[i]) / (SCREENS / 2)) * 1000);
const result = {
  screens: SCREENS,
  bookings: made.length,
  pairs: screens.length * made.length,
  missed,
  p50Ms: Math.round(percentile(delays, 50)),
  p99Ms: Math.round(percentile(delays, 99)),
  maxMs: Math.round(delays.at(-1) ?? 0),
  bookingP50Ms: Math.round(percentile(answer, 50)),
  rssIdleMb: idle,
  rssWithScreensMb: held,
  mbPer1000Screens: Math.round(perThousand.reduce((a, b) => a + b, 0) / perThousand.length),
  database: first.database,
};
for (const s of screens) s.close();
await Promise.all(replicas.map((r) => r.stop()));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'dashboards.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `booking answered in p50 ${result.bookingP50Ms} ms; memory per 1,000 screens ≈ ${result.mbPer1000Screens} MB per replica`,
);
console.log(
  `screens ${SCREENS}, bookings ${made.length}, missed ${missed}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
);
process.exit(missed === 0 && result.p99Ms <= 1000 ? 0 : 1);
