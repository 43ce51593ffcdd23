import { cleanup, render, screen } from '@testing-library/react';
import type { NapPass } from '@tea/shared/reservations/sleeping-room.schema';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import amenitiesKo from '../../../../../../packages/i18n/locales/ko/amenities.json';
import myPageEn from '../../../../../../packages/i18n/locales/en/myPage.json';
import { testI18n } from '../../../shared/test-i18n';
import { NapPassPanel } from './nap-pass-panel';

afterEach(cleanup);

const pass: NapPass = {
  id: 7,
  product: 'pass5',
  sessions: 5,
  left: 3,
  expiresOn: '2026-12-22',
  price: 10_000,
  payment: 'desk',
  issuedAt: '2026-11-23T01:00:00.000Z',
};

async function show(passes: NapPass[], lang: 'en' | 'ko' = 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'amenities', lang === 'en' ? amenitiesEn : amenitiesKo);
  i18n.addResourceBundle('en', 'myPage', myPageEn);
  render(
    <I18nextProvider i18n={i18n}>
      <NapPassPanel passes={passes} loading={false} failed={false} />
    </I18nextProvider>,
  );
}

describe('My Page: paid nap-room pass', () => {
  it('lists each unused pass with its sessions left and its last valid day', async () => {
    await show([pass]);
    const table = screen.getByRole('table', { name: 'Your unused nap-room passes' });
    expect(table.textContent).toContain('5 sessions, valid 30 days');
    expect(table.textContent).toContain('3 of 5');
    expect(table.textContent).toContain('22 Dec 2026');
    expect(screen.queryByText('No paid coupon')).toBeNull();
  });

  it('says "No paid coupon" when there is none, in English and Korean', async () => {
    await show([]);
    expect(screen.getAllByText('No paid coupon').length).toBeGreaterThan(0);
    cleanup();
    await show([], 'ko');
    expect(screen.getAllByText('유료 쿠폰이 없습니다').length).toBeGreaterThan(0);
  });
});
