import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { DateText, DateTimeText } from './date-time-text';

// The device is in Los Angeles, where that instant is still 1 March: the page must say Seoul's time.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});
afterEach(cleanup);

const INSTANT = '2026-03-01T15:30:00Z'; // 00:30 on Monday 2 March in Seoul

async function renderIn(lang: 'ko' | 'en', ui: React.ReactElement) {
  const i18n = await testI18n(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('DateTimeText', () => {
  it('shows an instant as the date and time in Seoul, in Korean', async () => {
    expect(new Date(INSTANT).getDate()).toBe(1); // the device's own clock says 1 March
    await renderIn('ko', <DateTimeText value={INSTANT} />);
    const time = screen.getByText('2026년 3월 2일 (월) 00:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(INSTANT);
  });

  it('shows the same instant in Seoul time, in English', async () => {
    await renderIn('en', <DateTimeText value={INSTANT} />);
    expect(screen.getByText('Mon 2 Mar 2026, 00:30')).toBeTruthy();
  });
});

describe('DateText', () => {
  it('shows an instant as its Seoul day, and a calendar date as that very day', async () => {
    await renderIn('ko', <DateText value={INSTANT} />);
    expect(screen.getByText('2026년 3월 2일 (월)')).toBeTruthy();
    cleanup();
    await renderIn('en', <DateText value="2026-12-01" />);
    expect(screen.getByText('Tue 1 Dec 2026').getAttribute('datetime')).toBe('2026-12-01');
  });
});
