import { describe, expect, it } from 'vitest';
import { requiresLogin } from './layouts/layout-rules';
import { PREPARING_PATHS } from './preparing-paths';
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

  it('gives every spec route still to be built the being-prepared page, once, and no built route is among them', () => {
    const preparing = new Set<string>(PREPARING_PATHS);
    expect(preparing.size).toBe(PREPARING_PATHS.length);
    const built = routes.filter((r) => r.path && r.path !== '*' && !preparing.has(r.path)).map((r) => r.path);
    expect(built.filter((p) => preparing.has(p!))).toEqual([]);
    const paths = routes.map((r) => r.path);
    for (const p of PREPARING_PATHS) expect(paths.filter((x) => x === p)).toHaveLength(1);
  });
});
