import { describe, expect, it } from 'vitest';
import { MENU, visibleEntries } from './menu';

const group = (id: string) => MENU.find((g) => g.id === id)!;
const targets = (id: string, loggedIn: boolean) => visibleEntries(group(id), loggedIn).map((e) => e.to);

describe('header menu', () => {
  it('has the five groups of the spec', () => {
    expect(MENU.map((g) => g.id)).toEqual(['about', 'tenants', 'visitor', 'tenantService', 'community']);
  });

  it('offers anonymous users the external visitor application and search', () => {
    expect(targets('visitor', false)).toEqual([
      '/external-visitor-reservation-application/0',
      '/external-visitor-reservation-search',
    ]);
  });

  it('offers logged-in users the member, group and list entries', () => {
    expect(targets('visitor', true)).toEqual([
      '/visitor-reservation-application/0',
      '/visitor-group-reservation-application',
      '/old-visitor-reservation',
    ]);
  });

  it('sends anonymous users to Login for Amenity and VOC', () => {
    expect(targets('tenantService', false)).toEqual([
      '/login?next=%2Ftenant-service%2Famenities',
      '/login?next=%2Fvoc-home',
      '/event',
    ]);
    expect(targets('tenantService', true)).toEqual(['/tenant-service/amenities', '/voc-home', '/event']);
  });
});
