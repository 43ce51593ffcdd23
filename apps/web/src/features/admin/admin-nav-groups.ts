import { navSections, type AdminSection } from './admin-sections';

/**
 * The back office's menu in groups (decision 0057) instead of one flat list: the dashboard on top,
 * then these groups in this order, each with its sections in table order.
 */
export const ADMIN_GROUPS = ['people', 'bookings', 'visitors', 'requests', 'wellness', 'content', 'money', 'system'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * A section's group by its path, else by its first segment (`wellness/pt` is wellness's). A section
 * found in neither shows on top beside the dashboard, and admin-nav-groups.test.ts names it.
 */
const GROUP_OF: Record<string, AdminGroup> = {
  companies: 'people',
  users: 'people',
  reservations: 'bookings',
  calendar: 'bookings',
  'seat-timeline': 'bookings',
  'no-shows': 'bookings',
  resources: 'bookings',
  seats: 'bookings',
  'nap-passes': 'bookings',
  visits: 'visitors',
  'front-desk': 'visitors',
  voc: 'requests',
  'lease-inquiries': 'requests',
  wellness: 'wellness',
  content: 'content',
  charges: 'money',
  holidays: 'system',
  audit: 'system',
  notifications: 'system',
  'page-views': 'system',
};

export function groupOfPath(path: string): AdminGroup | undefined {
  return GROUP_OF[path] ?? GROUP_OF[path.split('/')[0]!];
}

/** The menu: the dashboard (and any section without a group) first, then each group that has sections. */
export function navGroups(): { top: AdminSection[]; groups: { group: AdminGroup; sections: AdminSection[] }[] } {
  const sections = navSections();
  return {
    top: sections.filter((s) => groupOfPath(s.path) === undefined),
    groups: ADMIN_GROUPS.map((group) => ({ group, sections: sections.filter((s) => groupOfPath(s.path) === group) })).filter(
      (g) => g.sections.length > 0,
    ),
  };
}
