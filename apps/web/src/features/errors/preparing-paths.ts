import { matchPath } from 'react-router';

/**
 * The spec's routes (spec §2) whose screens are not built yet: the catch-all route's page shows the
 * "being prepared" page for them instead of "not found" (kept out of the route table, so the list
 * costs the pages that load nothing). An issue that builds a screen removes its path here and adds
 * its route to the table; the link crawler (e2e/links.spec.ts) fails on any link that still leads
 * to the not-found page.
 */
export const PREPARING_PATHS = [] as const;

/** Whether a path is one of the spec's routes still to be built. */
export function isPreparing(pathname: string): boolean {
  return PREPARING_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}
