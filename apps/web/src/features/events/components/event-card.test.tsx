import type { EventView } from '@tea/shared/events/event.schema';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import eventsKo from '../../../../../../packages/i18n/locales/ko/events.json';
import { testI18n } from '../../../shared/test-i18n';
import { localMobile } from './apply-flow';
import { EventCard, Period } from './event-card';

afterEach(cleanup);

const EVENT: EventView = {
  id: 7,
  title: '와인 클래스',
  description: '',
  place: '3F',
  rules: '',
  startsAt: '2026-12-03T03:00:00.000Z',
  endsAt: '2026-12-03T04:00:00.000Z',
  applyOpensAt: '2026-11-20T00:00:00.000Z',
  applyClosesAt: '2026-12-02T00:00:00.000Z',
  capacity: 10,
  waitlistLength: 5,
  taken: 10,
  waitlisted: 2,
  state: 'waitlist',
  accepting: true,
  allowAnonymous: true,
  photoId: null,
};

async function renderCard(event: EventView) {
  const i18n = await testI18n('ko');
  i18n.addResourceBundle('ko', 'events', eventsKo);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <EventCard event={event} q="" onApply={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('EventCard', () => {
  it('says a full event still takes its waiting list, and offers it', async () => {
    await renderCard(EVENT);
    expect(screen.getByText('정원 마감 · 대기 신청 가능')).toBeTruthy();
    expect(screen.queryByText('마감(정원 초과)')).toBeNull();
    expect(screen.getByRole('button', { name: '대기자로 신청' })).toBeTruthy();
  });

  it('says full, and offers nothing, once the waiting list is full too', async () => {
    await renderCard({ ...EVENT, waitlisted: 5, state: 'full', accepting: false });
    expect(screen.getByText('마감(정원 초과)')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the event's poster at its public sizes, named by the title, lazily and with its shape", async () => {
    await renderCard({ ...EVENT, photoId: 'abcDEF_123-xyzABCDEFGH' });
    const img = screen.getByRole('img', { name: '와인 클래스' });
    expect(img.getAttribute('srcset')).toContain('/media/abcDEF_123-xyzABCDEFGH/320.webp 320w');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('shows no image at all, not an empty box, for an event without a photo', async () => {
    await renderCard(EVENT);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Period', () => {
  it('writes one day once, with its times', () => {
    render(<Period start="2026-11-27T09:00:00.000Z" end="2026-11-27T11:00:00.000Z" />);
    expect(screen.getByText(/18:00–20:00/).tagName).toBe('TIME');
  });
});

describe('localMobile', () => {
  it("writes an account's E.164 mobile the way people type it", () => {
    expect(localMobile('+821051609763')).toBe('010-5160-9763');
    expect(localMobile('+82212345678')).toBe('0212345678');
  });
});
