import { describe, expect, it } from 'vitest';
import { outcomeHistory } from './outcome-history';

describe('where a submission the API did not answer can be checked', () => {
  it('is the history of what the person was doing (every booking: the one history)', () => {
    expect(outcomeHistory('/tenant-service/amenities/conference-room/reservation', true)).toBe(
      '/my-page/amenity-reservation-history',
    );
    expect(outcomeHistory('/tenant-service/amenities/sleeping-room/reservation/edit/4', true)).toBe(
      '/my-page/amenity-reservation-history',
    );
    expect(outcomeHistory('/fitness-reservation/pt/3', true)).toBe('/my-page/amenity-reservation-history');
    expect(outcomeHistory('/tenant-service/amenities/wellness-center-gx/reservation', true)).toBe(
      '/my-page/amenity-reservation-history',
    );
    expect(outcomeHistory('/visitor-reservation-application/0', true)).toBe('/old-visitor-reservation');
    expect(outcomeHistory('/request-for-light-out', true)).toBe('/my-page/voc-application-details');
    expect(outcomeHistory('/my-page/edit-info', true)).toBe('/my-page');
  });

  it('is the page itself in the back office, and nothing on the public forms', () => {
    expect(outcomeHistory('/admin/reservations', true)).toBe('/admin/reservations');
    expect(outcomeHistory('/tenant-manager/employee-registration', true)).toBe('/tenant-manager/employee-registration');
    expect(outcomeHistory('/lease-inquiry', false)).toBeNull();
    expect(outcomeHistory('/external-visitor-reservation-application/0', false)).toBeNull();
  });
});
