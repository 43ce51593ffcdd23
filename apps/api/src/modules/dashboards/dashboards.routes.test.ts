import type { BoardSnapshot } from '@tea/shared/dashboards/board.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/reservations';
import { loginNewMember } from '../../test/auth-helpers';
import { factories } from '../../test/factories';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let replica: FastifyInstance;
let fx: ReturnType<typeof factories>;
let womenSeats: number[];
/** Where each server listens: the streams are read over real connections. */
const base = new Map<FastifyInstance, string>();

async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  base.set(app, address);
  return address;
}

const woman = async () => (await loginNewMember(t.app, fx, { gender: 'female' })).headers;

const book = (h: Record<string, string>, seatId: number, start: string, end: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/reservations/sleeping-room',
    headers: h,
    payload: { seatId, date: TODAY, start, end },
  });

interface Event {
  id?: string;
  event?: string;
  data?: string;
}

/** A screen reading a board's stream: its events as they arrive, parsed. */
async function follow(app: FastifyInstance, board: string, lastEventId?: string, extra: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base.get(app)}/api/v1/dashboards/${board}/events`, {
    headers: { ...headers, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}), ...extra },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const waiting: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(': ');
            if (line.startsWith(':') || at < 0) continue;
            event[line.slice(0, at) as keyof Event] = line.slice(at + 2);
          }
          if (event.event) {
            events.push(event);
            waiting.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  let seen = 0;
  /** The next board event, after those already taken, that passes `test`, within `ms`. */
  const next = async (
    test: (b: BoardSnapshot) => boolean = () => true,
    ms = 3000,
  ): Promise<{ id: string; board: BoardSnapshot }> => {
    const deadline = Date.now() + ms;
    for (;;) {
      while (seen < events.length) {
        const event = events[seen++]!;
        const board = JSON.parse(event.data!) as BoardSnapshot;
        if (test(board)) return { id: event.id!, board };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching board event in ${ms} ms (${events.length} seen)`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { res, events, next, close: () => controller.abort() };
}

const seatOf = (b: BoardSnapshot, id: number) => b.seats.find((s) => s.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => NOW;
  replica = await t.replica();
  replica.clock.now = () => NOW;
  fx = factories(t.database.db);
  await listening(t.app);
  await listening(replica);
  const board = (await t.app.inject({ url: '/api/v1/dashboards/nrw', headers })).json() as BoardSnapshot;
  womenSeats = board.seats.map((s) => s.id);
});
afterAll(() => t.close());

describe('a live board', () => {
  it('shows each seat of its side of the room with today’s bookings, their hours only: no one’s name', async () => {
    const women = (await t.app.inject({ url: '/api/v1/dashboards/nrw', headers })).json() as BoardSnapshot;
    const men = (await t.app.inject({ url: '/api/v1/dashboards/nrm', headers })).json() as BoardSnapshot;
    expect(women).toMatchObject({ board: 'nrw', side: 'female', date: TODAY, opensAt: '09:00', closesAt: '18:00' });
    expect(women.seats).toHaveLength(5);
    expect(men.seats).toHaveLength(15);
    expect(women.seats[0]).toMatchObject({ number: 1, row: 1, column: 1, closed: false });

    const me = await woman();
    expect((await book(me, womenSeats[4]!, '10:00', '11:00')).statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/v1/dashboards/nrw', headers })).json() as BoardSnapshot;
    expect(seatOf(after, womenSeats[4]!).bookings).toEqual([{ start: '10:00', end: '11:00', checkedIn: false }]);
    expect(JSON.stringify(after)).not.toMatch(/loginId|name|email|mobile|reference/);
  });

  it('says a nap-room board is closed on a Sunday and on Christmas, and the golf bays at the weekend (each amenity’s open days)', async () => {
    const boardOn = async (name: string, day: string) => {
      t.app.clock.now = () => new Date(`${day}T10:00:00+09:00`);
      return (await t.app.inject({ url: `/api/v1/dashboards/${name}`, headers })).json() as BoardSnapshot;
    };
    try {
      expect((await boardOn('nrw', '2026-11-29')).closed).toBe('weekend');
      expect((await boardOn('nrm', '2026-12-25')).closed).toBe('holiday');
      expect((await boardOn('golf', '2026-11-29')).closed).toBe('weekend');
      expect((await boardOn('golf', '2026-11-27')).closed).toBeNull();
      expect((await boardOn('nrw', '2026-11-30')).closed).toBeNull();
    } finally {
      t.app.clock.now = () => NOW;
    }
  });

  it('refuses an unknown board, and a stream request that does not take text/event-stream', async () => {
    expect((await t.app.inject({ url: '/api/v1/dashboards/nrx', headers })).statusCode).toBe(400);
    const plain = await t.app.inject({ url: '/api/v1/dashboards/nrw/events', headers: { ...headers, 'x-language': 'en' } });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ code: 'NOT_ACCEPTABLE' });
  });
});

describe('a live board’s stream, across two replicas', () => {
  it('sends the board on connect, then every change made on another replica: booked, checked in, cancelled', async () => {
    const screen = await follow(replica, 'nrw');
    expect(screen.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(screen.res.headers.get('cache-control')).toBe('no-store');
    const first = await screen.next();
    expect(first.board.board).toBe('nrw');
    expect(first.id).toBe(first.board.version);

    const me = await woman();
    const seat = womenSeats[1]!;
    const booked = await book(me, seat, '10:00', '11:00');
    expect(booked.statusCode).toBe(201);
    const taken = await screen.next((b) => seatOf(b, seat).bookings.length === 1);
    expect(seatOf(taken.board, seat).bookings[0]).toEqual({ start: '10:00', end: '11:00', checkedIn: false });
    expect(taken.board.changed).toEqual([TODAY]);
    expect(taken.id).toBe(taken.board.version);
    expect(taken.id).not.toBe(first.id);

    await t.database.db.update(reservations).set({ checkedInAt: NOW }).where(eq(reservations.id, booked.json().id));
    await screen.next((b) => seatOf(b, seat).bookings[0]?.checkedIn === true);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/v2/reservations/${booked.json().id}/cancel`, headers: me });
    expect(cancel.statusCode).toBeLessThan(300);
    await screen.next((b) => seatOf(b, seat).bookings.length === 0);
    screen.close();
  });

  it('resumes with Last-Event-ID: nothing again when the screen has the board, the board when it missed a change', async () => {
    const screen = await follow(t.app, 'nrw');
    const { id } = await screen.next();
    screen.close();

    const resumed = await follow(replica, 'nrw', id);
    await expect(resumed.next(() => true, 400)).rejects.toThrow(/no matching board event/);
    resumed.close();

    const me = await woman();
    expect((await book(me, womenSeats[2]!, '11:00', '12:00')).statusCode).toBe(201);
    // Let the change reach the replica, then come back with the id from before it.
    const watcher = await follow(replica, 'nrw');
    await watcher.next((b) => seatOf(b, womenSeats[2]!).bookings.length === 1);
    watcher.close();
    const behind = await follow(replica, 'nrw', id);
    const caughtUp = await behind.next();
    expect(seatOf(caughtUp.board, womenSeats[2]!).bookings).toHaveLength(1);
    behind.close();
  });

  it('forgets a screen when it disconnects', async () => {
    const settled = async (n: number) => {
      for (let i = 0; i < 100 && replica.boards.screens() !== n; i++) await new Promise((r) => setTimeout(r, 20));
      return replica.boards.screens();
    };
    expect(await settled(0)).toBe(0); // the screens of the tests before have gone
    const screens = await Promise.all([follow(replica, 'nrm'), follow(replica, 'nrw'), follow(replica, 'golf')]);
    await Promise.all(screens.map((s) => s.next()));
    expect(replica.boards.screens()).toBe(3);
    screens.forEach((s) => s.close());
    expect(await settled(0)).toBe(0);
  });
});

describe('the live boards’ places per client', () => {
  let capped: TestApp;
  /** Clients at addresses of their own, told by the proxy the server trusts (the test's own connection). */
  const from = (address: string, extra: Record<string, string> = {}) =>
    follow(capped.app, 'golf', undefined, { 'x-forwarded-for': address, ...extra });
  const opened = async (screen: Awaited<ReturnType<typeof from>>) => {
    expect(screen.res.status).toBe(200);
    await screen.next();
    return screen;
  };
  /** Asks for one more stream, which must be refused (a refusal ends at once, so it is injected). */
  const refused = async (address: string, extra: Record<string, string> = {}) => {
    const res = await capped.app.inject({
      url: '/api/v1/dashboards/golf/events',
      headers: { ...headers, accept: 'text/event-stream', 'x-forwarded-for': address, ...extra },
    });
    expect([res.statusCode, res.json().code]).toEqual([429, 'TOO_MANY_SCREENS']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };
  /** Waits for the server to see the closed streams gone. */
  const settled = async (n: number) => {
    for (let i = 0; i < 100 && capped.app.boards.screens() !== n; i++) await new Promise((r) => setTimeout(r, 20));
    expect(capped.app.boards.screens()).toBe(n);
  };

  beforeAll(async () => {
    capped = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      BOARD_MAX_SCREENS_PER_ADDRESS: '3',
      BOARD_SCREEN_ADDRESSES: '192.0.2.0/24',
    });
    capped.app.clock.now = () => NOW;
    await listening(capped.app);
  });
  afterAll(() => capped.close());

  it('refuses an address past its cap, an IPv6 client counted by its /64, while another address still gets its stream', async () => {
    // One IPv6 client changing the last half of its address is still one client.
    const client = await Promise.all(
      ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ab::3'].map((a) => from(a).then(opened)),
    );
    await refused('2001:db8:1:2::4');
    const other = await opened(await from('2001:db8:1:3::1'));
    const v4 = await Promise.all(['198.51.100.7', '::ffff:198.51.100.7', '198.51.100.7'].map((a) => from(a).then(opened)));
    await refused('198.51.100.7');
    [...client, other, ...v4].forEach((s) => s.close());
    await settled(0);
  });

  it('gives a closed stream’s place back, also of a client gone before its stream began', async () => {
    const screens = await Promise.all([1, 2, 3].map(() => from('198.51.100.20').then(opened)));
    await refused('198.51.100.20');
    screens[0]!.close();
    await settled(2);
    // Clients that leave at once, before their board is counted, one after the other in the freed place.
    for (let i = 0; i < 3; i++) {
      const gone = await from('198.51.100.20');
      expect(gone.res.status).toBe(200);
      gone.close();
      await settled(2);
    }
    const again = await opened(await from('198.51.100.20'));
    [...screens, again].forEach((s) => s.close());
    await settled(0);
  });

  it('holds a session to ten streams whatever its addresses, and the building’s screen network to no cap of its own', async () => {
    const session = { authorization: 'Bearer a-session-of-many-tabs' };
    const tabs = await Promise.all(Array.from({ length: 10 }, (_, i) => from(`203.0.113.${i + 1}`, session).then(opened)));
    await refused('203.0.113.50', session);
    const lobby = await Promise.all(Array.from({ length: 8 }, (_, i) => from(`192.0.2.${10 + (i % 2)}`).then(opened)));
    [...tabs, ...lobby].forEach((s) => s.close());
    await settled(0);
  });
});
