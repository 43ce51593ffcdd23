import type { RouteObject } from 'react-router';
import { loginGuard } from './guards';

type PageModule = Promise<{ default: React.ComponentType }>;

/** A lazily loaded page: each route is its own chunk. */
function page(load: () => PageModule): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const legal = (doc: string) => ({
  lazy: async () => ({ Component: (await import('../features/legal/pages/legal-page')).legalPage(doc) }),
});
const mobIntro = (amenity: string) => ({
  lazy: async () => ({ Component: (await import('../features/amenities/pages/amenity-intro-mob-page')).introMobPage(amenity) }),
});

/** Every route of the spec built so far, with its exact path. Header/footer visibility comes from layout-rules.ts. */
export const routes: RouteObject[] = [
  { index: true, ...page(() => import('../features/home/pages/home-page')) },
  { path: '/about', ...page(() => import('../features/building/pages/about-page')) },
  { path: '/gallery', ...page(() => import('../features/building/pages/gallery-page')) },
  { path: '/location', ...page(() => import('../features/building/pages/location-page')) },
  { path: '/parking', ...page(() => import('../features/building/pages/parking-page')) },
  { path: '/amenities', ...page(() => import('../features/building/pages/amenities-page')) },
  { path: '/other-services', ...page(() => import('../features/building/pages/other-services-page')) },
  { path: '/number-information', ...page(() => import('../features/building/pages/number-information-page')) },
  { path: '/terms-of-use', ...page(() => import('../features/legal/pages/terms-of-use-page')) },

  { path: '/termsofuse', ...legal('termsOfUse') },
  { path: '/privacypolicy', ...legal('privacyPolicy') },
  { path: '/termsofuseExecutive', ...legal('executiveLounge') },
  { path: '/termsofuseConference', ...legal('conferenceRoom') },
  { path: '/termsofuseGX', ...legal('gx') },
  { path: '/termsofPaidLocker', ...legal('paidLocker') },
  { path: '/termsofusePT', ...legal('pt') },

  { path: '/tenant-service/amenities/conference-room-mob', ...mobIntro('conferenceRoom') },
  { path: '/tenant-service/amenities/executive-lounge-mob', ...mobIntro('executiveLounge') },
  { path: '/tenant-service/amenities/refresh-lounge-mob', ...mobIntro('refreshLounge') },
  { path: '/tenant-service/amenities/sleeping-room-mob', ...mobIntro('sleepingRoom') },
  { path: '/tenant-service/amenities/wellness-center-mob', ...mobIntro('wellnessCenter') },

  // Any other path: guarded paths send anonymous users to /login; the rest is the error page.
  { path: '*', loader: loginGuard, ...page(() => import('../features/errors/pages/not-found-page')) },
];
