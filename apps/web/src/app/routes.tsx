import type { RouteObject } from 'react-router';
import { loginGuard } from './guards';
import { conferenceRoomIntro, executiveLoungeIntro, legal, mobIntro, page, routeTable, withTerms } from './route-kit';

/**
 * The routes in the first load: every page anyone may open without logging in (spec §2), the pass
 * pages and the catch-all. The pages of members and the back office are found on the first
 * navigation to them (member-routes.tsx, router.tsx), so the table every public page downloads
 * stays the same size as domains add member screens. Header/footer visibility comes from layout-rules.ts.
 */
export const publicRoutes: RouteObject[] = routeTable([
  { index: true, ...page(() => import('../features/home/pages/home-page'), ['home']) },
  { path: '/about', ...page(() => import('../features/building/pages/about-page'), ['building']) },
  { path: '/gallery', ...page(() => import('../features/building/pages/gallery-page'), ['building']) },
  { path: '/location', ...page(() => import('../features/building/pages/location-page'), ['building']) },
  { path: '/parking', ...page(() => import('../features/building/pages/parking-page'), ['building']) },
  {
    path: '/amenities',
    ...page(
      withTerms(() => import('../features/building/pages/amenities-page')),
      ['amenities'],
    ),
  },
  { path: '/other-services', ...page(() => import('../features/building/pages/other-services-page'), ['building']) },
  { path: '/number-information', ...page(() => import('../features/building/pages/number-information-page'), ['building']) },
  // The retail mall (issue 17); the -mbl twins have no header or footer (layout-rules.ts).
  ...['/retail-mall', '/retail-mall-mbl'].map((path) => ({
    path,
    ...page(() => import('../features/retail/pages/retail-mall-page'), ['retail']),
  })),
  ...['/retail-mall-detail-menu-o/:id', '/retail-mall-detail-menu-o-mbl/:id'].map((path) => ({
    path,
    ...page(() => import('../features/retail/pages/retail-tenant-page'), ['retail']),
  })),
  { path: '/event', ...page(() => import('../features/events/pages/event-page'), ['events']) },
  { path: '/terms-of-use', ...page(() => import('../features/legal/pages/terms-of-use-page'), ['legal']) },

  { path: '/termsofuse', ...legal('termsOfUse') },
  { path: '/privacypolicy', ...legal('privacyPolicy') },
  { path: '/termsofuseExecutive', ...legal('executiveLounge') },
  { path: '/termsofuseConference', ...legal('conferenceRoom') },
  { path: '/termsofuseGX', ...legal('gx') },
  { path: '/termsofPaidLocker', ...legal('paidLocker') },
  { path: '/termsofusePT', ...legal('pt') },

  {
    path: '/tenant-service/amenities/conference-room-mob',
    ...mobIntro('conferenceRoom', conferenceRoomIntro),
  },
  {
    path: '/tenant-service/amenities/executive-lounge-mob',
    ...mobIntro('executiveLounge', executiveLoungeIntro),
  },
  {
    path: '/tenant-service/amenities/refresh-lounge-mob',
    ...mobIntro(
      'refreshLounge',
      async () => (await import('../features/amenities/components/refresh-lounge-intro')).RefreshLoungeIntro,
    ),
  },
  {
    path: '/tenant-service/amenities/sleeping-room-mob',
    ...mobIntro(
      'sleepingRoom',
      async () => (await import('../features/amenities/components/sleeping-room-intro')).SleepingRoomIntro,
    ),
  },
  {
    path: '/tenant-service/amenities/wellness-center-mob',
    ...mobIntro(
      'wellnessCenter',
      async () => (await import('../features/amenities/components/wellness-center-intro')).WellnessCenterIntro,
    ),
  },

  // The CMS's public pages (issue 17): one list and one page component, by kind.
  ...(
    [
      ['notice', '/notice', '/notice-details/:id'],
      ['community', '/community', '/community-detail/:id'],
      ['advertisement', '/advertisement', '/advertisement-detail/:id'],
    ] as const
  ).flatMap(([kind, list, detail]) => [
    {
      path: list,
      ...page(
        async () => ({ default: (await import('../features/content/pages/content-list-page')).contentListPage(kind) }),
        ['content'],
      ),
    },
    {
      path: detail,
      ...page(
        async () => ({ default: (await import('../features/content/pages/content-detail-page')).contentDetailPage(kind) }),
        ['content'],
      ),
    },
  ]),

  { path: '/dashboard/:board', ...page(() => import('../features/dashboards/pages/dashboard-page'), ['amenities']) },

  { path: '/conference-qr/:code', ...page(() => import('../features/reservations/pages/conference-qr-page'), ['reservations']) },

  { path: '/visitor-reservation-main/', ...page(() => import('../features/visitors/pages/visitor-main-page'), ['visitors']) },
  {
    path: '/external-visitor-reservation-application/:visitId',
    ...page(() => import('../features/visitors/pages/external-visit-application-page'), ['visitors']),
  },
  ...['/external-visitor-reservation-search', '/visitor/search'].map((path) => ({
    path,
    ...page(() => import('../features/visitors/pages/visitor-search-page'), ['visitors']),
  })),
  {
    path: '/visitor-reservation-inquiry-result',
    ...page(() => import('../features/visitors/pages/visitor-result-page'), ['visitors']),
  },
  { path: '/visitor-qr/:code', ...page(() => import('../features/visitors/pages/visitor-pass-page'), ['visitors']) },
  { path: '/QRCodeScanner/visitor/:code', ...page(() => import('../features/visitors/pages/visitor-scan-page'), ['visitors']) },

  { path: '/lease-inquiry', ...page(() => import('../features/lease/pages/lease-inquiry-page'), ['lease']) },
  // The link in a lease inquiry's e-mail that withdraws consent (decision 0040; not a spec route).
  { path: '/lease-inquiry/withdraw/:code', ...page(() => import('../features/lease/pages/lease-withdraw-page'), ['lease']) },

  { path: '/login', ...page(() => import('../features/auth/pages/login-page'), ['auth']) },
  { path: '/signup', ...page(() => import('../features/auth/pages/signup-page'), ['auth']) },
  { path: '/findid/:tab', ...page(() => import('../features/auth/pages/find-account-page'), ['auth']) },

  // Any other path: guarded paths send anonymous users to /login; the rest is the error page.
  { path: '*', loader: loginGuard, ...page(() => import('../features/errors/pages/not-found-page')) },
]);
