import type { Role, SessionUser } from '@tea/shared/accounts/account.rules';
import { sessionValues } from '@tea/shared/accounts/stored-session';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/** The person as stored at login (spec §3): the login answer's name and company, and what storage may lack. */
export interface StoredUser extends Pick<SessionUser, 'name' | 'companyName'> {
  /** `admin` or `tenant`, written at login from the role (not part of the answer). */
  userType: string | null;
  role: Role | null;
}

let cachedKey = '';
let cached: { token: string | null; user: StoredUser | null } = { token: null, user: null };

/** A stable snapshot: a new object only when a stored value changed (useSyncExternalStore needs that). */
function snapshot() {
  const token = storage.get('accessToken');
  const name = storage.get('name');
  const companyName = storage.get('companyName');
  const userType = storage.get('userType');
  const role = storage.get('accountType') as Role | null;
  const key = JSON.stringify([token, name, companyName, userType, role]);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { token, user: token && name ? { name, companyName, userType, role } : null };
  }
  return cached;
}

/** Login state is decided by the presence of the access token (spec §4); the header reads the stored user. */
export function useSession() {
  return useSyncExternalStore(storage.subscribe, snapshot, snapshot);
}

/**
 * Whether the person books amenities for themselves, as tenant staff (a member or a tenant manager).
 * The building office books nothing of its own: a booking page shows it where it manages the amenity.
 */
export function useTenantStaff(): boolean {
  return useSession().user?.role !== 'building_manager';
}

/** The login page, which brings the person back to `next` (a path with its query) afterwards. */
export const loginPath = (next: string) => `/login?next=${encodeURIComponent(next)}`;

export function isLoggedIn(): boolean {
  return storage.get('accessToken') !== null;
}

/** After login: the token and the person's values under the spec's storage keys (§3). */
export function storeSession(accessToken: string, user: SessionUser): void {
  for (const [key, value] of sessionValues(accessToken, user)) {
    if (value === null) storage.remove(key);
    else storage.set(key, value);
  }
}

const visitorToken = () => storage.get('visitorToken');

/**
 * A visitor's session (issue 13): the token of the link the visitor search sent, kept with the
 * person's other stored values once opened; re-renders when it is stored or removed. The rest of
 * the visitor's session (its header, its logout) is visitor-session.ts, loaded where it is used.
 */
export function useVisitorToken(): string | null {
  return useSyncExternalStore(storage.subscribe, visitorToken, visitorToken);
}
