import { ROLES, type Role } from '@tea/shared/accounts/account.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, headers, type TestApp } from '../test/test-app';
import type { RouteEntry } from './route-table';

/**
 * The authorization matrix, generated from the server's own route table (not a hand-kept list):
 * every /api route, as anonymous and as each role, against the access the route declares. A new
 * route joins it by existing; a route that declares nothing stops the server from starting.
 */

let t: TestApp;
const sessions = {} as Record<Role, Record<string, string>>;
const LOGINS: Record<Role, string> = { member: 'acme.kim', tenant_manager: 'acme.master', building_manager: 'admin' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) sessions[role] = await loginAs(t.app, LOGINS[role]);
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.includes('*'));

/** The route's URL with its parameters filled in (any value: the access check comes before validation). */
const urlOf = (r: RouteEntry) => r.url.replace(/:(\w+)/g, (_, name: string) => (name === 'date' ? '2026-06-15' : '1'));

/**
 * A request the access check must answer before reading anything: a body that is not even JSON.
 * Nothing a refused caller sends reaches validation, the database or the service.
 */
const call = (r: RouteEntry, h: Record<string, string>) =>
  t.app.inject({
    method: r.method,
    url: urlOf(r),
    headers: {
      ...h,
      'x-language': 'en',
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : '{not json',
  });

describe('the authorization matrix of the route table', () => {
  it('knows who may call every route, and most of them need a session', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
    const open = routes.filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    // The public part of the API: sign-up and recovery, login, the building's pages, analytics, the
    // conference QR page, a visitor's application, search and access link, pass and the scanner's
    // "does it open now", the live boards of the wall screens (no one's name on them), and issue 17's
    // public reads and forms: the CMS's reads (notices, community items, advertisements, the home's
    // banner and modal), the events (their list, an application where the event allows it, the
    // e-mail's cancel and confirm links, decision 0055), the FAQ, the lease inquiry with its form token and withdrawal link, the
    // retail mall, the gallery's published photos, and an upload's bytes (without a session only a
    // showing content item's files and a published retail tenant's or gallery photo).
    expect(open.length).toBeLessThan(47);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /api/v1/notices',
        'GET /api/v1/events',
        'GET /api/v1/faq',
        'POST /api/v1/lease-inquiries',
        'POST /api/v1/lease-inquiries/withdrawals/:code',
        'GET /api/v1/retail-tenants',
        'GET /api/v1/retail-tenants/:id',
        'GET /api/v1/building/gallery',
        'GET /api/v1/uploads/:id',
      ]),
    );
    expect(open.filter((r) => r.includes('/admin/'))).toEqual([]);
    expect(open).toEqual(expect.arrayContaining(['GET /api/v1/dashboards/:board', 'GET /api/v1/dashboards/:board/events']));
    expect(open).toContain('POST /api/v1/auth/login');
    expect(open).toEqual(expect.arrayContaining(['POST /api/v1/visits/external', 'GET /api/v1/visits/scan/:code']));
    expect(open).not.toContain('GET /api/v1/visits');
  });

  it('refuses anonymous callers of every protected route with 403 SESSION_EXPIRED, before reading the body', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await call(r, headers);
      if (res.statusCode !== 403 || res.json().code !== 'SESSION_EXPIRED')
        failures.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  for (const role of ROLES) {
    it(`refuses ${role} on every route of other roles with 403 ACCESS_DENIED, and lets it through its own`, async () => {
      const failures: string[] = [];
      for (const r of apiRoutes()) {
        const allowed = r.access === 'public' || r.access === 'session' || r.access!.includes(role);
        const res = await call(r, sessions[role]);
        const code = res.statusCode === 403 ? (res.json().code as string) : null;
        if (allowed && (code === 'ACCESS_DENIED' || code === 'SESSION_EXPIRED'))
          failures.push(`refused: ${r.method} ${r.url} ${code}`);
        if (!allowed && code !== 'ACCESS_DENIED')
          failures.push(`let through: ${r.method} ${r.url} ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
