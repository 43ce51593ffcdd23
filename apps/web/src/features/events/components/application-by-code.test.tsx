import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyApplication } from '@tea/shared/events/event.schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import eventsEn from '../../../../../../packages/i18n/locales/en/events.json';
import { testI18n } from '../../../shared/test-i18n';
import { ApplicationByCode } from './application-by-code';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HELD: MyApplication = {
  id: 5,
  status: 'unconfirmed',
  position: null,
  holdUntil: '2026-11-24T01:00:00.000Z',
  headcount: 1,
  createdAt: '2026-11-24T00:30:00.000Z',
  cancellable: true,
  event: {
    id: 7,
    title: 'Lunchtime wine class',
    place: '3F',
    startsAt: '2026-12-03T03:00:00.000Z',
    endsAt: '2026-12-03T04:00:00.000Z',
  },
};

/** The API of the link's page: the application as `views` give it in turn, and the confirm's answer. */
function serve(views: MyApplication[], confirmAnswer: Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url.endsWith('/confirm')) return confirmAnswer;
    return Response.json(views.length > 1 ? views.shift() : views[0]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderPage(onApplyAgain = vi.fn()) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'events', eventsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ApplicationByCode code="abc" onClose={() => undefined} onApplyAgain={onApplyAgain} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onApplyAgain;
}

describe('ApplicationByCode', () => {
  it('shows an application held for confirmation until when, and confirms it', async () => {
    const confirmed = { ...HELD, status: 'confirmed' as const, holdUntil: null };
    const fetch = serve([HELD, confirmed], Response.json(confirmed));
    await renderPage();
    expect(await screen.findByText('Waiting for your confirmation until 10:00. Your place is held until then.')).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm application' })));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/events\/applications\/by-code\/abc\/confirm$/),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByText('Thank you: your application is confirmed.')).toBeTruthy());
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm application' })).toBeNull();
  });

  it('after the hold, says why and offers to apply again', async () => {
    const expired = { ...HELD, status: 'expired' as const, cancellable: false };
    const refusal = Response.json(
      { code: 'EVENT_HOLD_EXPIRED', message: 'This application was not confirmed in time. Please apply again.' },
      { status: 409 },
    );
    serve([HELD, expired], refusal);
    const onApplyAgain = await renderPage();
    const confirm = await screen.findByRole('button', { name: 'Confirm application' });
    await act(async () => fireEvent.click(confirm));
    expect(await screen.findByText('This application was not confirmed in time. Please apply again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Not confirmed in time')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(onApplyAgain).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('button', { name: 'Cancel application' })).toBeNull();
  });
});
