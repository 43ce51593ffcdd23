import { cleanup, render, screen } from '@testing-library/react';
import type { Lang } from '@tea/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import reservationsEn from '../../../../../../packages/i18n/locales/en/reservations.json';
import reservationsKo from '../../../../../../packages/i18n/locales/ko/reservations.json';
import { testI18n } from '../../../shared/test-i18n';
import { ChangeClosedNote } from './change-closed-note';

afterEach(cleanup);

/** Monday 23 November 2026 in Seoul. */
const seoul = (time: string) => new Date(`2026-11-23T${time}:00+09:00`);

async function show(lang: Lang, date: string, now: Date) {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'reservations', lang === 'ko' ? reservationsKo : reservationsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <ChangeClosedNote date={date} start="10:00" now={now} />
    </I18nextProvider>,
  );
}

describe('the warning before Reserve on a conference booking', () => {
  it('says a booking for tomorrow cannot be changed or cancelled online once made, and whom to call (ko)', async () => {
    await show('ko', '2026-11-24', seoul('12:00'));
    expect(screen.getByText(reservationsKo.confirm.changeClosedTitle)).toBeTruthy();
    expect(screen.getByText(/편의시설 데스크\(02-/)).toBeTruthy();
  });

  it('says the same in English', async () => {
    await show('en', '2026-11-25', seoul('12:00'));
    expect(screen.getByText(reservationsEn.confirm.changeClosedTitle)).toBeTruthy();
    expect(screen.getByText(/less than 3 days away/)).toBeTruthy();
  });

  it('says nothing for a day still 3 days away, until midnight in Seoul turns it into 2', async () => {
    await show('en', '2026-11-26', seoul('23:59'));
    expect(screen.queryByText(reservationsEn.confirm.changeClosedTitle)).toBeNull();
    cleanup();
    await show('en', '2026-11-26', new Date('2026-11-24T00:00:00+09:00'));
    expect(screen.getByText(reservationsEn.confirm.changeClosedTitle)).toBeTruthy();
  });
});
