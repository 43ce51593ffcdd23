import { VISITOR_TOKEN_HEADER } from '@tea/shared/visitors/visitor-access';
import { apiHeaders, apiUrl } from './api-client';
import { storage } from './storage';

/**
 * A visitor's session (issue 13): the token of the link the visitor search sent, kept in browser
 * storage with the person's other values (spec §3) once the link is opened (session.ts's
 * useVisitorToken reads it), and sent in its own header.
 */

/** The header a visitor's calls carry. */
export const visitorHeaders = (token: string) => ({ [VISITOR_TOKEN_HEADER]: token });

/**
 * Ends the visitor's session: the server stops honouring the token (the call outlives a page change),
 * the browser forgets it. `token` is the one stored, unless the caller has already removed it.
 */
export function endVisitorSession(token = storage.get('visitorToken')): void {
  if (!token) return;
  void fetch(apiUrl('/visits/visitor/logout'), {
    method: 'POST',
    headers: { ...apiHeaders(), ...visitorHeaders(token) },
    keepalive: true,
  }).catch(() => undefined);
  storage.remove('visitorToken');
}
