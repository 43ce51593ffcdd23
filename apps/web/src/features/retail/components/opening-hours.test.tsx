import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import retailEn from '../../../../../../packages/i18n/locales/en/retail.json';
import retailKo from '../../../../../../packages/i18n/locales/ko/retail.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { RetailPhoneNote } from '../../../shared/ui/retail-phone-note';
import { OpeningHours } from './opening-hours';

installDialogMethods();
afterEach(cleanup);

async function i18nIn(lang: 'ko' | 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('ko', 'retail', retailKo);
  i18n.addResourceBundle('en', 'retail', retailEn);
  return i18n;
}

const day = (opens: string, closes: string) => ({ opens, closes });

describe('OpeningHours', () => {
  it('writes a week in runs of the same hours, closed days and a note', async () => {
    const i18n = await i18nIn('en');
    const week = [...Array(5).fill(day('07:30', '21:00')), day('10:00', '18:00'), null];
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <OpeningHours hours={week} note="Break 15:00–17:00" />
      </I18nextProvider>,
    );
    const rows = [...container.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Mon–Fri 07:30–21:00', 'Sat 10:00–18:00', 'Sun Closed']);
    expect(container.textContent).toContain('Break 15:00–17:00');
  });

  it('says "every day" and "24 hours" for a shop that never closes, in Korean too', async () => {
    const i18n = await i18nIn('ko');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <OpeningHours hours={Array(7).fill(day('00:00', '24:00'))} />
      </I18nextProvider>,
    );
    expect(container.querySelector('dl')?.textContent).toBe('매일24시간');
  });
});

describe("RetailPhoneNote with a tenant's phone", () => {
  it('opens on its action and calls the tenant, not the service line', async () => {
    const i18n = await i18nIn('en');
    render(
      <I18nextProvider i18n={i18n}>
        <RetailPhoneNote
          phone="02-6000-2102"
          tel="+82260002102"
          texts={{
            trigger: 'Reserve',
            title: 'Reservations by phone only',
            body: 'Please call the café:',
            call: 'Call the café',
          }}
        />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    const link = screen.getByRole('link', { name: 'Call the café: 02-6000-2102' });
    expect(link.getAttribute('href')).toBe('tel:+82260002102');
    expect(screen.queryByText('02-6000-1000')).toBeNull();
  });
});
