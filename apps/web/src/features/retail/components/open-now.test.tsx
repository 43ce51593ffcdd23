import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import retailEn from '../../../../../../packages/i18n/locales/en/retail.json';
import retailKo from '../../../../../../packages/i18n/locales/ko/retail.json';
import { testI18n } from '../../../shared/test-i18n';
import { OpenNow } from './open-now';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const day = (opens: string, closes: string) => ({ opens, closes });
// Mon–Fri 07:30–21:00, Sat 10:00–18:00, Sun closed.
const week = [...Array(5).fill(day('07:30', '21:00')), day('10:00', '18:00'), null];

async function renderAt(iso: string, lang: 'ko' | 'en') {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(iso));
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'retail', lang === 'ko' ? retailKo : retailEn);
  render(
    <I18nextProvider i18n={i18n}>
      <OpenNow hours={week} />
    </I18nextProvider>,
  );
}

describe('OpenNow', () => {
  it('says a shop is open until its closing time, then closed until the next day with hours, as the minutes pass', async () => {
    await renderAt('2026-11-27T20:59:00+09:00', 'en'); // a Friday in Seoul
    expect(screen.getByText('Open now · until 21:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Closed · opens Sat 10:00')).toBeTruthy();
  });

  it('says when a shop opens later today, in Korean', async () => {
    await renderAt('2026-11-24T06:10:00+09:00', 'ko'); // a Tuesday morning in Seoul
    expect(screen.getByText('영업 전 · 07:30 오픈')).toBeTruthy();
  });
});
