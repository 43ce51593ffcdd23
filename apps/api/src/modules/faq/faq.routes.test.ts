import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createTestAppAsAdmin, loginAs } from '../../test/auth-helpers';
import { headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, admin } = await createTestAppAsAdmin());
});
afterAll(() => t.close());

type Item = { id: number; topic: string; questionKo: string; questionEn: string; answerKo: string };

const entry = {
  topic: 'parking',
  questionKo: '정기주차권은 어디서 신청하나요?',
  answerKo: '지하 2층 주차관리실에서 신청합니다.',
  questionEn: 'Where do I apply for a monthly parking pass?',
  answerEn: 'At the parking office on B2.',
};

async function search(query: string): Promise<Item[]> {
  const res = await t.app.inject({ url: `/api/v1/faq?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().items as Item[];
}

describe('the FAQ', () => {
  it('is read by anyone, by topic, and found by a partial Korean word or English in any case', async () => {
    const all = await search('');
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((i) => i.topic)).size).toBeGreaterThanOrEqual(5);
    const parking = await search(`topic=parking`);
    expect(parking.every((i) => i.topic === 'parking')).toBe(true);
    // "주차" is part of "주차장" and of "주차"-words only: every hit holds it, and the parking answer is among them.
    const hits = await search(`q=${encodeURIComponent('주차')}`);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((i) => `${i.questionKo}${i.answerKo}`.includes('주차'))).toBe(true);
    expect(await search('q=PASSWORD')).toEqual([expect.objectContaining({ topic: 'account' })]);
    expect(await search(`q=${encodeURIComponent('100%_')}`)).toEqual([]);
  });

  it('is written by building managers only: a draft stays hidden, a missing English is flagged, every change audited', async () => {
    const member = await loginAs(t.app, 'acme.kim');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/admin/faq', headers: member, payload: entry });
    expect(refused.statusCode).toBe(403);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/faq',
      headers: admin,
      payload: { ...entry, questionEn: '', answerEn: '', published: false },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await search('q=' + encodeURIComponent('정기주차권'))).map((i) => i.id)).not.toContain(id);
    const office = (await t.app.inject({ url: '/api/v1/admin/faq?topic=parking', headers: admin })).json().items as {
      id: number;
      missingEnglish: boolean;
    }[];
    expect(office.find((i) => i.id === id)?.missingEnglish).toBe(true);

    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/faq/${id}`, headers: admin, payload: entry });
    expect(updated.statusCode).toBe(204);
    expect(await search('q=' + encodeURIComponent('정기주차권'))).toEqual([
      expect.objectContaining({ id, questionEn: entry.questionEn }),
    ]);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/faq/${id}`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/faq/${id}`, headers: admin })).statusCode).toBe(404);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'faq_item'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(trail.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses an entry without its Korean question, naming the field in the reader language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/faq',
      headers: admin,
      payload: { ...entry, questionKo: ' ', answerKo: 'x'.repeat(2001) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['answerKo', 'questionKo']);
  });
});
