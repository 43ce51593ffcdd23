/**
 * The shell's layout for a path (spec §2): which paths hide header and footer, the white header, the
 * dashboard background; and the back office's own bar (no public menu or footer).
 */
import { LEGAL_DOCS } from '../../features/legal/legal-docs';

export interface LayoutRule {
  header: boolean;
  footer: boolean;
  headerVariant: 'default' | 'white' | 'admin';
  background: 'default' | 'dashboard';
}

const LEGAL: string[] = LEGAL_DOCS.map((doc) => doc.path);
const BARE_PREFIXES = [
  '/conference-qr/',
  '/QRCodeScanner/visitor/',
  '/visitor-qr/',
  '/dashboard/',
  '/retail-mall-detail-menu-o-mbl/',
];
const MEMBER_AREA = ['/member-qr', '/my-page', '/tenant-manager'];

function stripSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function layoutFor(pathname: string): LayoutRule {
  const path = stripSlash(pathname);
  const bare =
    LEGAL.includes(path) ||
    BARE_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix)) ||
    path === '/retail-mall-mbl' ||
    /^\/tenant-service\/amenities\/[\w-]+-mob$/.test(path);
  const member = MEMBER_AREA.some((base) => path === base || path.startsWith(`${base}/`));
  const admin = path === '/admin' || path.startsWith('/admin/');
  return {
    header: !bare,
    footer: !bare && !admin,
    headerVariant: admin ? 'admin' : member ? 'white' : 'default',
    background: `${path}/`.startsWith('/dashboard/') ? 'dashboard' : 'default',
  };
}

/** Routes that need a stored access token (spec §2 "Routes requiring login"); anonymous users go to /login. */
const GUARDED_EXACT = [
  '/tenant-service-home',
  '/confirm-executive-lounge-reservation',
  '/voc-home',
  '/request-for-light-out',
  '/request-for-heating-and-cooling',
  '/tenant-service/amenities',
];
const GUARDED_PATTERNS = [
  /^\/amenities-executive-lounge-reservation\/[^/]+$/,
  /^\/conference-room-reservation\/[^/]+$/,
  /^\/fitness-reservation\/[^/]+\/[^/]+$/,
  /^\/customer-complaints\/[^/]+$/,
  /^\/seat-check-in\/[^/]+$/, // a seat's QR (decision 0035): the person checks in, so they log in first
  /^\/tenant-service\/amenities\/(?!.*-mob$).+$/,
  /^\/admin(\/.*)?$/, // the back office (ours, not the spec's): building managers only, decided by the server
];

export function requiresLogin(pathname: string): boolean {
  const path = stripSlash(pathname);
  return GUARDED_EXACT.includes(path) || GUARDED_PATTERNS.some((re) => re.test(path));
}
