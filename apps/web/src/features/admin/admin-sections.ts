import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The back office's sections: one entry gives a page its route under /admin and its place in the
 * navigation. Later issues add their sections here. Each page is its own chunk.
 */
export interface AdminSection {
  /** Path under /admin ('' is the dashboard). */
  path: string;
  /** Key in the `admin` namespace. */
  label: string;
  page: LazyExoticComponent<ComponentType>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '', label: 'nav.dashboard', page: lazy(() => import('./pages/dashboard-page')) },
  { path: 'companies', label: 'nav.companies', page: lazy(() => import('./pages/companies-page')) },
  { path: 'users', label: 'nav.users', page: lazy(() => import('./pages/users-page')) },
  { path: 'holidays', label: 'nav.holidays', page: lazy(() => import('./pages/holidays-page')) },
  { path: 'audit', label: 'nav.audit', page: lazy(() => import('./pages/audit-page')) },
  { path: 'notifications', label: 'nav.notifications', page: lazy(() => import('./pages/notifications-page')) },
  { path: 'page-views', label: 'nav.pageViews', page: lazy(() => import('./pages/page-views-page')) },
];
