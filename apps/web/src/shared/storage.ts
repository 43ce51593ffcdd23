/**
 * Browser storage, read and written only here. The keys are the spec's (section 3), in packages/shared.
 * Everything lives in localStorage; logout removes the user values and keeps the rest.
 */
import { STORAGE_KEYS, type StorageKey } from '@tea/shared/accounts/stored-session';

export { STORAGE_KEYS, type StorageKey };

/** The values that describe the logged-in person; logout clears exactly these. */
export const USER_KEYS: StorageKey[] = [
  'accessToken',
  'userId',
  'username',
  'name',
  'gender',
  'accountType',
  'userType',
  'mobile',
  'email',
  'companyId',
  'companyName',
  'companyNameEn',
  'companyNameKr',
  'sleepingRoomBlockStatus',
  'sleepingRoomBlockDate',
  'pushAlarm',
  'visitorToken',
];

const listeners = new Set<() => void>();

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return area()?.getItem(STORAGE_KEYS[key]) ?? null;
  },
  set(key: StorageKey, value: string): void {
    area()?.setItem(STORAGE_KEYS[key], value);
    notify();
  },
  remove(key: StorageKey): void {
    area()?.removeItem(STORAGE_KEYS[key]);
    notify();
  },
  /** Removes every stored user value (logout). */
  clearUser(): void {
    for (const key of USER_KEYS) area()?.removeItem(STORAGE_KEYS[key]);
    notify();
  },
  /** Clears all of local storage (the 403 session-expired flow of the spec), keeping the language. */
  clearAll(): void {
    const lang = storage.get('selectedLang');
    area()?.clear();
    if (lang) area()?.setItem(STORAGE_KEYS.selectedLang, lang);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', notify);
}
