import type { Namespace } from '@tea/i18n';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { AmenityIntroProps } from '../features/amenities/components/use-intro-format';
import type { IntroAmenity } from '../features/amenities/pages/amenity-intro-mob-page';
import { ADMIN_SECTIONS } from '../features/admin/admin-sections';
import { loginGuard } from './guards';
import { requiresLogin } from './layouts/layout-rules';

function i18nInitialized(): Promise<unknown> {
  return i18next.isInitialized ? Promise.resolve() : new Promise((resolve) => i18next.on('initialized', resolve));
}

type PageModule = Promise<{ default: React.ComponentType }>;

/**
 * A lazily loaded page: each route is its own chunk, fetched together with its translations so
 * the page renders complete at once (no flash of the footer while texts load).
 */
function page(load: () => PageModule, ns: Namespace[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18nInitialized().then(() => i18next.loadNamespaces(ns))]);
      return { Component: module.default };
    },
  };
}

const legal = (doc: string) =>
  page(async () => ({ default: (await import('../features/legal/pages/legal-page')).legalPage(doc) }), ['legal']);
/** A -mob intro page: the shared page frame and only that amenity's intro. */
const mobIntro = (amenity: IntroAmenity, load: () => Promise<ComponentType<AmenityIntroProps>>) =>
  page(async () => {
    const [frame, Intro] = await Promise.all([import('../features/amenities/pages/amenity-intro-mob-page'), load()]);
    return { default: frame.introMobPage(amenity, Intro) };
  }, ['amenities']);

/** Loads a module of a page that shows the building's own amenity figures, and those figures beside it. */
const withTerms =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), import('../shared/amenity-terms').then((m) => m.preloadAmenityTerms())]))[0];
const conferenceRoomIntro = withTerms(
  async () => (await import('../features/amenities/components/conference-room-intro')).ConferenceRoomIntro,
);
const executiveLoungeIntro = withTerms(
  async () => (await import('../features/amenities/components/executive-lounge-intro')).ExecutiveLoungeIntro,
);

/**
 * Every route whose path needs login (spec §2, layout-rules.ts) runs the login guard, so a new
 * guarded route cannot forget it. Public routes get no loader: the prerendered pages hydrate as they are.
 */
function withLoginGuard(table: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.path && !route.loader && requiresLogin(route.path) ? { ...route, loader: loginGuard } : route,
  );
}

/** A guarded amenity intro: the site's frame around the same intro the -mob page shows, with the way to book. */
const guardedIntro = (
  amenity: IntroAmenity,
  load: () => Promise<ComponentType<AmenityIntroProps>>,
  booking: { to: string; label: 'book' | 'request' },
) =>
  page(async () => {
    const [frame, Intro] = await Promise.all([import('../features/amenities/pages/amenity-intro-page'), load()]);
    return { default: frame.amenityIntroPage(amenity, Intro, booking) };
  }, ['amenities', 'reservations']);

/** Every route of the spec built so far, with its exact path. Header/footer visibility comes from layout-rules.ts. */
export const routes: RouteObject[] = withLoginGuard([
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

  {
    path: '/tenant-service-home',
    ...page(() => import('../features/reservations/pages/tenant-service-home-page'), ['reservations']),
  },
  {
    path: '/tenant-service/amenities',
    ...page(() => import('../features/amenities/pages/amenities-home-page'), ['reservations', 'amenities']),
  },
  {
    path: '/tenant-service/amenities/conference-room',
    ...guardedIntro('conferenceRoom', conferenceRoomIntro, {
      to: '/tenant-service/amenities/conference-room/reservation',
      label: 'book',
    }),
  },
  {
    path: '/tenant-service/amenities/executive-lounge',
    ...guardedIntro('executiveLounge', executiveLoungeIntro, {
      to: '/tenant-service/amenities/executive-lounge/reservation',
      label: 'request',
    }),
  },
  ...[
    '/tenant-service/amenities/conference-room/reservation',
    '/tenant-service/amenities/conference-room/reservation/edit/:id',
    '/conference-room-reservation/:id',
  ].map((path) => ({
    path,
    ...page(() => import('../features/reservations/pages/conference-reservation-page'), ['reservations']),
  })),
  ...[
    '/tenant-service/amenities/executive-lounge/reservation',
    '/tenant-service/amenities/executive-lounge/reservation/edit/:id',
    '/amenities-executive-lounge-reservation/:id',
    '/confirm-executive-lounge-reservation',
  ].map((path) => ({ path, ...page(() => import('../features/reservations/pages/lounge-reservation-page'), ['reservations']) })),
  {
    path: '/my-page/amenity-reservation-history',
    ...page(() => import('../features/reservations/pages/reservation-history-page'), ['reservations']),
  },
  { path: '/conference-qr/:code', ...page(() => import('../features/reservations/pages/conference-qr-page'), ['reservations']) },
  {
    path: '/tenant-manager/amenity-charges',
    ...page(() => import('../features/reservations/pages/company-charges-page'), ['reservations']),
  },

  { path: '/visitor-reservation-main/', ...page(() => import('../features/visitors/pages/visitor-main-page'), ['visitors']) },
  {
    path: '/external-visitor-reservation-application/:visitId',
    ...page(() => import('../features/visitors/pages/external-visit-application-page'), ['visitors']),
  },
  {
    path: '/visitor-reservation-application/:visitId',
    ...page(() => import('../features/visitors/pages/visit-application-page'), ['visitors']),
  },
  { path: '/old-visitor-reservation', ...page(() => import('../features/visitors/pages/visit-list-page'), ['visitors']) },
  { path: '/visitor-qr/:code', ...page(() => import('../features/visitors/pages/visitor-pass-page'), ['visitors']) },
  { path: '/QRCodeScanner/visitor/:code', ...page(() => import('../features/visitors/pages/visitor-scan-page'), ['visitors']) },

  { path: '/login', ...page(() => import('../features/auth/pages/login-page'), ['auth']) },
  { path: '/signup', ...page(() => import('../features/auth/pages/signup-page'), ['auth']) },
  { path: '/findid/:tab', ...page(() => import('../features/auth/pages/find-account-page'), ['auth']) },

  { path: '/my-page', ...page(() => import('../features/my-page/pages/my-page'), ['myPage']) },
  { path: '/my-page/edit-info', ...page(() => import('../features/my-page/pages/edit-info-page'), ['myPage']) },
  { path: '/member-qr', ...page(() => import('../features/my-page/pages/member-qr-page'), ['myPage']) },

  {
    path: '/tenant-manager/employee-management',
    ...page(() => import('../features/tenant-manager/pages/employee-management-page'), ['tenantManager']),
  },
  {
    path: '/tenant-manager/employee-registration',
    ...page(() => import('../features/tenant-manager/pages/employee-registration-page'), ['tenantManager']),
  },
  {
    path: '/tenant-manager/:id/employee-details',
    ...page(() => import('../features/tenant-manager/pages/employee-details-page'), ['tenantManager']),
  },

  {
    path: '/admin',
    loader: loginGuard,
    ...page(() => import('../features/admin/pages/admin-area'), ['admin']),
    children: [
      ...ADMIN_SECTIONS.map(({ path, load }) => (path ? { path, ...page(load) } : { index: true, ...page(load) })),
      { path: '*', loader: () => redirect('/admin') },
    ],
  },

  // Any other path: guarded paths send anonymous users to /login; spec routes still to be built say
  // they are being prepared (features/errors/preparing-paths.ts); the rest is the error page.
  { path: '*', loader: loginGuard, ...page(() => import('../features/errors/pages/not-found-page')) },
]);
