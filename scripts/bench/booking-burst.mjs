// bench:burst — 1,000 concurrent booking attempts over HTTP on 20 slots (DESIGN.md §9): two conference
// rooms × ten hours of one day, tried by the demo staff at once. The database's exclusion constraint must
// let exactly one booking hold each slot; every other attempt is refused with a clear code (409); none may be
// lost (a 5xx, a network error, or a slot booked twice or not at all). The people's connections are opened
// first (keep-alive, as a browser on the booking page has), and the same burst of GET /healthz is timed as the
// floor this client and machine allow. Prints the floor, the server's peak memory and, last, one line: `confirmed 20 of 20 slots, refused 980, lost 0, p50 41 ms, p99 212 ms`. Exits non-zero
// when confirmed ≠ slots or anything is lost (target p99 ≤ 500 ms). Run it against PostgreSQL:
// DATABASE_URL=postgres://… npm run bench:burst (the server seeds the demo people; a fresh database is best).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, sessions, weekdayAhead } from './lib/demo.mjs';
import { memoryMb, resultsDir, startServer } from './lib/server.mjs';

const ATTEMPTS = Number(process.env.BURST_ATTEMPTS ?? 1000);
const HOURS = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];

process.env.SEED_DEMO ??= 'true';
const server = await startServer();
console.log(`Database: ${server.database}`);
let result;
try {
  const people = await sessions(server.url);
  const rooms = await (await fetch(`${server.url}/api/v2/amenities/conference-rooms`, { headers: people[0] })).json();
  // A fresh day on a reused database, and an open one (not a holiday).
  let date = weekdayAhead(7 + Math.floor(Math.random() * 40));
  for (let ahead = 8; ; ahead++) {
    const day = await (
      await fetch(`${server.url}/api/v2/amenities/conference-rooms/availability?date=${date}`, { headers: people[0] })
    ).json();
    if (!day.closed) break;
    date = weekdayAhead(ahead + Math.floor(Math.random() * 40));
  }
  const slots = rooms
    .slice(0, 2)
    .flatMap((room) =>
      HOURS.map((h) => ({ roomId: room.id, start: `${h}:00`, end: `${String(Number(h) + 1).padStart(2, '0')}:00` })),
    );
  const body = (slot) =>
    JSON.stringify({
      ...slot,
      date,
      purpose: 'Burst',
      participants: 2,
      attendees: [],
      packageId: 'none',
      equipment: [],
      paymentMethod: 'invoice',
      personInCharge: 'Bench',
      contactEmail: 'bench@example.com',
      contactMobile: '010-1234-5678',
    });
  // The attempts come from people already on the portal: their browsers hold a connection open
  // (keep-alive), as they do after loading the booking page. Open those first, so the figures time
  // the bookings and not 1,000 TCP handshakes queued in this one client process.
  await Promise.all(Array.from({ length: ATTEMPTS }, () => fetch(`${server.url}/healthz`).then((r) => r.text())));
  // The floor: the same number of requests at once to a route that does nothing, from this same
  // client on the same cores. A booking can be no faster than this; the rest is the booking's.
  const floor = (
    await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const t0 = performance.now();
        await (await fetch(`${server.url}/healthz`)).text();
        return performance.now() - t0;
      }),
    )
  ).sort((a, b) => a - b);
  let peak = memoryMb(server.pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(server.pid).rss)), 50);
  const outcomes = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/api/v2/reservations/conference`, {
          method: 'POST',
          headers: people[i % people.length],
          body: body(slots[i % slots.length]),
        });
        const json = await res.json().catch(() => ({}));
        return { status: res.status, code: json.code, ms: performance.now() - t0 };
      } catch (error) {
        return { status: 0, code: String(error), ms: performance.now() - t0 };
      }
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, memoryMb(server.pid).peak);
  const availability = await (
    await fetch(`${server.url}/api/v2/amenities/conference-rooms/availability?date=${date}`, { headers: people[0] })
  ).json();
  const held = slots.filter((s) => {
    const booked = availability.rooms.find((r) => r.id === s.roomId)?.booked ?? [];
    return booked.filter((b) => b.start === s.start).length === 1;
  }).length;
  const confirmed = outcomes.filter((o) => o.status === 201).length;
  const refused = outcomes.filter((o) => o.status === 409).length;
  const lost = outcomes.length - confirmed - refused + Math.abs(held - confirmed);
  const codes = {};
  for (const o of outcomes.filter((x) => x.status !== 201))
    codes[`${o.status} ${o.code}`] = (codes[`${o.status} ${o.code}`] ?? 0) + 1;
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  result = {
    date,
    attempts: ATTEMPTS,
    slots: slots.length,
    confirmed,
    held,
    refused,
    lost,
    p50Ms: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    peakRssMb: peak,
    floorP50Ms: Math.round(percentile(floor, 50)),
    floorP99Ms: Math.round(percentile(floor, 99)),
    database: server.database,
  };
  console.log(
    `day ${date}; refusals: ${Object.entries(codes)
      .map(([k, n]) => `${k} × ${n}`)
      .join(', ')}`,
  );
  console.log(`server peak RSS during the burst: ${peak} MB (budget 250 MB)`);
  console.log(
    `floor: ${ATTEMPTS} concurrent GET /healthz from the same client, p50 ${result.floorP50Ms} ms, p99 ${result.floorP99Ms} ms`,
  );
} finally {
  await server.stop();
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'booking-burst.json'), JSON.stringify(result, null, 2));
console.log(
  `confirmed ${result.confirmed} of ${result.slots} slots, refused ${result.refused}, lost ${result.lost}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
);
process.exit(result.confirmed === result.slots && result.held === result.slots && result.lost === 0 ? 0 : 1);
