import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('where login goes next', () => {
  it('follows a path of this site with its query', () => {
    expect(safeNext('/voc-home')).toBe('/voc-home');
    expect(safeNext('/my-page/amenity-reservation-history?tab=2')).toBe('/my-page/amenity-reservation-history?tab=2');
  });

  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])(
    'goes home instead of %s',
    (next) => {
      expect(safeNext(next)).toBe('/');
    },
  );
});
