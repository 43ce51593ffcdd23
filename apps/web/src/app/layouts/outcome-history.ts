/**
 * Where a person sees whether a submission from `pathname` went through, when the API did not
 * answer it (decision 0048): the history of what they were doing, or, in the back office and the
 * tenant manager's pages, the page itself read afresh. Null where nothing of theirs is listed (the
 * public forms): the message alone tells them to check before sending again.
 */
export function outcomeHistory(pathname: string, signedIn: boolean): string | null {
  const at = (...prefixes: string[]) => prefixes.some((p) => pathname.startsWith(p));
  if (at('/tenant-service/amenities/wellness-center', '/fitness-reservation', '/my-page/wellness-reservation-history'))
    return '/my-page/wellness-reservation-history';
  if (at('/tenant-service/amenities', '/seat-check-in', '/my-page/amenity-reservation-history', '/my-page/nap-passes'))
    return '/my-page/amenity-reservation-history';
  if (at('/visitor-reservation-application', '/visitor-group-reservation-application', '/old-visitor-reservation'))
    return '/old-visitor-reservation';
  if (at('/voc-home', '/customer-complaints', '/request-for-', '/my-page/voc-application-details'))
    return '/my-page/voc-application-details';
  if (at('/admin', '/tenant-manager')) return pathname;
  return signedIn ? '/my-page' : null;
}
