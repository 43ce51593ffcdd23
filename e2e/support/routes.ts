/** The routes issue 2 builds, with what the shell must show around them. */
export interface RouteCase {
  path: string;
  chrome: boolean;
}

export const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', chrome: true },
  { path: '/about', chrome: true },
  { path: '/gallery', chrome: true },
  { path: '/location', chrome: true },
  { path: '/parking', chrome: true },
  { path: '/amenities', chrome: true },
  { path: '/other-services', chrome: true },
  { path: '/number-information', chrome: true },
  { path: '/retail-mall', chrome: true },
  { path: '/event', chrome: true },
  { path: '/terms-of-use', chrome: true },
  { path: '/termsofuse', chrome: false },
  { path: '/privacypolicy', chrome: false },
  { path: '/termsofuseExecutive', chrome: false },
  { path: '/termsofuseConference', chrome: false },
  { path: '/termsofuseGX', chrome: false },
  { path: '/termsofPaidLocker', chrome: false },
  { path: '/termsofusePT', chrome: false },
  { path: '/tenant-service/amenities/conference-room-mob', chrome: false },
  { path: '/tenant-service/amenities/executive-lounge-mob', chrome: false },
  { path: '/tenant-service/amenities/refresh-lounge-mob', chrome: false },
  { path: '/tenant-service/amenities/sleeping-room-mob', chrome: false },
  { path: '/tenant-service/amenities/wellness-center-mob', chrome: false },
  { path: '/retail-mall-mbl', chrome: false },
];
