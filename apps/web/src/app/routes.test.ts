import { describe, expect, it } from 'vitest';
import { requiresLogin } from './layouts/layout-rules';
import { matchRoutes } from 'react-router';
import { isPreparing, PREPARING_PATHS } from '../features/errors/preparing-paths';
import { routes } from './routes';

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

  it('leaves every spec route still to be built to the catch-all, which says it is being prepared', () => {
    for (const pattern of PREPARING_PATHS) {
      const path = pattern.replace(/:\w+/g, '7');
      const matched = matchRoutes(routes, path)!;
      expect([path, matched.at(-1)!.route.path]).toEqual([path, '*']);
      expect([path, isPreparing(path)]).toEqual([path, true]);
    }
    expect(isPreparing('/no/such/page')).toBe(false);
    expect(isPreparing('/notices')).toBe(false);
  });

  it("serves the visitor pages at the spec's paths, the hub with and without its trailing slash", () => {
    const cases: [string, string][] = [
      ['/visitor-reservation-main/', '/visitor-reservation-main/'],
      ['/visitor-reservation-main', '/visitor-reservation-main/'],
      ['/external-visitor-reservation-application/0', '/external-visitor-reservation-application/:visitId'],
      ['/visitor-reservation-application/0', '/visitor-reservation-application/:visitId'],
      ['/old-visitor-reservation', '/old-visitor-reservation'],
      ['/visitor-qr/AbC123', '/visitor-qr/:code'],
      ['/QRCodeScanner/visitor/AbC123', '/QRCodeScanner/visitor/:code'],
    ];
    for (const [path, route] of cases) {
      expect([path, matchRoutes(routes, path)!.at(-1)!.route.path]).toEqual([path, route]);
    }
  });
});
