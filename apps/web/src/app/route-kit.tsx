/** The pieces every route table is built from: lazy pages with their translations, intros, the login guard. */
import type { Namespace } from '@tea/i18n';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AmenityIntroProps } from '../features/amenities/components/use-intro-format';
import type { IntroAmenity } from '../features/amenities/pages/amenity-intro-mob-page';
import { loginGuard } from './guards';
export { loginGuard };
import { requiresLogin } from './layouts/layout-rules';

function i18nInitialized(): Promise<unknown> {
  return i18next.isInitialized ? Promise.resolve() : new Promise((resolve) => i18next.on('initialized', resolve));
}

type PageModule = Promise<{ default: React.ComponentType }>;

/**
 * A lazily loaded page: each route is its own chunk, fetched together with its translations so
 * the page renders complete at once (no flash of the footer while texts load).
 */
export function page(load: () => PageModule, ns: Namespace[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18nInitialized().then(() => i18next.loadNamespaces(ns))]);
      return { Component: module.default };
    },
  };
}

export const legal = (doc: string) =>
  page(async () => ({ default: (await import('../features/legal/pages/legal-page')).legalPage(doc) }), ['legal']);
/** A -mob intro page: the shared page frame and only that amenity's intro. */
export const mobIntro = (amenity: IntroAmenity, load: () => Promise<ComponentType<AmenityIntroProps>>) =>
  page(async () => {
    const [frame, Intro] = await Promise.all([import('../features/amenities/pages/amenity-intro-mob-page'), load()]);
    return { default: frame.introMobPage(amenity, Intro) };
  }, ['amenities']);

/** Loads a module of a page that shows the building's own amenity figures, and those figures beside it. */
export const withTerms =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), import('../shared/amenity-terms').then((m) => m.preloadAmenityTerms())]))[0];
export const conferenceRoomIntro = withTerms(
  async () => (await import('../features/amenities/components/conference-room-intro')).ConferenceRoomIntro,
);
export const executiveLoungeIntro = withTerms(
  async () => (await import('../features/amenities/components/executive-lounge-intro')).ExecutiveLoungeIntro,
);

/**
 * Every route whose path needs login (spec §2, layout-rules.ts) runs the login guard, so a new
 * guarded route cannot forget it. Public routes get no loader: the prerendered pages hydrate as they are.
 */
export function routeTable(table: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.path && !route.loader && requiresLogin(route.path) ? { ...route, loader: loginGuard } : route,
  );
}

/** A guarded amenity intro: the site's frame around the same intro the -mob page shows, with the way to book. */
export const guardedIntro = (
  amenity: IntroAmenity,
  load: () => Promise<ComponentType<AmenityIntroProps>>,
  booking: { to: string; label: 'book' | 'request' | { key: string }; history?: string },
  ns: Namespace[] = [],
) =>
  page(async () => {
    const [frame, Intro] = await Promise.all([import('../features/amenities/pages/amenity-intro-page'), load()]);
    return { default: frame.amenityIntroPage(amenity, Intro, booking) };
  }, ['amenities', 'reservations', ...ns]);
