import { describe, expect, it } from 'vitest';
import { layoutFor, requiresLogin } from './layout-rules';

describe('layout rules', () => {
  it.each([
    '/termsofuse',
    '/privacypolicy',
    '/termsofuseExecutive',
    '/termsofuseConference',
    '/termsofuseGX',
    '/termsofPaidLocker',
    '/termsofusePT',
  ])('hides header and footer on the legal page %s', (path) =>
    expect(layoutFor(path)).toMatchObject({ header: false, footer: false }),
  );

  it.each([
    '/conference-qr/abc',
    '/QRCodeScanner/visitor/abc',
    '/visitor-qr/abc',
    '/retail-mall-mbl',
    '/retail-mall-detail-menu-o-mbl/3',
    '/tenant-service/amenities/sleeping-room-mob',
    '/dashboard/nrm',
  ])('hides header and footer on %s', (path) => expect(layoutFor(path)).toMatchObject({ header: false, footer: false }));

  it('keeps header and footer on public pages and the non-mobile retail mall', () => {
    for (const path of ['/', '/about', '/retail-mall', '/retail-mall-detail-menu-o/3', '/terms-of-use']) {
      expect(layoutFor(path)).toMatchObject({ header: true, footer: true, headerVariant: 'default' });
    }
  });

  it('uses the white header in the member area', () => {
    for (const path of [
      '/member-qr',
      '/my-page',
      '/my-page/edit-info',
      '/tenant-manager/employee-management',
      '/tenant-manager/7/employee-details',
    ]) {
      expect(layoutFor(path).headerVariant).toBe('white');
    }
    expect(layoutFor('/my-pages-elsewhere').headerVariant).toBe('default');
  });

  it('gives the back office its own bar and no public footer', () => {
    for (const path of ['/admin', '/admin/', '/admin/reservations', '/admin/resources']) {
      expect(layoutFor(path)).toMatchObject({ header: true, footer: false, headerVariant: 'admin' });
    }
    expect(layoutFor('/administration')).toMatchObject({ footer: true, headerVariant: 'default' });
  });

  it('gives any /dashboard/ path the dashboard background, and nothing else', () => {
    expect(layoutFor('/dashboard/golf').background).toBe('dashboard');
    expect(layoutFor('/dashboard/anything-new').background).toBe('dashboard');
    expect(layoutFor('/dashboards').background).toBe('default');
  });
});

describe('login guard paths', () => {
  it.each([
    '/tenant-service-home',
    '/tenant-service/amenities',
    '/tenant-service/amenities/conference-room',
    '/tenant-service/amenities/conference-room/reservation/edit/5',
    '/amenities-executive-lounge-reservation/0',
    '/conference-room-reservation/3',
    '/fitness-reservation/gx/0',
    '/voc-home',
    '/customer-complaints/0',
    '/request-for-light-out',
    '/request-for-heating-and-cooling',
    '/confirm-executive-lounge-reservation',
  ])('guards %s', (path) => expect(requiresLogin(path)).toBe(true));

  it.each([
    '/',
    '/about',
    '/tenant-service/amenities/wellness-center-mob',
    '/my-page',
    '/notice',
    // Spec §2 lists the visitor pages among the public routes; the member's own send an anonymous visitor to login themselves.
    '/visitor-reservation-main/',
    '/external-visitor-reservation-application/0',
    '/visitor-reservation-application/0',
    '/visitor-group-reservation-application',
    '/old-visitor-reservation',
    '/visitor-qr/abc',
    '/QRCodeScanner/visitor/abc',
  ])('leaves %s open', (path) => expect(requiresLogin(path)).toBe(false));
});
