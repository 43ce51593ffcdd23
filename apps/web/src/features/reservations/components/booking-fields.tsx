import { PAYMENT_METHODS } from '@tea/shared/reservations/reservation.rules';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SummaryRow } from '../../../shared/ui/booking-wizard';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { ResourceExtra } from '../api';

/** What `field(name)` gives a control: its registration and its message. */
type Bound = UseFormRegisterReturn & { error?: string };

/** A number input's value for the schema: an empty box is not a number (the schema says so). */
export const toNumberOrNaN = (v: string) => (v === '' ? Number.NaN : Number(v));

/** The start and end of a booking, on the hour marks of the opening hours, at least `minHours` apart. */
export function StartEndFields({ marks, minHours, start, end }: { marks: string[]; minHours: number; start: Bound; end: Bound }) {
  const { t } = useTranslation('reservations');
  const options = (list: string[]) => list.map((m) => ({ value: m, label: m }));
  return (
    <>
      <SelectField label={t('form.start')} required options={options(marks.slice(0, -minHours))} {...start} />
      <SelectField label={t('form.end')} required options={options(marks.slice(minHours))} {...end} />
    </>
  );
}

/** The number of participants, at most `max` when the room's capacity is known; spread `field('participants', { setValueAs: toNumberOrNaN })`. */
export function ParticipantsField({ max, ...field }: Bound) {
  const { t } = useTranslation('reservations');
  return <TextField label={t('form.participants')} type="number" inputMode="numeric" min={1} max={max} required {...field} />;
}

/** How the booking is paid. */
export function PaymentMethodField(props: Bound) {
  const { t } = useTranslation('reservations');
  return (
    <RadioGroup
      legend={t('form.payment')}
      required
      options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`form.payments.${m}`) }))}
      {...props}
    />
  );
}

/** The extras that can be added to a booking, each with what it costs (`price`); spread `register('equipment')`. */
export function ExtrasChoice({
  extras,
  price,
  className,
  error,
  ...register
}: Bound & { extras: ResourceExtra[]; price: (extra: ResourceExtra) => ReactNode; className?: string }) {
  const { t } = useTranslation('reservations');
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-navy-900">{t('form.equipment')}</legend>
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {extras.map((e) => (
          <label key={e.code} className="flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" value={e.code} className="h-5 w-5 accent-navy-800" {...register} />
            <span>
              {e.name} <span className="text-sm text-muted">{price(e)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The confirm step's lines for the chosen extras and the payment. */
export function ExtrasAndPaymentRows({
  equipment,
  paymentMethod,
  extraName,
}: {
  equipment: string[];
  paymentMethod: string;
  extraName: (code: string) => string;
}) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <SummaryRow term={t('confirm.equipment')}>
        {equipment.length ? equipment.map(extraName).join(', ') : t('confirm.none')}
      </SummaryRow>
      <SummaryRow term={t('confirm.payment')}>{t(`form.payments.${paymentMethod}`)}</SummaryRow>
    </>
  );
}
