import { seoulDate } from '@tea/shared/calendar';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';

/** The seat amenities' booking pages (the nap room, the refresh lounge, golf): the pieces they show alike (the seat's panel is the kit's SeatPanel). */
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

/** A link to the person's bookings of the amenity in My Page (or where else the page sends them). */
export function HistoryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** Today, the one day a seat is booked for, as the form's date. */
export function TodayField(props: Omit<ComponentProps<typeof SelectField>, 'options' | 'required'>) {
  const format = useDateFormat();
  const today = seoulDate();
  return <SelectField required options={[{ value: today, label: format.date(today) }]} {...props} />;
}

/** Why a booking form is not shown (tenant staff book here; a booking not found), and where to go instead. */
export function NoticeWithLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="info">{text}</FormAlert>
      <HistoryLink to={to}>{label}</HistoryLink>
    </div>
  );
}

/** What the building office sees on a seat amenity's booking page: tenant staff book; the office manages the seats. */
export function StaffOnly({ text, linkText }: { text: string; linkText: string }) {
  return <NoticeWithLink text={text} to="/admin/seats" label={linkText} />;
}

/** A change asked of a booking that is not the person's, not this amenity's, or no longer changeable. */
export function NotChangeable({ text, history, historyText }: { text: string; history: string; historyText: string }) {
  return <NoticeWithLink text={text} to={history} label={historyText} />;
}
