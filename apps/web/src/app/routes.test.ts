import { describe, expect, it } from 'vitest';
import { requiresLogin } from './layouts/layout-rules';
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
});
