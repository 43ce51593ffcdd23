import type { Namespace } from '@tea/i18n';
import type { ComponentType } from 'react';

/**
 * The back office's sections: one entry gives a page its route under /admin (in the app's route
 * table) and its place in the navigation. Later issues add their sections here. Each page is its own chunk.
 */
export interface AdminSection {
  /** Path under /admin ('' is the dashboard). */
  path: string;
  /** Key in the `admin` namespace. */
  label: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Namespaces the page reads besides `admin` (loaded with it). */
  ns?: Namespace[];
  /**
   * The section is a tab of the group whose head has this path (the CMS: 'content'): the side
   * navigation shows the group once, the group's pages show its tabs (`SectionTabsShell`).
   */
  tabOf?: string;
}

/** A group's tabs: its head, then its sections, in table order. */
export function sectionTabs(group: string): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.path === group || s.tabOf === group);
}

/** The tab group a section heads or belongs to, if any. */
export function groupOf(section: AdminSection): string | undefined {
  return section.tabOf ?? (ADMIN_SECTIONS.some((o) => o.tabOf === section.path) ? section.path : undefined);
}

/** The side navigation: every section but a group's tabs (shown as the group's first entry). */
export function navSections(): AdminSection[] {
  const seen = new Set<string>();
  return ADMIN_SECTIONS.filter((s) => {
    const group = groupOf(s);
    if (!group) return true;
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '', label: 'nav.dashboard', load: () => import('./pages/dashboard-page') },
  { path: 'companies', label: 'nav.companies', load: () => import('./pages/companies-page') },
  { path: 'users', label: 'nav.users', load: () => import('./pages/users-page') },
  { path: 'reservations', label: 'nav.reservations', ns: ['reservations'], load: () => import('./pages/reservations-page') },
  { path: 'calendar', label: 'nav.calendar', load: () => import('./pages/calendar-page') },
  { path: 'visits', label: 'adminVisits.nav', ns: ['visitors'], load: () => import('./pages/visits-page') },
  { path: 'voc', label: 'voc.nav', ns: ['voc'], load: () => import('./pages/voc-page') },
  {
    path: 'voc/extensions',
    label: 'vocExtensions.nav',
    ns: ['extensions'],
    load: () => import('./pages/voc-extensions-page'),
  },
  // The wellness center: GX programs here; its other sections (lockers…) are routes of their own under wellness/.
  { path: 'wellness', label: 'wellness.nav', ns: ['wellness'], load: () => import('./pages/wellness-page') },
  {
    path: 'wellness/lockers',
    label: 'wellnessLockers.nav',
    ns: ['rentals', 'reservations', 'wellness'],
    load: () => import('./pages/wellness-lockers-page'),
  },
  {
    path: 'wellness/pt',
    label: 'wellnessPt.nav',
    ns: ['pt', 'wellness'],
    load: () => import('./pages/wellness-pt-page'),
  },
  {
    path: 'wellness/golf',
    label: 'wellnessGolf.nav',
    ns: ['amenities', 'pt', 'wellness'],
    load: () => import('./pages/wellness-golf-page'),
  },
  {
    path: 'wellness/attendance',
    label: 'wellnessAttendance.nav',
    ns: ['wellness', 'visitors'],
    load: () => import('./pages/wellness-attendance-page'),
  },
  { path: 'seat-timeline', label: 'seatTimeline.nav', load: () => import('./pages/seat-timeline-page') },
  { path: 'front-desk', label: 'desk.nav', ns: ['visitors'], load: () => import('./pages/front-desk-page') },
  // Issue 16 (decision 0035): no-shows and their waivers, restriction lengths, the seat QR sheets.
  { path: 'no-shows', label: 'noShows.nav', load: () => import('./pages/no-shows-page') },
  {
    path: 'charges',
    label: 'nav.charges',
    ns: ['extensions', 'wellness', 'amenities'],
    load: () => import('./pages/charges-page'),
  },
  // Lease inquiries (issue 17): the pipeline of the public form, not a CMS tab.
  { path: 'lease-inquiries', label: 'leaseInquiries.nav', ns: ['lease'], load: () => import('./pages/lease-inquiries-page') },
  { path: 'resources', label: 'nav.resources', load: () => import('./pages/resources-page') },
  // The seat amenities' seats (issue 16): the nap room's, and the refresh lounge's and golf bays' as they come.
  { path: 'seats', label: 'nav.seats', load: () => import('./pages/seats-page') },
  { path: 'nap-passes', label: 'nav.napPasses', ns: ['amenities'], load: () => import('./pages/nap-passes-page') },
  // The CMS (issue 17): notices head the tab group; other domains' sections join it with tabOf: 'content'.
  {
    path: 'content',
    label: 'content.nav',
    ns: ['content'],
    load: async () => ({ default: (await import('./pages/content-page')).contentSection('notice') }),
  },
  {
    path: 'content/community',
    label: 'content.community',
    ns: ['content'],
    tabOf: 'content',
    load: async () => ({ default: (await import('./pages/content-page')).contentSection('community') }),
  },
  {
    path: 'content/advertisements',
    label: 'content.advertisements',
    ns: ['content'],
    tabOf: 'content',
    load: async () => ({ default: (await import('./pages/content-page')).contentSection('advertisement') }),
  },
  // Events with their applicants (decision 0039).
  {
    path: 'content/events',
    label: 'contentEvents.nav',
    ns: ['events'],
    tabOf: 'content',
    load: () => import('./pages/content-events-page'),
  },
  // The customer service center's FAQ (decision 0042).
  {
    path: 'content/faq',
    label: 'contentFaq.nav',
    tabOf: 'content',
    ns: ['building'],
    load: () => import('./pages/content-faq-page'),
  },
  // The retail mall's tenants (decision 0041).
  {
    path: 'content/retail',
    label: 'contentRetail.nav',
    ns: ['retail'],
    tabOf: 'content',
    load: () => import('./pages/content-retail-page'),
  },
  // The gallery's photos (/gallery), the office's to change.
  {
    path: 'content/gallery',
    label: 'contentGallery.nav',
    tabOf: 'content',
    load: () => import('./pages/content-gallery-page'),
  },
  { path: 'holidays', label: 'nav.holidays', load: () => import('./pages/holidays-page') },
  { path: 'audit', label: 'nav.audit', load: () => import('./pages/audit-page') },
  { path: 'notifications', label: 'nav.notifications', load: () => import('./pages/notifications-page') },
  { path: 'page-views', label: 'nav.pageViews', load: () => import('./pages/page-views-page') },
];
