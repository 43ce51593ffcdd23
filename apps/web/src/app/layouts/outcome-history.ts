/**
 * Where a person sees whether a submission from `pathname` went through, when the API did not
 * answer it (decision 0048): the history of what they were doing, or, in the back office and the
 * tenant manager's pages, the page itself read afresh. Null where nothing of theirs is listed (the
 * public forms): the message alone tells them to check before sending again.
 */
/** The one history (HISTORY_PATH of the registry, written out: the shell does not load the registry). */
const HISTORY_PATH = '/my-page/amenity-reservation-history';

export function outcomeHistory(pathname: string, signedIn: boolean): string | null {
  const at = (...prefixes: string[]) => prefixes.some((p) => pathname.startsWith(p));
  // Every kind's bookings are in the one history (decision 0064).
  if (
    at(
      '/tenant-service/amenities',
      '/fitness-reservation',
      '/seat-check-in',
      HISTORY_PATH,
      '/my-page/wellness-reservation-history',
      '/my-page/nap-passes',
    )
  )
    return HISTORY_PATH;
  if (at('/visitor-reservation-application', '/visitor-group-reservation-application', '/old-visitor-reservation'))
    return '/old-visitor-reservation';
  if (at('/voc-home', '/customer-complaints', '/request-for-', '/my-page/voc-application-details'))
    return '/my-page/voc-application-details';
  if (at('/admin', '/tenant-manager')) return pathname;
  return signedIn ? '/my-page' : null;
}
