import { HISTORY_PATH, historyPath } from '@tea/shared/reservations/amenity-policies';
import { redirect, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS } from '../features/admin/admin-sections';
import type * as RouteKit from './route-kit';

/**
 * The member area and the back office: loaded on the first navigation to a path no public route
 * knows (router.tsx), or on idle once the person is logged in. The route kit comes from the caller
 * (it is in the first load already): importing it here would split it out of the entry into a chunk of its own.
 */
export const memberRoutes = ({
  conferenceRoomIntro,
  executiveLoungeIntro,
  guardedIntro,
  loginGuard,
  page,
  routeTable,
}: typeof RouteKit): RouteObject[] =>
  routeTable([
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
    {
      path: '/tenant-service/amenities/sleeping-room',
      ...guardedIntro(
        'sleepingRoom',
        async () => (await import('../features/amenities/components/sleeping-room-intro')).SleepingRoomIntro,
        {
          to: '/tenant-service/amenities/sleeping-room/reservation',
          label: { key: 'amenities:nap.book' },
          history: historyPath('sleepingRoom'),
        },
      ),
    },
    {
      path: '/tenant-service/amenities/refresh-lounge',
      ...guardedIntro(
        'refreshLounge',
        async () => (await import('../features/amenities/components/refresh-lounge-intro')).RefreshLoungeIntro,
        {
          to: '/tenant-service/amenities/refresh-lounge/reservation',
          label: { key: 'amenities:refresh.book' },
          history: historyPath('refreshLounge'),
        },
      ),
    },
    // The refresh lounge (issue 16): a new booking, or /edit/:id to change one.
    ...[
      '/tenant-service/amenities/refresh-lounge/reservation',
      '/tenant-service/amenities/refresh-lounge/reservation/edit/:id',
    ].map((path) => ({
      path,
      ...page(() => import('../features/amenities/pages/refresh-reservation-page'), ['amenities']),
    })),
    // A seat's QR (issue 16, decision 0035): the logged-in person checks in at the seat.
    {
      path: '/seat-check-in/:code',
      ...page(() => import('../features/amenities/pages/seat-check-in-page'), ['amenities']),
    },
    // The nap room (issue 16): a new booking, or /edit/:id to move one.
    ...[
      '/tenant-service/amenities/sleeping-room/reservation',
      '/tenant-service/amenities/sleeping-room/reservation/edit/:id',
    ].map((path) => ({
      path,
      ...page(() => import('../features/amenities/pages/nap-reservation-page'), ['amenities']),
    })),
    // Golf (issue 16): a seat (bay) or a lesson with a pro, or /edit/:id to move one.
    ...[
      '/tenant-service/amenities/wellness-center-golf/reservation',
      '/tenant-service/amenities/wellness-center-golf/reservation/edit/:id',
    ].map((path) => ({
      path,
      ...page(() => import('../features/amenities/pages/golf-reservation-page'), ['amenities']),
    })),
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
    ].map((path) => ({
      path,
      ...page(() => import('../features/reservations/pages/lounge-reservation-page'), ['reservations']),
    })),
    // Wellness (issue 15): every category of /fitness-reservation/:category/:id has its route (gx, pt,
    // locker, basket, seat).
    ...['/fitness-reservation/locker/:id', '/fitness-reservation/basket/:id'].map((path) => ({
      path,
      ...page(() => import('../features/wellness/pages/rental-page'), ['rentals', 'wellness', 'reservations']),
    })),
    {
      path: '/fitness-reservation/pt/:id',
      ...page(() => import('../features/wellness/pages/pt-page'), ['pt']),
    },
    {
      path: '/fitness-reservation/seat/:id',
      ...page(() => import('../features/wellness/pages/fitness-seat-page'), ['rentals', 'reservations']),
    },
    {
      path: '/tenant-service/amenities/wellness-center',
      ...guardedIntro(
        'wellnessCenter',
        async () => (await import('../features/amenities/components/wellness-center-intro')).WellnessCenterIntro,
        {
          to: '/tenant-service/amenities/wellness-center-gx/reservation',
          label: { key: 'wellness:intro.gx' },
          history: historyPath('gx'),
        },
        ['wellness'],
      ),
    },
    {
      path: '/tenant-service/amenities/wellness-center-gx/reservation',
      ...page(() => import('../features/wellness/pages/gx-programs-page'), ['wellness']),
    },
    {
      path: '/fitness-reservation/gx/:id',
      ...page(() => import('../features/wellness/pages/gx-registration-page'), ['wellness']),
    },
    {
      // The wellness history joined the one history (decision 0064): its addresses open the same tab there.
      path: '/my-page/wellness-reservation-history',
      ...page(() => import('../features/reservations/pages/wellness-history-redirect')),
    },
    {
      path: HISTORY_PATH,
      ...page(async () => {
        const [frame, parts] = await Promise.all([
          import('../features/reservations/pages/reservation-history-page'),
          import('./history-lists'),
        ]);
        return { default: frame.historyPage({ lists: parts.OWN_HISTORY_LISTS, Header: parts.HistoryHeader }) };
      }, ['reservations', 'wellness', 'rentals', 'pt', 'amenities']),
    },
    {
      path: '/tenant-manager/amenity-charges',
      ...page(
        () => import('../features/reservations/pages/company-charges-page'),
        ['reservations', 'extensions', 'wellness', 'amenities'],
      ),
    },

    {
      path: '/visitor-reservation-application/:visitId',
      ...page(() => import('../features/visitors/pages/visit-application-page'), ['visitors']),
    },
    {
      path: '/visitor-group-reservation-application',
      ...page(() => import('../features/visitors/pages/visit-group-application-page'), ['visitors']),
    },
    { path: '/old-visitor-reservation', ...page(() => import('../features/visitors/pages/visit-list-page'), ['visitors']) },

    { path: '/voc-home', ...page(() => import('../features/voc/pages/voc-home-page'), ['voc', 'extensions']) },
    { path: '/customer-complaints/:id', ...page(() => import('../features/voc/pages/complaint-thread-page'), ['voc']) },
    {
      path: '/request-for-light-out',
      ...page(() => import('../features/voc/pages/light-out-request-page'), ['extensions']),
    },
    {
      path: '/request-for-heating-and-cooling',
      ...page(() => import('../features/voc/pages/heating-cooling-request-page'), ['extensions']),
    },
    {
      path: '/my-page/voc-application-details',
      ...page(() => import('../features/voc/pages/voc-application-details-page'), ['voc', 'extensions']),
    },

    { path: '/my-page', ...page(() => import('../features/my-page/pages/my-page'), ['myPage']) },
    { path: '/my-page/nap-passes', ...page(() => import('../features/my-page/pages/nap-passes-page'), ['myPage', 'amenities']) },
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
      path: '/tenant-manager/audit-log',
      ...page(() => import('../features/admin/pages/company-audit-page'), ['admin', 'tenantManager']),
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
        ...ADMIN_SECTIONS.map(({ path, load, ns }) => (path ? { path, ...page(load, ns) } : { index: true, ...page(load, ns) })),
        { path: '*', loader: () => redirect('/admin') },
      ],
    },
  ]);
