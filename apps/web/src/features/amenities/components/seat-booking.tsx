import { seoulDate } from '@tea/shared/calendar';
import type { ComponentProps } from 'react';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { SelectField } from '../../../shared/ui/form/select-field';
import { NoticeWithLink } from '../../../shared/ui/notice-with-link';

/** The seat amenities' booking pages (the nap room, the refresh lounge, golf): the pieces they show alike (the seat's panel is the kit's SeatPanel). */

/** Today, the one day a seat is booked for, as the form's date. */
export function TodayField(props: Omit<ComponentProps<typeof SelectField>, 'options' | 'required'>) {
  const format = useDateFormat();
  const today = seoulDate();
  return <SelectField required options={[{ value: today, label: format.date(today) }]} {...props} />;
}

/** A change asked of a booking that is not the person's, not this amenity's, or no longer changeable. */
export function NotChangeable({ text, history, historyText }: { text: string; history: string; historyText: string }) {
  return <NoticeWithLink text={text} to={history} label={historyText} />;
}
