// bench:burst — 1,000 concurrent booking attempts over HTTP on 20 slots (DESIGN.md §9): two conference
// rooms × ten hours of one day, tried by the demo staff at once, each on its own connection (lib/one-shot.mjs).
// The database's exclusion constraint must let exactly one booking hold each slot; every other attempt is
// refused with a clear code (409); none may be lost (a 5xx, a network error, or a slot booked twice or not
// at all). The same burst of GET /healthz is timed first as the floor this client and machine allow. Prints
// the floor, the server's peak memory and, last, one line (each attempt carries an Idempotency-Key, as the
// web's submissions do; BENCH_NO_KEYS=1 sends none, to see what the keys cost):
// `confirmed 20 of 20 slots, refused 980, lost 0, p50 41 ms, p99 212 ms`. Exits non-zero when
// confirmed ≠ slots or anything is lost (target p99 ≤ 500 ms). Run it against PostgreSQL:
// DATABASE_URL=postgres://… npm run bench:burst (the server seeds the demo people; a fresh database is best).
// `npm run bench:burst -- --kind gx` (issue 15): the same burst of registrations for one GX program of 20
// places and a waiting list of 20, from 1,000 different people (lib/gx-burst.mjs, PostgreSQL only): the row
// lock on the program must give exactly 40 places (20 registered, 20 waitlisted) and refuse the rest with
// 409 WAITLIST_FULL; the same line and exit rule, with the 40 places as the slots.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { conferenceBooking, sessions, weekdayAhead } from './lib/demo.mjs';
import { GX_PLACES, gxHeld, gxPeople, gxProgram } from './lib/gx-burst.mjs';
import { oneShotBurst } from './lib/one-shot.mjs';
import { memoryMb, resultsDir, startServer } from './lib/server.mjs';

const ATTEMPTS = Number(process.env.BURST_ATTEMPTS ?? 1000);
const kindAt = process.argv.indexOf('--kind');
const KIND =
  kindAt > 0 ? process.argv[kindAt + 1] : (process.argv.find((a) => a.startsWith('--kind='))?.slice(7) ?? 'conference');
if (KIND !== 'conference' && KIND !== 'gx') throw new Error(`--kind conference | gx, not ${KIND}`);
const HOURS = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];

process.env.SEED_DEMO ??= 'true';
const server = await startServer();
console.log(`Database: ${server.database}`);
let result;

/** Sends ATTEMPTS requests at once, each on its own connection; `requestFor(i)` is the i-th. */
const burst = (url, requestFor) =>
  oneShotBurst(
    url,
    Array.from({ length: ATTEMPTS }, (_, i) => requestFor(i)),
  );

/**
 * The burst's figures from its answers: confirmed (201), refused (409 with a clear code) and lost (any
 * other answer, or a place held that no answer confirmed); printed with the refusals, memory and floor.
 */
function tally(what, about, { attempts, floor, peak, slots, held }) {
  const confirmed = attempts.codes['201'] ?? 0;
  const refused = Object.entries(attempts.codes)
    .filter(([k]) => k.startsWith('409'))
    .reduce((n, [, c]) => n + c, 0);
  const lost = ATTEMPTS - confirmed - refused + Math.abs(held - confirmed);
  const codes = Object.fromEntries(Object.entries(attempts.codes).filter(([k]) => k !== '201'));
  console.log(
    `${what}; refusals: ${Object.entries(codes)
      .map(([k, n]) => `${k} × ${n}`)
      .join(', ')}`,
  );
  console.log(`server peak RSS during the burst: ${peak} MB (budget 250 MB)`);
  console.log(`floor: ${ATTEMPTS} concurrent GET /healthz from the same client, p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms`);
  return {
    ...about,
    attempts: ATTEMPTS,
    slots,
    confirmed,
    held,
    refused,
    lost,
    p50Ms: attempts.p50Ms,
    p99Ms: attempts.p99Ms,
    peakRssMb: peak,
    floorP50Ms: floor.p50Ms,
    floorP99Ms: floor.p99Ms,
    database: server.database,
  };
}

/** The GX burst: 1,000 people at once on one program's 20 places and 20 in line, after a warm-up on another program. */
async function gxBurst() {
  const people = await gxPeople(ATTEMPTS);
  const demo = await sessions(server.url);
  const admin = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: demo[0],
    body: JSON.stringify({ loginId: 'admin', password: 'Admin!2345' }),
  }).then(async (r) => ({ ...demo[0], authorization: `Bearer ${(await r.json()).accessToken}` }));
  const stamp = Date.now().toString(36);
  const warm = await gxProgram(server.url, admin, `Bench warm-up ${stamp}`);
  const program = await gxProgram(server.url, admin, `Bench GX ${stamp}`);
  const attempt = (i, id) => ({
    method: 'POST',
    path: '/api/v2/wellness/gx/registrations',
    // One key per attempt, as the web sends with each submission (decision 0048).
    headers: { ...people[i % people.length], ...(process.env.BENCH_NO_KEYS ? {} : { 'idempotency-key': randomUUID() }) },
    body: JSON.stringify({ programId: id }),
  });
  await burst(server.url, () => ({ method: 'GET', path: '/healthz' }));
  await burst(server.url, (i) => attempt(i, warm.id));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const floor = await burst(server.url, () => ({ method: 'GET', path: '/healthz' }));
  let peak = memoryMb(server.pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(server.pid).rss)), 50);
  const attempts = await burst(server.url, (i) => attempt(i, program.id));
  clearInterval(sampler);
  peak = Math.max(peak, memoryMb(server.pid).peak);
  const counts = await gxHeld(server.url, admin, program);
  const slots = GX_PLACES.capacity + GX_PLACES.waitlistLength;
  // Held: places taken within their bounds (a registration past the capacity or the line is lost, not held).
  const held =
    Math.min(counts.registered, GX_PLACES.capacity) +
    Math.min(counts.waitlisted, GX_PLACES.waitlistLength) -
    Math.max(0, counts.registered - GX_PLACES.capacity) -
    Math.max(0, counts.waitlisted - GX_PLACES.waitlistLength);
  return {
    attempts,
    floor,
    peak,
    slots,
    held,
    label: `program ${program.id} (${counts.registered} registered, ${counts.waitlisted} waitlisted)`,
  };
}

try {
  if (KIND === 'gx') {
    const { label, ...run } = await gxBurst();
    result = tally(label, { kind: 'gx', program: label }, run);
  } else {
    const people = await sessions(server.url);
    const rooms = await (await fetch(`${server.url}/api/v2/amenities/conference-rooms`, { headers: people[0] })).json();
    // A fresh day on a reused database, and an open one (not a holiday).
    const openDay = async (except) => {
      for (let ahead = 7; ; ahead++) {
        const date = weekdayAhead(ahead + Math.floor(Math.random() * 40));
        const day = await (
          await fetch(`${server.url}/api/v2/amenities/conference-rooms/availability?date=${date}`, { headers: people[0] })
        ).json();
        if (!day.closed && date !== except) return date;
      }
    };
    const date = await openDay();
    const slots = rooms
      .slice(0, 2)
      .flatMap((room) =>
        HOURS.map((h) => ({ roomId: room.id, start: `${h}:00`, end: `${String(Number(h) + 1).padStart(2, '0')}:00` })),
      );
    const body = (slot, day = date) => conferenceBooking({ ...slot, date: day, purpose: 'Burst' });
    const attempt = (i, day) => ({
      method: 'POST',
      path: '/api/v2/reservations/conference',
      headers: { ...people[i % people.length], ...(process.env.BENCH_NO_KEYS ? {} : { 'idempotency-key': randomUUID() }) },
      body: body(slots[i % slots.length], day),
    });
    // Warm-up, as a server that has been up for a while is: both routes once on another day, not measured.
    const warmDay = await openDay(date);
    await burst(server.url, () => ({ method: 'GET', path: '/healthz' }));
    await burst(server.url, (i) => attempt(i, warmDay));
    // The warm-up's own background work (its twenty confirmation mails, which wait while a rush keeps
    // the server busy: at most 2 s) is done before anything is measured.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The floor: the same burst to a route that does nothing, from the same client on the same cores. A
    // booking can be no faster than this; the rest is the booking's.
    const floor = await burst(server.url, () => ({ method: 'GET', path: '/healthz' }));
    let peak = memoryMb(server.pid).rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(server.pid).rss)), 50);
    const attempts = await burst(server.url, (i) => attempt(i, date));
    clearInterval(sampler);
    peak = Math.max(peak, memoryMb(server.pid).peak);
    const availability = await (
      await fetch(`${server.url}/api/v2/amenities/conference-rooms/availability?date=${date}`, { headers: people[0] })
    ).json();
    const held = slots.filter((s) => {
      const booked = availability.rooms.find((r) => r.id === s.roomId)?.booked ?? [];
      return booked.filter((b) => b.start === s.start).length === 1;
    }).length;
    result = tally(`day ${date}`, { date }, { attempts, floor, peak, slots: slots.length, held });
  }
} finally {
  await server.stop();
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, KIND === 'gx' ? 'booking-burst-gx.json' : 'booking-burst.json'),
  JSON.stringify(result, null, 2),
);
console.log(
  `confirmed ${result.confirmed} of ${result.slots} slots, refused ${result.refused}, lost ${result.lost}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
);
process.exit(result.confirmed === result.slots && result.held === result.slots && result.lost === 0 ? 0 : 1);
