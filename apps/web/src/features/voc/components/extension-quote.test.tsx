import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import extensionsEn from '../../../../../../packages/i18n/locales/en/extensions.json';
import { ApiError } from '../../../shared/api-client';
import { testI18n } from '../../../shared/test-i18n';
import { ExtensionQuote } from './extension-quote';

let answer: { data?: unknown; isError: boolean; error?: unknown } = { isError: false };
vi.mock('../extensions-api', () => ({ useExtensionQuote: () => answer }));

afterEach(cleanup);

const REQUEST = { kind: 'lights' as const, date: '2026-11-28', floors: [3, 12], start: '19:00', end: '21:00' };

async function show(request: typeof REQUEST | null) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'extensions', extensionsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <ExtensionQuote request={request} />
    </I18nextProvider>,
  );
}

describe('the extension quote', () => {
  it('asks for the period until the form holds one', async () => {
    answer = { isError: false };
    await show(null);
    expect(screen.getByText(extensionsEn.form.quoteHint)).toBeTruthy();
  });

  it('shows a line per floor with its hours and rate, the VAT and the total', async () => {
    answer = {
      isError: false,
      data: {
        lines: [
          { key: 'floor', floor: 3, hours: 2, rate: 30_000, amount: 60_000 },
          { key: 'floor', floor: 12, hours: 2, rate: 30_000, amount: 60_000 },
          { key: 'vat', amount: 12_000 },
        ],
        subtotal: 120_000,
        vat: 12_000,
        total: 132_000,
        deadline: '2026-11-27T06:00:00.000Z',
      },
    };
    await show(REQUEST);
    expect(screen.getByText('3F · 2 h × KRW 30,000')).toBeTruthy();
    expect(screen.getByText('12F · 2 h × KRW 30,000')).toBeTruthy();
    expect(screen.getByText(extensionsEn.form.vat)).toBeTruthy();
    expect(screen.getByText('KRW 132,000')).toBeTruthy();
    expect(screen.getByText(/Fri 27 Nov 2026, 15:00/)).toBeTruthy();
  });

  it('says to phone the facility team once the deadline has passed', async () => {
    answer = { isError: true, error: new ApiError(409, 'DEADLINE_PASSED', 'late') };
    await show(REQUEST);
    expect(screen.getByRole('alert').textContent).toBe(
      'The deadline for this day has passed. Please phone the facility team: 02-6000-1002.',
    );
  });

  it('shows the field message of a period inside office hours', async () => {
    answer = {
      isError: true,
      error: new ApiError(400, 'VALIDATION_FAILED', 'invalid', { start: 'Outside office hours, please.' }),
    };
    await show(REQUEST);
    expect(screen.getByRole('alert').textContent).toBe('Outside office hours, please.');
  });
});
