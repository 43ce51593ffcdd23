import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage';

beforeEach(() => localStorage.clear());

describe('storage', () => {
  it('uses the spec keys', () => {
    storage.set('accessToken', 't');
    storage.set('selectedLang', 'en');
    expect(localStorage.getItem('access_token')).toBe('t');
    expect(localStorage.getItem('selectedLang')).toBe('en');
  });

  it('removes every user value on logout and keeps the language and the dismissals', () => {
    storage.set('accessToken', 't');
    storage.set('name', '김민준');
    storage.set('companyId', '1');
    storage.set('selectedLang', 'en');
    storage.set('noticeLastShown', '2024-12-30');
    storage.clearUser();
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('name')).toBeNull();
    expect(storage.get('companyId')).toBeNull();
    expect(storage.get('selectedLang')).toBe('en');
    expect(storage.get('noticeLastShown')).toBe('2024-12-30');
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const stop = storage.subscribe(() => calls++);
    storage.set('name', 'a');
    stop();
    storage.set('name', 'b');
    expect(calls).toBe(1);
  });
});
