import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { pinJourneyMorning } from '../../../shared/test-clock';
import { testI18n } from '../../../shared/test-i18n';
import ExternalVisitApplicationPage from './external-visit-application-page';

const apply = vi.fn(async (_body: unknown) => ({
  registrationId: 9,
  references: ['VS-20261124-0002'],
  status: 'pending' as const,
}));

vi.mock('../api', () => ({
  useVisitCompanies: () => ({
    isPending: false,
    isError: false,
    data: [
      { id: 3, name: 'ACME Korea', tower: 'B', floors: [12] },
      { id: 4, name: 'Blue Ocean Partners', tower: 'A', floors: [20, 22] },
    ],
  }),
  useApplyExternal: () => ({ mutateAsync: apply }),
  useVisitorRegistration: (token: string | null, id: number | null) =>
    token && id === 7
      ? { isPending: false, isSuccess: true, error: null, data: registration }
      : { isPending: false, isSuccess: false, error: new ApiError(404, 'NOT_FOUND', 'Not found'), data: undefined },
  useVisitorChanges: () => ({ save: { mutateAsync: save } }),
}));

const save = vi.fn(async (_: unknown) => ({ registrationId: 7, references: ['VS-20261124-0003'], status: 'approved' as const }));
const registration = {
  id: 7,
  source: 'external' as const,
  company: { id: 4, name: 'Blue Ocean Partners' },
  personInCharge: { name: 'Park', building: 'A' as const, floor: 20 },
  visits: [
    {
      id: 31,
      registrationId: 7,
      reference: 'VS-20261124-0003',
      source: 'external' as const,
      status: 'approved' as const,
      visitor: { name: 'Jane Doe', company: 'Partner Co.', email: 'jane@partner.example', mobile: '', qrLang: 'en' as const },
      date: '2026-12-01',
      time: '10:00',
      durationMinutes: 60,
      purpose: 'Meeting',
      visitedPerson: 'Park',
      building: 'A' as const,
      floor: 20,
      personInCharge: 'Park',
      company: { id: 4, name: 'Blue Ocean Partners' },
      decisionReason: null,
      checkedInAt: null,
      createdAt: '2026-11-24T00:00:00Z',
      can: { approve: false, cancel: true, edit: true },
    },
  ],
};

pinJourneyMorning();
// The done screen brings its heading into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  apply.mockClear();
});

async function renderPage(visitId = '0') {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/external-visitor-reservation-application/${visitId}`]}>
        <Routes>
          <Route path="/external-visitor-reservation-application/:visitId" element={<ExternalVisitApplicationPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement | HTMLSelectElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));

function fillApplication() {
  type('Tenant company', '3');
  type('Name of the person in charge', 'Kim Minsu');
  type('Visitor name', 'Jane Doe');
  type('Company name', 'Northwind');
  type('E-mail', 'jane@example.com');
  type('Visit date', '2026-12-01');
  type('Visit time', '14:00');
  type('Purpose of visit', 'Partnership meeting');
  type('Visited person', 'Kim Minsu');
}

describe('the external visit application', () => {
  it('goes to the chosen tenant: its tower and, when it has one, its floor', async () => {
    await renderPage();
    type('Tenant company', '3');
    expect(field('Visit building').value).toBe('B');
    expect(field('Landing floor').value).toBe('12');
    expect(field('Building').value).toBe('B');
  });

  it('asks for the tenant, in words for a visitor', async () => {
    await renderPage();
    await submit();
    expect(await screen.findByText('Please select the tenant you are visiting.')).toBeTruthy();
  });

  it('needs the consent of the spec before anything is sent, then applies after the confirmation', async () => {
    await renderPage();
    expect(screen.getByText('The visit history is kept for 3 months after the visit, then deleted.')).toBeTruthy();
    fillApplication();
    await submit();
    expect(await screen.findByText('Please consent to collect and use of personal information')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'I consent to the collection and use of my personal information.' }));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the visit reservation' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(apply).toHaveBeenCalledOnce();
    expect(apply.mock.calls[0]![0]).toMatchObject({
      companyId: 3,
      consent: true,
      personInCharge: { name: 'Kim Minsu', building: 'B', floor: 12 },
      visitors: [{ name: 'Jane Doe', email: 'jane@example.com', mobile: '', date: '2026-12-01', time: '14:00', qrLang: 'en' }],
    });
    expect(await screen.findByRole('heading', { name: 'Your application has been sent.' })).toBeTruthy();
    expect(screen.getByText(/waiting for the tenant's approval/)).toBeTruthy();
    expect(screen.getByText('VS-20261124-0002')).toBeTruthy();
  });

  it('shows "not found" for an id that is none, with the way to a new application', async () => {
    await renderPage('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Visitor reservation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for a visit' }).getAttribute('href')).toBe(
      '/external-visitor-reservation-application/0',
    );
  });

  it("shows an application only under the visitor's session: without one, the way to the search", async () => {
    await renderPage('7');
    expect(screen.getByRole('heading', { level: 1, name: 'Visitor reservation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/external-visitor-reservation-search');
  });

  it("changes the visitor's own application under their session, adding no visitor", async () => {
    storage.set('visitorToken', 'abcdefghjkmnpqrstuvwxyz234');
    try {
      await renderPage('15');
      expect(screen.getByRole('link', { name: 'My visit reservation' }).getAttribute('href')).toBe(
        '/visitor-reservation-inquiry-result',
      );
      cleanup();
      await renderPage('7');
      expect(screen.getByRole('heading', { level: 1, name: 'Change my visit application' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add a visitor' })).toBeNull();
      expect((field('Visitor name') as HTMLInputElement).value).toBe('Jane Doe');
      type('Visit time', '14:00');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
      await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' })));
      expect(save).toHaveBeenCalledWith({
        id: 7,
        body: expect.objectContaining({ visitors: [expect.objectContaining({ id: 31, time: '14:00' })] }),
      });
      expect(screen.getByRole('heading', { name: 'Your visit application has been changed.' })).toBeTruthy();
      expect(screen.getByText(/An approved visit has a pass/)).toBeTruthy();

      // A change the tenant approves again: the page says the earlier pass no longer opens (decision 0050).
      cleanup();
      save.mockResolvedValueOnce({ registrationId: 7, references: ['VS-20261124-0003'], status: 'pending' as never });
      await renderPage('7');
      type('Visit time', '15:00');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
      await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' })));
      expect(
        screen.getByText(/waiting for the tenant's approval again: your earlier pass no longer opens the gate/),
      ).toBeTruthy();
    } finally {
      storage.remove('visitorToken');
    }
  });
});
