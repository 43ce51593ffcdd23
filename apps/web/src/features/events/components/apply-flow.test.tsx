import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EventView } from '@tea/shared/events/event.schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import eventsEn from '../../../../../../packages/i18n/locales/en/events.json';
import { storage } from '../../../shared/storage';
import { testI18n } from '../../../shared/test-i18n';
import { ApplyDone, ApplyFlow } from './apply-flow';

afterEach(() => {
  cleanup();
  storage.clearUser();
  vi.unstubAllGlobals();
});

const EVENT: EventView = {
  id: 7,
  title: 'Lunchtime wine class',
  description: '',
  place: '3F',
  rules: 'Be on time.',
  startsAt: '2026-12-03T03:00:00.000Z',
  endsAt: '2026-12-03T04:00:00.000Z',
  applyOpensAt: '2026-11-20T00:00:00.000Z',
  applyClosesAt: '2026-12-02T00:00:00.000Z',
  capacity: 10,
  waitlistLength: 5,
  taken: 10,
  waitlisted: 0,
  state: 'waitlist',
  accepting: true,
  allowAnonymous: true,
  photoId: null,
};

/** The member's profile answers only when `answer` is called. */
function profileLater() {
  let answer: () => void = () => undefined;
  const body = { name: '강민서', email: 'minseo@example.com', mobile: '+821051633520' };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json(body));
        }),
    ),
  );
  return () => act(async () => answer());
}

async function renderFlow(onStep: (step: 1 | 2) => void, event: EventView = EVENT) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'events', eventsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ApplyFlow event={event} step={1} onStep={onStep} onDone={() => undefined} onClose={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ApplyFlow step 1', () => {
  it('keeps a member on their details until their account has filled them in, then goes on', async () => {
    storage.set('accessToken', 'token');
    storage.set('name', '강민서');
    storage.set('companyName', '에이씨엠이코리아');
    const answer = profileLater();
    const onStep = vi.fn();
    await renderFlow(onStep);

    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Filling in your details from your account…')).toBeTruthy();
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Name/ }).matches(':disabled')).toBe(true);
    fireEvent.click(next);
    expect(onStep).not.toHaveBeenCalled();

    await answer();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', '강민서'));
    expect(screen.getByRole('textbox', { name: /^Name/ }).matches(':disabled')).toBe(false);
    expect(screen.getByText('Filled in from your account: change anything for this application.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(onStep).toHaveBeenCalledWith(2);
  });

  it('lets someone signed out type at once: nothing to wait for', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderFlow(vi.fn());
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Name/ }).matches(':disabled')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("ApplyFlow, the event's own page", () => {
  it('shows the poster first, loaded at once, named by the title', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderFlow(vi.fn(), { ...EVENT, photoId: 'abcDEF_123-xyzABCDEFGH' });
    const img = screen.getByRole('img', { name: 'Lunchtime wine class' });
    expect(img.getAttribute('srcset')).toContain('/media/abcDEF_123-xyzABCDEFGH/1280.webp 1280w');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('shows no image for an event without a photo', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderFlow(vi.fn());
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('ApplyDone', () => {
  it('tells someone without a login to confirm from their e-mail within the hold, until when', async () => {
    const i18n = await testI18n('en');
    i18n.addResourceBundle('en', 'events', eventsEn);
    render(
      <I18nextProvider i18n={i18n}>
        <ApplyDone
          event={EVENT}
          applied={{
            result: { id: 3, status: 'unconfirmed', position: null, holdUntil: '2026-11-24T01:00:00.000Z' },
            email: 'guest@example.com',
            headcount: 2,
          }}
          onClose={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Your place at Lunchtime wine class for 2 person(s) is held until 10:00. We have sent a link to guest@example.com: open it and confirm your application within 30 minutes',
    );
    expect(screen.queryByText(/link to cancel/)).toBeNull();
  });
});
