import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { countPageViews } from './analytics.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (events: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers, payload: { events } });

describe('analytics events', () => {
  it('stores a batch of page views and counts them by Seoul day and path', async () => {
    const res = await post([
      { type: 'page_view', path: '/about', at: '2026-11-21T14:00:00Z' },
      { type: 'page_view', path: '/about', at: '2026-11-21T15:30:00Z' },
      { type: 'page_view', path: '/parking', at: '2026-11-21T16:00:00Z' },
      { type: 'logout', path: '/my-page', at: '2026-11-21T16:00:00Z' },
    ]);
    expect(res.statusCode).toBe(204);
    const counts = await countPageViews(t.database.db, new Date('2026-11-21T00:00:00Z'), new Date('2026-11-23T00:00:00Z'));
    expect(counts).toEqual([
      { day: '2026-11-21', path: '/about', views: 1 },
      { day: '2026-11-22', path: '/about', views: 1 },
      { day: '2026-11-22', path: '/parking', views: 1 },
    ]);
  });

  it('refuses an empty batch and one of more than 50 events', async () => {
    expect((await post([])).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/', at: '2026-11-21T00:00:00Z' }));
    expect((await post(many)).statusCode).toBe(400);
  });

  it('refuses an unknown event type', async () => {
    const res = await post([{ type: 'purchase', path: '/', at: '2026-11-21T00:00:00Z' }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['events.0.type']);
  });
});
