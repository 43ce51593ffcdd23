import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export interface StoredUser {
  name: string;
  companyName: string | null;
  userType: string | null;
}

let cachedKey = '';
let cached: { token: string | null; user: StoredUser | null } = { token: null, user: null };

/** A stable snapshot: a new object only when a stored value changed (useSyncExternalStore needs that). */
function snapshot() {
  const token = storage.get('accessToken');
  const name = storage.get('name');
  const companyName = storage.get('companyName');
  const userType = storage.get('userType');
  const key = JSON.stringify([token, name, companyName, userType]);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { token, user: token && name ? { name, companyName, userType } : null };
  }
  return cached;
}

/** Login state is decided by the presence of the access token (spec §4); the header reads the stored user. */
export function useSession() {
  return useSyncExternalStore(storage.subscribe, snapshot, snapshot);
}

export function isLoggedIn(): boolean {
  return storage.get('accessToken') !== null;
}
