import { PAGE_PATTERNS } from '@tea/shared/analytics/page-paths';
import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { AMENITIES } from '@tea/shared/reservations/reservation.rules';
import { describe, expect, it, vi } from 'vitest';
import { requiresLogin } from './layouts/layout-rules';
import { matchRoutes, type RouteObject } from 'react-router';
import { memberRoutes as memberTable } from './member-routes';
import * as routeKit from './route-kit';
import { patchRoutesOnNavigation, PAGES_ROUTE_ID } from './router';
import { publicRoutes } from './routes';

const memberRoutes = memberTable(routeKit);
const routes = [...publicRoutes, ...memberRoutes];

/** Every page's whole path: a child's under its parent's, an index route at its parent's; a catch-all is no page. */
const pagePaths = (table: RouteObject[], parent = ''): string[] =>
  table.flatMap((r) => {
    if (r.path === '*') return [];
    const path = r.path === undefined ? parent || '/' : r.path.startsWith('/') ? r.path : `${parent}/${r.path}`;
    return r.children ? pagePaths(r.children, path) : [path];
  });

describe('the route table', () => {
  it('runs the login guard on every route whose path needs login, and on no public one', () => {
    const withPaths = routes.filter((r) => r.path && r.path !== '*');
    const guarded = withPaths.filter((r) => requiresLogin(r.path!));
    expect(guarded.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/tenant-service-home',
        '/conference-room-reservation/:id',
        '/confirm-executive-lounge-reservation',
      ]),
    );
    for (const r of guarded) expect([r.path, typeof r.loader]).toEqual([r.path, 'function']);
    for (const r of withPaths.filter((x) => !requiresLogin(x.path!))) expect([r.path, r.loader]).toEqual([r.path, undefined]);
  });

  it('opens a page, not the catch-all, at the booking path of every amenity', () => {
    const unknown = AMENITIES.map((a) => `${a} ${amenityPolicy(a).bookPath}`).filter(
      (line) => matchRoutes(routes, line.split(' ')[1]!)!.at(-1)!.route.path === '*',
    );
    expect(unknown).toEqual([]);
  });

  it("gives each of issue 17's spec routes its own page, none left to the catch-all", () => {
    const paths = [
      '/notice',
      '/notice-details/7',
      '/event',
      '/community',
      '/community-detail/7',
      '/advertisement',
      '/advertisement-detail/7',
      '/lease-inquiry',
      '/retail-mall',
      '/retail-mall-mbl',
      '/retail-mall-detail-menu-o/7',
      '/retail-mall-detail-menu-o-mbl/7',
      '/number-information',
    ];
    for (const path of paths) expect([path, matchRoutes(routes, path)!.at(-1)!.route.path]).not.toEqual([path, '*']);
    expect(matchRoutes(routes, '/notices')!.at(-1)!.route.path).toBe('*');
  });

  it("serves the visitor pages at the spec's paths, the hub with and without its trailing slash", () => {
    const cases: [string, string][] = [
      ['/visitor-reservation-main/', '/visitor-reservation-main/'],
      ['/visitor-reservation-main', '/visitor-reservation-main/'],
      ['/external-visitor-reservation-application/0', '/external-visitor-reservation-application/:visitId'],
      ['/visitor-reservation-application/0', '/visitor-reservation-application/:visitId'],
      ['/visitor-group-reservation-application', '/visitor-group-reservation-application'],
      ['/old-visitor-reservation', '/old-visitor-reservation'],
      ['/visitor-qr/AbC123', '/visitor-qr/:code'],
      ['/QRCodeScanner/visitor/AbC123', '/QRCodeScanner/visitor/:code'],
      ['/external-visitor-reservation-search', '/external-visitor-reservation-search'],
      ['/visitor/search', '/visitor/search'],
      ['/visitor-reservation-inquiry-result', '/visitor-reservation-inquiry-result'],
      ['/external-visitor-reservation-application/7', '/external-visitor-reservation-application/:visitId'],
    ];
    for (const [path, route] of cases) {
      expect([path, matchRoutes(routes, path)!.at(-1)!.route.path]).toEqual([path, route]);
    }
  });

  it('keeps member and back-office pages out of the first load, and adds them when a path only the catch-all knows is opened', async () => {
    const firstLoad = publicRoutes.map((r) => r.path);
    for (const path of [
      '/my-page',
      '/tenant-service-home',
      '/old-visitor-reservation',
      '/admin',
      '/tenant-manager/employee-management',
    ])
      expect([path, firstLoad.includes(path)]).toEqual([path, false]);
    const patch = vi.fn();
    const call = (path: string, leaf: string) =>
      patchRoutesOnNavigation({
        path,
        matches: [{ route: { path: leaf } }],
        patch,
        signal: new AbortController().signal,
        fetcherKey: undefined,
      } as never);

    await call('/visitor-qr/AbC123', '/visitor-qr/:code');
    expect(patch).not.toHaveBeenCalled();
    await call('/my-page', '*');
    await call('/admin/visits', '*');
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]![0]).toBe(PAGES_ROUTE_ID);
    expect(patch.mock.calls[0]![1].map((r: { path?: string }) => r.path)).toEqual(memberRoutes.map((r) => r.path));
  });

  it('has every page in the shared list of page paths that analytics counts views of, and nothing else there', () => {
    expect(pagePaths(routes).sort()).toEqual([...PAGE_PATTERNS].sort());
  });
});
