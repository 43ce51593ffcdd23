import { cleanup, render, screen } from '@testing-library/react';
import { conferenceQuote, DEFAULT_PACKAGES } from '@tea/shared/reservations/conference.policy';
import type { Lang } from '@tea/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import reservationsEn from '../../../../../../packages/i18n/locales/en/reservations.json';
import reservationsKo from '../../../../../../packages/i18n/locales/ko/reservations.json';
import { testI18n } from '../../../shared/test-i18n';
import { PriceLines } from './price-lines';

afterEach(cleanup);

const room = { capacity: 20, hourlyPrice: 100_000, opensAt: '08:00', closesAt: '19:00', packages: DEFAULT_PACKAGES };
const draft = { date: '2026-12-15', start: '10:00', end: '12:00', participants: 8, packageId: 'none' as const };

async function show(lang: Lang, lines = conferenceQuote({ draft, room, extras: [], freeHoursLeft: 0 }).lines) {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'reservations', lang === 'ko' ? reservationsKo : reservationsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <PriceLines lines={lines} total={100_000} extraName={(c) => c} />
    </I18nextProvider>,
  );
}

describe('the conference bill', () => {
  it('names the list price and the tenants’ price an hour, the units the room list shows (ko)', async () => {
    await show('ko');
    expect(screen.getByText('회의실 2시간 × 정가 시간당 100,000원')).toBeTruthy();
    expect(screen.getByText('입주사 요금 시간당 50,000원 적용 (50% 할인)')).toBeTruthy();
  });

  it('says the same in English', async () => {
    await show('en');
    expect(screen.getByText('Room, 2 h × list price KRW 100,000 an hour')).toBeTruthy();
    expect(screen.getByText('Tenant price KRW 50,000 an hour (50% off)')).toBeTruthy();
  });

  it('keeps the plain discount text for a booking saved before the tenants’ price was on its line', async () => {
    await show('ko', [
      { key: 'room', amount: 200_000, params: { hours: 2, price: 100_000 } },
      { key: 'tenantDiscount', amount: -100_000, params: { percent: 50 } },
    ]);
    expect(screen.getByText('입주사 할인 (50%)')).toBeTruthy();
  });
});
