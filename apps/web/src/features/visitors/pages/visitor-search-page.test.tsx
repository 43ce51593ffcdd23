import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import visitorsKo from '../../../../../../packages/i18n/locales/ko/visitors.json';
import { ApiError } from '../../../shared/api-client';
import { testI18n } from '../../../shared/test-i18n';
import VisitorSearchPage from './visitor-search-page';

const search = vi.fn(async (_body: unknown) => ({ sent: true as const }));
vi.mock('../../../shared/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/api-client')>()),
  api: async (_path: string, options: { body: unknown }) => {
    return search(options.body);
  },
}));

afterEach(() => {
  cleanup();
  search.mockClear();
});

async function renderPage(lang: 'ko' | 'en' = 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'visitors', lang === 'en' ? visitorsEn : visitorsKo);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <VisitorSearchPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me the link' })));

describe('the visitor search', () => {
  it('names each missing field in the visitor language and sends nothing', async () => {
    await renderPage();
    await submit();
    expect(screen.getByText("Please enter the visitor's name.")).toBeTruthy();
    expect(screen.getByText('Please enter the e-mail address or mobile number given in the application.')).toBeTruthy();
    expect(screen.getByText('Please select a date.')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it('sends name, contact and date, and says only that a link went to the contact on file if a visit matches', async () => {
    await renderPage();
    type('Visitor name', 'Jane Doe');
    type('E-mail or mobile', 'jane@partner.example');
    type('Visit date', '2026-12-01');
    await submit();
    expect(search).toHaveBeenCalledWith({ name: 'Jane Doe', contact: 'jane@partner.example', date: '2026-12-01' });
    expect(screen.getByRole('status').textContent).toContain('If a visit matches what you entered, a link to it has been sent');
    // However often one searches: a visit's contact is not flooded (decision 0056).
    expect(screen.getByRole('status').textContent).toContain('A visit gets at most 3 links a day.');
    // What was typed stays, to search again.
    expect(field('Visitor name').value).toBe('Jane Doe');
  });

  it("puts the server's field messages on their fields, and any other refusal above the button, keeping what was typed", async () => {
    await renderPage();
    type('Visitor name', 'Jane Doe');
    type('E-mail or mobile', 'jane@partner.example');
    type('Visit date', '2026-12-01');
    search.mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.');
    search.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { date: 'Please select a date.' }));
    await submit();
    expect(screen.getByText('Please select a date.')).toBeTruthy();
    expect(field('Visitor name').value).toBe('Jane Doe');
  });

  it('searches by reference on its own tab, keeping what was typed on the other', async () => {
    await renderPage();
    type('Visitor name', 'Jane Doe');
    fireEvent.click(screen.getByRole('tab', { name: 'Reference' }));
    expect(screen.getByRole('tab', { name: 'Reference' }).getAttribute('aria-selected')).toBe('true');
    type('Reference', 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me the link' })));
    expect(screen.getByText('Please enter the reference as VS-20261201-K7QX9MPA.')).toBeTruthy();
    // A reference of today's form (random letters), and one of a visit made before it (numbered).
    type('Reference', ' vs-20261201-k7qx9mpa ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me the link' })));
    expect(search).toHaveBeenCalledWith({ reference: 'vs-20261201-k7qx9mpa' });
    type('Reference', 'VS-20261201-0007');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me the link' })));
    expect(search).toHaveBeenLastCalledWith({ reference: 'VS-20261201-0007' });
    fireEvent.click(screen.getByRole('tab', { name: 'Name, contact and date' }));
    expect(field('Visitor name').value).toBe('Jane Doe');
  });

  it('speaks Korean', async () => {
    await renderPage('ko');
    expect(screen.getByRole('heading', { level: 1, name: '방문 예약 조회' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '예약 번호' })).toBeTruthy();
  });
});
