/** The header's five menu groups (spec §2 "Header menu"); labels are keys of the common namespace. */
export interface MenuEntry {
  label: string;
  to: string;
  /** Shown only to anonymous users, or only to logged-in users. */
  audience?: 'anonymous' | 'member';
  /** Anonymous users are sent to /login instead. */
  needsLogin?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
}

/** A group whose label is its id's key under `menu`. */
const menuGroup = (id: string, entries: MenuEntry[]): MenuGroup => ({ id, label: `menu.${id}`, entries });

export const MENU: MenuGroup[] = [
  menuGroup('about', [
    { label: 'menu.buildingOutline', to: '/about' },
    { label: 'menu.gallery', to: '/gallery' },
    { label: 'menu.location', to: '/location' },
    { label: 'menu.parking', to: '/parking' },
    { label: 'menu.tenantAmenities', to: '/amenities' },
    { label: 'menu.otherServices', to: '/other-services' },
  ]),
  menuGroup('tenants', [
    { label: 'menu.leaseInquiry', to: '/lease-inquiry' },
    { label: 'menu.retailTenants', to: '/retail-mall' },
  ]),
  menuGroup('visitor', [
    { label: 'menu.visitorApply', to: '/external-visitor-reservation-application/0', audience: 'anonymous' },
    { label: 'menu.visitorSearch', to: '/external-visitor-reservation-search', audience: 'anonymous' },
    { label: 'menu.visitorApply', to: '/visitor-reservation-application/0', audience: 'member' },
    { label: 'menu.visitorGroup', to: '/visitor-group-reservation-application', audience: 'member' },
    { label: 'menu.visitorList', to: '/old-visitor-reservation', audience: 'member' },
  ]),
  menuGroup('tenantService', [
    { label: 'menu.amenity', to: '/tenant-service/amenities', needsLogin: true },
    { label: 'menu.voc', to: '/voc-home', needsLogin: true },
    { label: 'menu.event', to: '/event' },
  ]),
  menuGroup('community', [
    { label: 'menu.notice', to: '/notice' },
    { label: 'menu.advertisement', to: '/advertisement' },
    { label: 'menu.communityRoom', to: '/community' },
    { label: 'menu.serviceCenter', to: '/number-information' },
  ]),
];

/** The entries a person sees, and where each goes for them. */
export function visibleEntries(group: MenuGroup, loggedIn: boolean): MenuEntry[] {
  return group.entries
    .filter((e) => !e.audience || (e.audience === 'member') === loggedIn)
    .map((e) => (e.needsLogin && !loggedIn ? { ...e, to: `/login?next=${encodeURIComponent(e.to)}` } : e));
}
