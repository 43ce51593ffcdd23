import { seoulDate } from '@tea/shared/calendar';
import type { ComponentProps } from 'react';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { SelectField } from '../../../shared/ui/form/select-field';

/** Today, the one day a seat is booked for, as the form's date. */
export function TodayField(props: Omit<ComponentProps<typeof SelectField>, 'options' | 'required'>) {
  const format = useDateFormat();
  const today = seoulDate();
  return <SelectField required options={[{ value: today, label: format.date(today) }]} {...props} />;
}
