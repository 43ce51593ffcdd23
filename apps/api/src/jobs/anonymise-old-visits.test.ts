import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/notifications.js';
import { visits } from '../db/schema/visitors.js';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { anonymiseOldVisits } from './anonymise-old-visits';
import { runExclusively } from './scheduler';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => new Date('2026-11-23T01:00:00Z'); // Monday 23 November 2026, 10:00 in Seoul
  auth = await loginAs(t.app, 'acme.kim');
});
afterAll(() => t.close());

async function registerOn(date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/visits',
    headers: auth,
    payload: {
      personInCharge: { name: '김민지', building: 'A', floor: 12 },
      visitors: [
        {
          name: 'Jane Roe',
          company: 'Partner Co.',
          email: `jane.${date}@partner.example`,
          mobile: '010-2345-6789',
          date,
          time: '10:00',
          durationMinutes: 60,
          purpose: 'Audit',
          visitedPerson: '김민지',
          building: 'A',
          qrLang: 'en',
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [visit] = await t.database.db.select().from(visits).where(eq(visits.registrationId, res.json().registrationId));
  return visit!;
}

const run = (seoulMidday: string) =>
  runExclusively(t.database.db, anonymiseOldVisits, new Date(`${seoulMidday}T03:00:00Z`), t.app);

describe('keeping visit history for three months', () => {
  it('erases a visitor and the notices about them from the day three months after the visit, not the day before', async () => {
    const visit = await registerOn('2026-11-30');
    const notices = () => t.database.db.select().from(notifications).where(eq(notifications.recipient, visit.email));
    expect(await notices()).not.toHaveLength(0);

    // 2026-11-30 + 3 months is 2027-02-28 (the month's last day): kept through 2027-02-27.
    expect(await run('2027-02-27')).toEqual({ anonymised: 0 });
    expect(await run('2027-02-28')).toEqual({ anonymised: 1 });
    const [after] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(after).toMatchObject({ visitorName: '', visitorCompany: '', email: '', mobile: '', visitedPerson: '', purpose: '' });
    expect(after!.anonymisedAt).toEqual(new Date('2027-02-28T03:00:00Z'));
    expect(await notices()).toHaveLength(0);

    // Gone from the lists and its pass, and not erased twice.
    const list = await t.app.inject({ url: '/api/v1/visits', headers: auth });
    expect(list.json().items.map((v: { id: number }) => v.id)).not.toContain(visit.id);
    const pass = await t.app.inject({ url: `/api/v1/visits/pass/${visit.code}`, headers: { 'x-api-key': auth['x-api-key']! } });
    expect(pass.statusCode).toBe(404);
    expect(await run('2027-03-01')).toEqual({ anonymised: 0 });
  });
});
