import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import leaseEn from '../../../../../../packages/i18n/locales/en/lease.json';
import { ApiError } from '../../../shared/api-client';
import { testI18n } from '../../../shared/test-i18n';
import LeaseInquiryPage from './lease-inquiry-page';

let tokens = 0;
const sent = vi.fn(async (_body: unknown): Promise<unknown> => ({ sent: true }));
vi.mock('../../../shared/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/api-client')>()),
  api: async (path: string, options?: { body: unknown }) => {
    if (path === '/lease-inquiries/form-token') return { token: `token-${++tokens}` };
    return sent(options?.body);
  },
}));

afterEach(() => {
  cleanup();
  sent.mockReset();
  sent.mockImplementation(async () => ({ sent: true }));
});

async function renderPage() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'lease', leaseEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LeaseInquiryPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the inquiry' })));

function fillAll() {
  type('Name', 'Kim Tenant');
  type('E-mail', 'kim@lease.example');
  type('Contact number', '010-2345-6789');
  fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
  type('Desired move-in date', '2099-03-02');
  type('Rental area', 'About 1,000 m²');
  fireEvent.click(screen.getByRole('checkbox', { name: 'IT and software' }));
  type('Title', 'One floor');
  type('Details', 'From March.');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('the lease inquiry form', () => {
  it('checks a field when it is left and as it changes, naming the field', async () => {
    await renderPage();
    type('Rental area', 'a'.repeat(101));
    expect(screen.queryByText('Please enter a rental area of 100 characters or fewer.')).toBeNull();
    fireEvent.blur(field('Rental area'));
    expect(screen.getByText('Please enter a rental area of 100 characters or fewer.')).toBeTruthy();
    type('Rental area', 'a'.repeat(100));
    expect(screen.queryByText('Please enter a rental area of 100 characters or fewer.')).toBeNull();
  });

  it("asks for the consent with the spec's message and sends nothing without it", async () => {
    await renderPage();
    fillAll();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await submit();
    expect(screen.getByText('Please consent to collect and use of personal information')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the inquiry with its token and an empty honeypot, then says an e-mail with the withdrawal link went out', async () => {
    await renderPage();
    fillAll();
    await submit();
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ sectors: ['it'], consent: true, website: '', formToken: expect.stringMatching(/^token-/) }),
    );
    expect(screen.getByRole('status').textContent).toContain('kim@lease.example');
    expect(screen.getByRole('status').textContent).toContain('withdraw');
  });

  it('keeps what was typed when the form is too old, and sends the next time with a fresh token', async () => {
    await renderPage();
    fillAll();
    sent.mockRejectedValueOnce(new ApiError(400, 'FORM_EXPIRED', 'This form has been open too long. Please send it again.'));
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('open too long');
    expect(field('Title').value).toBe('One floor');
    const first = (sent.mock.calls[0]![0] as { formToken: string }).formToken;
    await submit();
    const second = (sent.mock.calls[1]![0] as { formToken: string }).formToken;
    expect(second).not.toBe(first);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
