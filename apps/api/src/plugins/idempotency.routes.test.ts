import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../db/schema/complaints';
import { idempotencyKeys } from '../db/schema/idempotency';
import { notifications } from '../db/schema/notifications';
import { purgeIdempotencyKeys } from '../jobs/purge-idempotency-keys';
import { createTestAppSignedIn } from '../test/auth-helpers';
import { headers, type TestApp } from '../test/test-app';
import { conferenceBooking } from '../test/bookings';
import { ANSWER_WAIT_MS } from './idempotency';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let as: Record<string, Record<string, string>>;
beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'blue.park'], { now: () => NOW }));
});
afterAll(() => t.close());

let seq = 0;
/** A complaint of its own title, so the test can count what was filed. */
const complaint = () => ({
  floor: 12,
  type: 'sanitation',
  title: `Leak ${randomUUID().slice(0, 8)} ${++seq}`,
  detail: 'Water on the floor.',
});
const fileWith = (who: string, key: string | undefined, body: object, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/voc/complaints',
    headers: { ...as[who], ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const filed = async (title: string) => (await t.database.db.select().from(complaints).where(eq(complaints.title, title))).length;

describe('a write sent again with its Idempotency-Key', () => {
  it('gets the first answer again and files nothing more, marked as replayed', async () => {
    const key = randomUUID();
    const body = complaint();
    const first = await fileWith('acme.kim', key, body);
    const again = await fileWith('acme.kim', key, body);
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await filed(body.title)).toBe(1);
  });

  it('files once when the same submission arrives twice at once, on one replica or on two', async () => {
    const replica = await t.replica();
    for (const [second, where] of [
      [t.app, 'the same replica'],
      [replica, 'another replica'],
    ] as const) {
      const key = randomUUID();
      const body = complaint();
      const answers = await Promise.all([fileWith('acme.kim', key, body), fileWith('acme.kim', key, body, second)]);
      expect(
        answers.map((a) => a.statusCode),
        where,
      ).toEqual([201, 201]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(await filed(body.title), where).toBe(1);
    }
  });

  it('refuses the key with another request: 422 IDEMPOTENCY_KEY_REUSED, in the reader’s language', async () => {
    const key = randomUUID();
    expect((await fileWith('acme.kim', key, complaint())).statusCode).toBe(201);
    const other = complaint();
    const res = await fileWith('acme.kim', key, other);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This submission was already used for a different request. Please reload the page and try again.',
      },
    ]);
    expect(await filed(other.title)).toBe(0);
  });

  it("does not give one person's answer to another who sends the same key", async () => {
    const key = randomUUID();
    const body = complaint();
    const kim = await fileWith('acme.kim', key, body);
    const park = await fileWith('blue.park', key, body);
    expect([kim.statusCode, park.statusCode]).toEqual([201, 201]);
    expect(park.json().id).not.toBe(kim.json().id);
    expect(park.headers['idempotent-replayed']).toBeUndefined();
    expect(await filed(body.title)).toBe(2);
  });

  it('refuses a key that is not one (too long, not printable) with 400 naming the header', async () => {
    for (const key of ['x'.repeat(256), 'spaced key']) {
      const res = await fileWith('acme.kim', key, complaint());
      expect([res.statusCode, res.json().fields]).toEqual([400, { 'Idempotency-Key': 'Please enter a valid value.' }]);
    }
  });

  it('keeps the answer sealed: the stored row shows neither the key nor what was answered', async () => {
    const key = randomUUID();
    const first = await fileWith('acme.kim', key, complaint());
    expect(first.statusCode).toBe(201);
    await t.app.settled();
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.keyHash, createHash('sha256').update(key).digest('hex')));
    expect(row!.status).toBe(201);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(first.json().responseDueAt);
    expect(Buffer.from(row!.sealed!, 'base64').toString('latin1')).not.toContain(first.json().responseDueAt);
  });

  const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
  const rowOf = async (key: string) =>
    (
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.keyHash, hashOf(key)))
    )[0];

  it('writes the key with the work, in its transaction: a replica stopped before the commit leaves nothing, and the retry does the work', async () => {
    const key = randomUUID();
    const body = complaint();
    expect((await fileWith('acme.kim', key, body)).statusCode).toBe(201);
    await t.app.settled();
    expect((await rowOf(key))!.status).toBe(201);
    // What a replica killed before its commit leaves: no complaint, no key.
    await t.database.db.update(complaints).set({ title: 'rolled back' }).where(eq(complaints.title, body.title));
    await t.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.keyHash, hashOf(key)));
    const retried = await fileWith('acme.kim', key, body);
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await filed(body.title)).toBe(1);
  });

  it('says 409 ALREADY_PROCESSED, and does nothing, when the replica stopped after its commit but before keeping the answer', async () => {
    const key = randomUUID();
    const body = complaint();
    expect((await fileWith('acme.kim', key, body)).statusCode).toBe(201);
    await t.app.settled();
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: null, sealed: null, createdAt: new Date(Date.now() - ANSWER_WAIT_MS - 1000) })
      .where(eq(idempotencyKeys.keyHash, hashOf(key)));
    const retried = await fileWith('acme.kim', key, body);
    expect([retried.statusCode, retried.json()]).toEqual([
      409,
      {
        code: 'ALREADY_PROCESSED',
        message: 'Your request was already processed. Please check your history; there is no need to send it again.',
      },
    ]);
    expect(await filed(body.title)).toBe(1);
  });

  it('waits for the answer of work that just committed elsewhere, then gives it', async () => {
    const key = randomUUID();
    const body = complaint();
    const first = await fileWith('acme.kim', key, body);
    await t.app.settled();
    const kept = (await rowOf(key))!;
    // Another replica has committed and is about to keep its answer.
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: null, sealed: null, createdAt: new Date() })
      .where(eq(idempotencyKeys.keyHash, hashOf(key)));
    setTimeout(
      () =>
        void t.database.db
          .update(idempotencyKeys)
          .set({ status: kept.status, sealed: kept.sealed })
          .where(eq(idempotencyKeys.keyHash, hashOf(key)))
          .then(() => undefined),
      300,
    );
    const retried = await fileWith('acme.kim', key, body);
    expect([retried.statusCode, retried.json(), retried.headers['idempotent-replayed']]).toEqual([201, first.json(), 'true']);
    expect(await filed(body.title)).toBe(1);
  });

  it('gives a refused retry of a booking the booking it made, not "slot taken"', async () => {
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: as['acme.kim'] })).json() as {
      id: number;
    }[];
    const key = randomUUID();
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/reservations/conference',
        headers: { ...as['acme.kim'], 'idempotency-key': key },
        payload: conferenceBooking(rooms[0]!.id, '2026-12-22', { start: '15:00', end: '16:00' }),
      });
    const first = await book();
    expect(first.statusCode, first.body).toBe(201);
    const again = await book();
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([201, first.json(), 'true']);
  });

  it('lets work that goes on after the answer finish, and does it once', async () => {
    const key = randomUUID();
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/password-reset',
        headers: { ...headers, 'x-language': 'en', 'idempotency-key': key },
        payload: { loginId: 'acme.kim', email: 'acme.kim@tea-demo.example' },
      });
    const mails = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'acme.kim@tea-demo.example'))).length;
    const before = await mails();
    expect((await reset()).statusCode).toBe(202);
    await t.app.settled();
    expect(await mails()).toBe(before + 1);
    const again = await reset();
    await t.app.settled();
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([202, 'true']);
    expect(await mails()).toBe(before + 1);
  });

  it('forgets a key after a day: then it is a new submission, and the hourly job deletes it', async () => {
    const key = randomUUID();
    const body = complaint();
    expect((await fileWith('acme.kim', key, body)).statusCode).toBe(201);
    await t.app.settled();
    await t.database.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const later = await fileWith('acme.kim', key, body);
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await filed(body.title)).toBe(2);
    await t.database.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await purgeIdempotencyKeys.run(t.database.db, NOW, {} as never)).idempotencyKeys).toBeGreaterThan(0);
    expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('is taken by every write of the API and documented on each', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json', headers })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          at: `${method} ${path}`,
          takes: (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        })),
    );
    expect(writes.length).toBeGreaterThan(100);
    expect(writes.filter((w) => !w.takes).map((w) => w.at)).toEqual([]);
  });
});
