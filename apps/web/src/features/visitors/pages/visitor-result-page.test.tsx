import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import type { VisitView } from '../api';
import VisitorResultPage from './visitor-result-page';

const visit = (over: Partial<VisitView>): VisitView => ({
  id: 1,
  registrationId: 7,
  reference: 'VS-20261124-0001',
  source: 'external',
  status: 'approved',
  visitor: { name: 'Jane Doe', company: 'Partner Co.', email: 'jane@partner.example', mobile: '', qrLang: 'en' },
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 60,
  purpose: 'Meeting',
  visitedPerson: 'Kim',
  building: 'A',
  floor: 12,
  personInCharge: 'Kim',
  company: { id: 3, name: 'ACME Korea' },
  decisionReason: null,
  checkedInAt: null,
  createdAt: '2026-11-24T00:00:00Z',
  can: { approve: false, cancel: true, edit: true },
  passCode: 'abcdefghjkmnpqrstuvwxyz234',
  ...over,
});

let answer: { data?: VisitView[]; error?: unknown } = {};
const asked: (string | null)[] = [];
const cancel = vi.fn(async (_ids: number[]) => ({ changed: 1 }));
vi.mock('../api', () => ({
  useVisitorVisits: (token: string | null) => {
    asked.push(token);
    return {
      data: answer.data,
      error: answer.error ?? null,
      isError: !!answer.error,
      isPending: !answer.data && !answer.error,
      isFetching: false,
    };
  },
  useVisitorChanges: () => ({ cancel: { mutateAsync: cancel } }),
}));

beforeAll(() => installDialogMethods());
afterEach(() => {
  cleanup();
  storage.clearUser();
  asked.length = 0;
  cancel.mockClear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function renderAt(path: string) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/visitor-reservation-inquiry-result"
            element={
              <>
                <VisitorResultPage />
                <Where />
              </>
            }
          />
          <Route path="/external-visitor-reservation-search" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("what the search's link opens", () => {
  it('keeps the token as the visitor session, takes it out of the address, and shows the visits with the pass', async () => {
    answer = {
      data: [
        visit({}),
        visit({ id: 2, status: 'pending', passCode: undefined, visitor: { ...visit({}).visitor, name: 'Joe Roe' } }),
      ],
    };
    await renderAt('/visitor-reservation-inquiry-result?token=abcdefghjkmnpqrstuvwxyz234');
    expect(storage.get('visitorToken')).toBe('abcdefghjkmnpqrstuvwxyz234');
    expect(screen.getByTestId('where').textContent).toBe('/visitor-reservation-inquiry-result');
    expect(asked).toContain('abcdefghjkmnpqrstuvwxyz234');
    // A card per visit, at every width: a visitor's own few visits need no table.
    expect(screen.queryByRole('table')).toBeNull();
    const table = screen.getByRole('list', { name: 'The visits of your application' });
    expect(within(table).getAllByRole('listitem')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Open the pass of Jane Doe' }).getAttribute('href')).toBe(
      '/visitor-qr/abcdefghjkmnpqrstuvwxyz234',
    );
    expect(within(table).queryByRole('link', { name: 'Open the pass of Joe Roe' })).toBeNull();
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/external-visitor-reservation-application/7');
  });

  it('cancels a visit after the question, and logs out to the search', async () => {
    storage.set('visitorToken', 'abcdefghjkmnpqrstuvwxyz234');
    answer = { data: [visit({})] };
    await renderAt('/visitor-reservation-inquiry-result');
    const table = screen.getByRole('list', { name: 'The visits of your application' });
    fireEvent.click(within(table).getByRole('button', { name: /Jane Doe/ }));
    expect(screen.getByText('Do you really want to cancel this visit reservation?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the visit' })));
    expect(cancel).toHaveBeenCalledWith([1]);
    expect(screen.getByText('The visit has been cancelled.')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(storage.get('visitorToken')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/external-visitor-reservation-search');
    vi.unstubAllGlobals();
  });

  it('says an ended link has expired, forgets it, and leads back to the search', async () => {
    storage.set('visitorToken', 'abcdefghjkmnpqrstuvwxyz234');
    answer = { error: new ApiError(404, 'NOT_FOUND', 'Not found') };
    await renderAt('/visitor-reservation-inquiry-result');
    expect(screen.getByRole('heading', { name: 'This link has expired or is not valid' })).toBeTruthy();
    expect(storage.get('visitorToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/external-visitor-reservation-search');
  });

  it('without a link says so too', async () => {
    answer = {};
    await renderAt('/visitor-reservation-inquiry-result');
    expect(screen.getByRole('heading', { name: 'This link has expired or is not valid' })).toBeTruthy();
  });
});
