import type { Role } from '@tea/shared/accounts/account.rules';
import { storage } from './storage';

/** For a component test: the stored session the header and pages read, as a person of this role. */
export function signInAs(role: Role): void {
  storage.set('accessToken', 'token');
  storage.set('name', 'Test');
  storage.set('accountType', role);
}

/** Ends what signInAs stored (call it after each test). */
export function signOut(): void {
  storage.clearUser();
}
