// The drills' clients: requests sent as the web sends them (decision 0048: one Idempotency-Key per
// submission, one retry after a network error or a 502/503/504), a steady read load, a paced booking
// rush, and the check of the rush against the database.
import { randomUUID } from 'node:crypto';
import { conferenceBooking, weekdayAhead } from '../../bench/lib/demo.mjs';
import { API_KEY, sleep, withDatabase } from './topology.mjs';

export const apiHeaders = { 'x-api-key': API_KEY, 'content-type': 'application/json', 'x-language': 'en' };
const RETRIED = new Set([0, 502, 503, 504]);

/** One request; `status` 0 is a network error (the connection refused or reset). */
async function once(base, { method, path, headers, body, key }) {
  try {
    const res = await fetch(base + path, {
      method,
      headers: { ...apiHeaders, ...headers, ...(key && { 'idempotency-key': key }) },
      body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a proxy's page
    }
    return { status: res.status, json, retryAfter: Number(res.headers.get('retry-after')) || 0 };
  } catch (error) {
    return { status: 0, json: null, error: String(error.cause?.code ?? error.message) };
  }
}

/** A request as the web sends it: `first` is the first answer, `final` the answer after the one retry. */
export async function send(base, { method = 'GET', path, headers = {}, body, retry = true }) {
  const request = { method, path, headers, body, key: method === 'GET' ? undefined : randomUUID() };
  const first = await once(base, request);
  if (!retry || !RETRIED.has(first.status)) return { first, final: first };
  await sleep(first.retryAfter ? Math.min(first.retryAfter * 1000, 2000) : 500);
  return { first, final: await once(base, request) };
}

const failed = (status) => RETRIED.has(status) || status >= 500;
const countBy = (values) => values.reduce((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

/**
 * `concurrency` loops reading `path` through the balancer until stopped, each pausing `pauseMs`
 * between requests. `stop()` answers how many there were, how many failed at first and after their
 * retry, and when the last first-attempt failure was, in ms after `since` (the fault).
 */
export function readLoad(base, { path = '/api/v1/faq', concurrency = 6, pauseMs = 10, headers = {} } = {}) {
  const samples = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const at = performance.now();
      const { first, final } = await send(base, { path, headers });
      samples.push({ at, first: first.status, final: final.status, ms: performance.now() - at });
      await sleep(pauseMs);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    async stop(since = 0) {
      running = false;
      await Promise.all(loops);
      const firstFailures = samples.filter((s) => failed(s.first));
      const last = firstFailures.at(-1);
      return {
        requests: samples.length,
        failedFirst: firstFailures.length,
        failedFirstAs: countBy(firstFailures.map((s) => s.first)),
        failedAfterRetry: samples.filter((s) => failed(s.final)).length,
        lastFailureMs: last ? Math.round(last.at + last.ms - since) : null,
      };
    },
  };
}

const HOURS = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];

/** Conference slots of open business days `fromDay` days or more ahead, at least `count` of them. */
export async function conferenceSlots(base, headers, count, fromDay = 7) {
  const rooms = (await send(base, { path: '/api/v2/amenities/conference-rooms', headers })).final.json;
  const slots = [];
  for (let ahead = fromDay; slots.length < count && ahead < fromDay + 60; ahead++) {
    const date = weekdayAhead(ahead);
    if (slots.some((s) => s.date === date)) continue;
    const day = (await send(base, { path: `/api/v2/amenities/conference-rooms/availability?date=${date}`, headers })).final.json;
    if (day?.closed) continue;
    for (const room of rooms)
      for (const h of HOURS)
        slots.push({ roomId: room.id, date, start: `${h}:00`, end: `${String(Number(h) + 1).padStart(2, '0')}:00` });
  }
  return slots;
}

/**
 * A booking rush: person i books slot i % slots (so two or more ask for each slot), the attempts
 * started evenly over `spreadMs`, each sent as the web sends it. `during(ms)` is called once, `atMs`
 * after the rush starts (the fault). Answers each attempt's person, first and final answer, code and id.
 */
export async function bookingRush(base, people, slots, { spreadMs, atMs, during }) {
  const started = performance.now();
  const fault = sleep(atMs).then(during);
  const attempts = await Promise.all(
    people.map(async (person, i) => {
      await sleep((i * spreadMs) / people.length);
      const slot = slots[i % slots.length];
      const { first, final } = await send(base, {
        method: 'POST',
        path: '/api/v2/reservations/conference',
        headers: person.headers,
        body: conferenceBooking({ ...slot, purpose: 'Drill' }),
      });
      return {
        person: person.id,
        first: first.status,
        final: final.status,
        code: final.json?.code ?? null,
        id: final.json?.id ?? null,
      };
    }),
  );
  await fault;
  return { attempts, ms: Math.round(performance.now() - started) };
}

/**
 * Checks a rush against the database: each person asked once, so holds at most one booking; a 201
 * names the booking they hold, ALREADY_PROCESSED means they hold one, any other refusal that they
 * hold none. `lost`: an attempt whose final answer was neither (a 5xx, a network error).
 */
export async function checkRush(databaseUrl, attempts) {
  const held = await withDatabase(databaseUrl, async (db) => {
    const { rows } = await db.query(
      `select id, user_id from reservations where amenity = 'conference' and status in ('pending', 'confirmed') and user_id = any($1)`,
      [attempts.map((a) => a.person)],
    );
    const byPerson = new Map();
    for (const row of rows) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row.id]);
    return byPerson;
  });
  const tally = {
    attempts: attempts.length,
    confirmed: 0,
    refused: 0,
    alreadyProcessed: 0,
    lost: 0,
    inconsistent: 0,
    heldTwice: 0,
    codes: {},
  };
  tally.failedFirst = attempts.filter((a) => failed(a.first)).length;
  tally.failedFirstAs = countBy(attempts.filter((a) => failed(a.first)).map((a) => a.first));
  const odd = (a, mine) => {
    tally.inconsistent += 1;
    if ((tally.examples ??= []).length < 5) tally.examples.push({ ...a, held: mine });
  };
  for (const a of attempts) {
    const mine = held.get(a.person) ?? [];
    if (mine.length > 1) tally.heldTwice += 1;
    if (a.final === 201) {
      tally.confirmed += 1;
      if (mine.length !== 1 || mine[0] !== a.id) odd(a, mine);
    } else if (a.final === 409 && a.code === 'ALREADY_PROCESSED') {
      tally.alreadyProcessed += 1;
      if (mine.length !== 1) odd(a, mine);
    } else if (a.final >= 400 && a.final < 500) {
      tally.refused += 1;
      tally.codes[a.code] = (tally.codes[a.code] ?? 0) + 1;
      if (mine.length !== 0) odd(a, mine);
    } else {
      tally.lost += 1;
      const why = `${a.final}${a.code ? ` ${a.code}` : ''}`;
      tally.lostAs = { ...tally.lostAs, [why]: (tally.lostAs?.[why] ?? 0) + 1 };
    }
  }
  return tally;
}
