import { formatKrw } from '@tea/shared/money';
import {
  CONFERENCE,
  conferenceBookingWindow,
  CONFERENCE_PACKAGES,
  packageOf,
  type ConferencePackage,
} from '@tea/shared/reservations/conference.policy';
import { hourMarks } from '@tea/shared/reservations/reservation.rules';
import type { ConferenceRequest, ConferenceRequestInput } from '@tea/shared/reservations/reservation.schema';
import { seoulDate } from '@tea/shared/calendar';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { fieldsOf } from '../../../shared/use-schema-form';
import type { Availability, ConferenceRoom } from '../api';
import { AvailabilityGrid, roomsHours } from './availability-grid';
import { ExtrasChoice, ParticipantsField, PaymentMethodField, StartEndFields, toNumberOrNaN } from './booking-fields';
import { Panel } from '../../../shared/ui/service-page';

type Form = UseFormReturn<ConferenceRequestInput, unknown, ConferenceRequest>;

/** The details of a conference booking: day and room (with the day's grid), the meeting, extras and payment. */
export function ConferenceForm({
  form,
  rooms,
  availability,
  own,
}: {
  form: Form;
  rooms: ConferenceRoom[];
  availability: Availability | undefined;
  /** The booking being changed, whose own hours count as free in the grid. */
  own: { roomId: number; start: string; end: string } | null;
}) {
  const { t, i18n } = useTranslation('reservations');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const { watch, setValue, control } = form;
  const field = fieldsOf(form, t);
  const attendees = useFieldArray({ control, name: 'attendees' });
  const roomId = watch('roomId');
  const room = rooms.find((r) => r.id === Number(roomId));
  const bookable = conferenceBookingWindow(seoulDate());
  const date = watch('date');
  const outsideWindow = /^\d{4}-\d{2}-\d{2}$/.test(date) && (date < bookable.first || date > bookable.last);
  const hours = room ? { opens: room.opensAt, closes: room.closesAt } : roomsHours(rooms);
  const marks = hourMarks(hours.opens, hours.closes);

  return (
    <div className="space-y-6">
      <Panel level={3} title={t('form.sections.when')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.date')} type="date" required min={bookable.first} max={bookable.last} {...field('date')} />
        </div>
        <div className="mt-5">
          {outsideWindow ? (
            // A typed date outside the window: the rule, never a grid of hours that looks free.
            <FormAlert tone="info">
              {t('rules.conferenceWindow', { months: CONFERENCE.bookFromMonthsAhead, days: CONFERENCE.bookUntilDaysAhead })}
            </FormAlert>
          ) : (
            <AvailabilityGrid
              rooms={rooms}
              availability={availability}
              excludeId={own}
              selection={{ roomId: Number(roomId) || null, start: watch('start'), end: watch('end') }}
              onSelect={(s) => {
                setValue('roomId', s.roomId ?? Number.NaN, { shouldValidate: true });
                setValue('start', s.start, { shouldValidate: true });
                setValue('end', s.end, { shouldValidate: true });
              }}
            />
          )}
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('conference.room')}
            required
            placeholder={t('conference.chooseRoom')}
            options={rooms.map((r) => ({
              value: r.id,
              label: t('conference.roomOption', {
                name: r.name,
                seats: r.capacity,
                list: formatKrw(r.hourlyPrice, lang),
                price: formatKrw(r.tenantHourlyPrice, lang),
              }),
            }))}
            {...field('roomId', { setValueAs: toNumberOrNaN })}
          />
          <StartEndFields marks={marks} minHours={CONFERENCE.minHours} start={field('start')} end={field('end')} />
        </div>
      </Panel>

      <Panel level={3} title={t('form.sections.meeting')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={t('form.purpose')}
              required
              placeholder={t('form.purposePlaceholder')}
              maxLength={200}
              {...field('purpose')}
            />
          </div>
          <ParticipantsField {...field('participants', { setValueAs: toNumberOrNaN })} max={room?.capacity} />
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-navy-900">{t('conference.attendees')}</legend>
          <p className="mt-1 text-sm text-muted">{t('conference.attendeesHint')}</p>
          <ol className="mt-3 space-y-3">
            {attendees.fields.map((f, i) => (
              <li key={f.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <TextField
                  label={`${t('conference.attendee', { n: i + 1 })} · ${t('conference.attendeeName')}`}
                  {...field(`attendees.${i}.name`)}
                />
                <TextField
                  label={`${t('conference.attendee', { n: i + 1 })} · ${t('conference.attendeeEmail')}`}
                  type="email"
                  {...field(`attendees.${i}.email`)}
                />
                <Button variant="ghost" className="text-danger" onClick={() => attendees.remove(i)}>
                  {t('conference.removeAttendee', { n: i + 1 })}
                </Button>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => attendees.append({ name: '', email: '' })}
            disabled={attendees.fields.length >= 50}
          >
            {t('conference.addAttendee')}
          </Button>
        </fieldset>
      </Panel>

      <Panel level={3} title={t('form.sections.extras')}>
        <RadioGroup
          legend={t('conference.package')}
          required
          options={CONFERENCE_PACKAGES.flatMap((id): { value: ConferencePackage; label: string }[] => {
            if (id === 'none') return [{ value: id, label: t('conference.packages.none') }];
            const offer = packageOf(room ?? rooms[0] ?? { packages: [] }, id);
            if (!offer) return [];
            return [
              {
                value: id,
                label: t(`conference.packages.${id}`, { price: formatKrw(offer.pricePerPerson, lang), min: offer.minPeople }),
              },
            ];
          })}
          {...field('packageId')}
        />
        <p className="mt-1 text-sm text-muted">{t('conference.packageHint')}</p>
        <ExtrasChoice
          className="mt-5"
          extras={(room ?? rooms[0])?.extras ?? []}
          price={(e) => <>({e.price ? t('form.perBooking', { price: formatKrw(e.price, lang) }) : t('form.included')})</>}
          {...field('equipment')}
        />
      </Panel>

      <Panel level={3} title={t('form.sections.booker')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('conference.personInCharge')} required autoComplete="name" {...field('personInCharge')} />
          <TextField label={t('conference.contactEmail')} type="email" required autoComplete="email" {...field('contactEmail')} />
          <TextField label={t('conference.contactMobile')} type="tel" required autoComplete="tel" {...field('contactMobile')} />
          <TextField
            label={t('conference.contractLink')}
            type="url"
            hint={t('conference.contractHint')}
            {...field('contractLink')}
          />
        </div>
        <div className="mt-5">
          <PaymentMethodField {...field('paymentMethod')} />
        </div>
      </Panel>
    </div>
  );
}
