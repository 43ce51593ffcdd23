import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test-i18n';
import { BookingWizard, SummaryRow, useBookingWizard } from './booking-wizard';

afterEach(cleanup);

/**
 * An amenity's booking as a page would write it: an uncontrolled field (so only the wizard keeps it
 * through the confirm step), a check before confirming, and the reservation `reserve` makes.
 */
function Booking({ reserve }: { reserve: () => Promise<unknown> }) {
  const wizard = useBookingWizard();
  const [purpose, setPurpose] = useState('');
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: 'Booking details',
        lead: 'Fields marked * are required.',
        nextLabel: 'Next: check the price',
        onNext: (event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('purpose') ?? '');
          if (!value) return wizard.showError('Please enter the purpose.');
          setPurpose(value);
          wizard.go('confirm');
        },
        children: (
          <label>
            Purpose* <input name="purpose" />
          </label>
        ),
      }}
      confirm={{
        title: 'Check and confirm',
        lead: 'Nothing is booked until you press Reserve.',
        reserveLabel: 'Reserve',
        onReserve: reserve,
        children: (
          <dl>
            <SummaryRow term="Purpose">{purpose}</SummaryRow>
          </dl>
        ),
      }}
      done={{ title: 'Your conference room is booked.', lead: 'A confirmation e-mail is on its way.', children: <p>CR-1</p> }}
    />
  );
}

async function renderBooking(reserve: () => Promise<unknown> = async () => {}, lang: 'ko' | 'en' = 'en') {
  const i18n = await testI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <Booking reserve={reserve} />
    </I18nextProvider>,
  );
}

const currentStep = () => screen.getByRole('list', { name: /steps|단계/ }).querySelector('[aria-current="step"]')?.textContent;
const purpose = () => screen.getByRole('textbox', { name: 'Purpose*' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function toConfirm(value = 'Board prep') {
  fireEvent.change(purpose(), { target: { value } });
  await act(async () => fireEvent.click(button('Next: check the price')));
}

describe('BookingWizard', () => {
  it('shows the three steps, the first one current, and the details without moving the focus', async () => {
    await renderBooking();
    expect(
      within(screen.getByRole('list', { name: 'Booking steps' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Details', '2 Confirm', '3 Done']);
    expect(currentStep()).toBe('1 Details');
    expect(screen.getByRole('heading', { level: 2, name: 'Booking details' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('goes from the details to the confirm step, with the focus on its heading', async () => {
    await renderBooking();
    await toConfirm();
    const heading = screen.getByRole('heading', { name: 'Check and confirm' });
    expect(document.activeElement).toBe(heading);
    expect(currentStep()).toBe('2 Confirm');
    expect(screen.getByText('Nothing is booked until you press Reserve.')).toBeTruthy();
    expect(screen.getByRole('definition').textContent).toBe('Board prep');
    expect(screen.queryByRole('textbox')).toBeNull(); // the form is out of sight
  });

  it('goes back with everything entered kept, the focus on the details’ heading', async () => {
    await renderBooking();
    await toConfirm('Quarterly review');
    fireEvent.click(button('Previous'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking details' }));
    expect(currentStep()).toBe('1 Details');
    expect(purpose().value).toBe('Quarterly review');
  });

  it('reserves, waiting with both buttons, then shows the done step with the focus on its heading', async () => {
    let finish!: () => void;
    const reserve = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderBooking(reserve);
    await toConfirm();
    await act(async () => fireEvent.click(button('Reserve')));
    expect(reserve).toHaveBeenCalledOnce();
    expect(button('Reserve').disabled).toBe(true);
    expect(button('Reserve').getAttribute('aria-busy')).toBe('true');
    expect(button('Previous').disabled).toBe(true);

    await act(async () => finish());
    const done = screen.getByRole('status');
    const heading = within(done).getByRole('heading', { name: 'Your conference room is booked.' });
    expect(document.activeElement).toBe(heading);
    expect(done.textContent).toContain('A confirmation e-mail is on its way.');
    expect(done.textContent).toContain('CR-1');
    expect(currentStep()).toBe('3 Done');
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
  });

  it('stays on the confirm step when reserving fails, says why, and can try again', async () => {
    const reserve = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('That time was just taken.'))
      .mockResolvedValueOnce(undefined);
    await renderBooking(reserve);
    await toConfirm();
    await act(async () => fireEvent.click(button('Reserve')));
    expect(screen.getByRole('alert').textContent).toBe('That time was just taken.');
    expect(screen.getByRole('heading', { name: 'Check and confirm' })).toBeTruthy();
    expect(currentStep()).toBe('2 Confirm');
    expect(button('Reserve').disabled).toBe(false);

    await act(async () => fireEvent.click(button('Reserve')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your conference room is booked.' })).toBeTruthy();
  });

  it('keeps the details step with the message when they are not right', async () => {
    await renderBooking();
    await act(async () => fireEvent.click(button('Next: check the price')));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the purpose.');
    expect(currentStep()).toBe('1 Details');
  });

  it('names the steps and the way back in Korean', async () => {
    await renderBooking(async () => {}, 'ko');
    expect(currentStep()).toBe('1 정보 입력');
    await toConfirm();
    expect(currentStep()).toBe('2 확인');
    fireEvent.click(button('이전'));
    expect(purpose().value).toBe('Board prep');
  });
});
