import { amenityPolicy, historyPath } from '@tea/shared/reservations/amenity-policies';
import { NAP_ROOM, napEnd, napMarks, napStartOpen, napVerdict } from '@tea/shared/reservations/sleeping-room.policy';
import { napFormSchema, type NapForm, type NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookedSummary } from '../../../shared/ui/booked-summary';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { useNapRule } from '../../../shared/nap-rule';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { NapSeatMap } from '../components/nap-seat-map';
import { HistoryLink, NoticeWithLink } from '../../../shared/ui/notice-with-link';
import { TodayField } from '../components/seat-booking';
import { SeatPanel } from '../../../shared/ui/seat-panel';
import { useLiveNapSeats, useNapBooking, useNapSeats, useNapStatus, useSaveNap } from '../nap-api';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const FIELDS = ['seatId', 'date', 'start', 'hours'] as const;
const HISTORY = historyPath('sleepingRoom');
const BOOK_PATH = amenityPolicy('sleepingRoom').bookPath;

const nowTime = () => new Date().toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

/** The hours still to be had today (an hour under way may be taken for what is left of it). */
const openHours = () =>
  napMarks()
    .slice(0, -1)
    .filter((m) => napStartOpen(m, nowTime()));

/** How long a reservation from `start` may be: an hour, and with sessions up to three, within building hours. */
function lengthsFrom(start: string, withPasses: boolean): number[] {
  const most = withPasses ? NAP_ROOM.maxPaidMinutes / NAP_ROOM.slotMinutes : 1;
  const room = start ? (minutesOf(NAP_ROOM.closesAt) - minutesOf(start)) / NAP_ROOM.slotMinutes : most;
  return Array.from({ length: Math.max(1, Math.min(most, room)) }, (_, i) => i + 1);
}

function NapWizard({ id, initial, status }: { id: number | null; initial: NapForm; status: NapStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  const wizard = useBookingWizard();
  const save = useSaveNap(id);
  const [savedId, setSavedId] = useState<number | null>(null);
  const booked = useNapBooking(savedId);
  const form = useSchemaForm<NapForm>(napFormSchema, { defaultValues: initial, fields: FIELDS });
  const { field, register, handleSubmit, setError, setFocus, setValue, getValues, watch, formState } = form;
  const [date, start, seatId, hours] = [watch('date'), watch('start'), watch('seatId'), watch('hours')];
  const length = Number.isInteger(hours) && hours > 0 ? hours : 1;
  const seats = useNapSeats(date, start, start ? napEnd(start, length) : '', id);
  useLiveNapSeats(status.gender);
  // The rule the server applies under its locks (decision 0059): a refusal stops the form before the confirm page.
  const rule = useNapRule();
  const verdict = napVerdict(status, length * NAP_ROOM.slotMinutes);
  const cost = rule.cost(verdict, status);
  const chosen = seats.data?.seats.find((s) => s.id === seatId);
  const side = t(`nap.side.${status.gender}`);

  const onNext = handleSubmit(() => {
    if (!verdict.ok) return setFocus('hours');
    wizard.showError(null);
    wizard.go('confirm');
  });

  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    const values = getValues();
    const { hours: h, ...rest } = values;
    setSavedId((await save.mutateAsync({ ...rest, end: napEnd(values.start, h) })).id);
  });

  const seatError = formState.errors.seatId ? t(String(formState.errors.seatId.message)) : undefined;
  const values = getValues();
  // One booking a day (decision 0059), said before anything is picked; once this form has booked, its
  // done step stays on screen although the refreshed status now holds the day's booking.
  if (status.bookedToday && savedId === null)
    return <NoticeWithLink text={rule.bookedToday} to={HISTORY} label={t('nap.history')} />;
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('nap.formTitle'),
        lead: t('nap.required'),
        nextLabel: t('nap.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('nap.whenTitle')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TodayField label={t('nap.date')} placeholder={t('nap.choose')} {...field('date')} />
                <SelectField
                  label={t('nap.time')}
                  required
                  placeholder={t('nap.choose')}
                  options={openHours().map((m) => ({ value: m, label: `${m}–${napEnd(m, length)}` }))}
                  {...field('start')}
                />
                <SelectField
                  label={t('passes.hours')}
                  required
                  options={lengthsFrom(start, status.sessionsLeft > 0).map((n) => ({
                    value: String(n),
                    label: t('passes.hoursOption', { count: n }),
                  }))}
                  {...field('hours', { valueAsNumber: true })}
                  error={verdict.ok ? field('hours').error : cost}
                />
              </div>
              <p className="mt-3 text-sm text-ink empty:hidden" aria-live="polite" data-testid="nap-cost">
                {verdict.ok ? cost : ''}
              </p>
            </Panel>
            <SeatPanel
              title={`${t('nap.seat')} · ${side}`}
              hidden={<input type="hidden" {...register('seatId', { valueAsNumber: true })} />}
              failure={seats.isError ? seats.error.message : undefined}
              hint={t('nap.pickTime')}
              error={seatError}
              map={
                seats.data ? (
                  <NapSeatMap
                    map={seats.data}
                    selected={Number.isNaN(seatId) ? null : seatId}
                    onSelect={(seat) => setValue('seatId', seat, { shouldValidate: true })}
                  />
                ) : null
              }
            />
            <p className="text-sm text-muted">
              {rule.summary} {t('nap.terms')}
            </p>
          </>
        ),
      }}
      confirm={{
        title: t('nap.confirmTitle'),
        lead: t('nap.confirmLead'),
        reserveLabel: id === null ? t('nap.reserve') : t('nap.change'),
        onReserve,
        children: (
          <Panel level={3} title={t('sleepingRoom.name')}>
            <dl className="divide-y divide-line">
              <SummaryRow term={t('nap.seat')}>{chosen ? t('nap.unit', { side, number: chosen.number }) : ''}</SummaryRow>
              <SummaryRow term={t('nap.when')}>
                {values.start ? format.span(values.date, values.start, napEnd(values.start, length)) : ''}
              </SummaryRow>
              <SummaryRow term={t('passes.cost')}>{cost}</SummaryRow>
            </dl>
          </Panel>
        ),
      }}
      done={{
        title: id === null ? t('nap.doneTitle') : t('nap.changedTitle'),
        lead: t('nap.doneLead'),
        children: savedId !== null && (
          <>
            <BookedSummary booking={booked.data} place={t('nap.seat')} />
            <div className="mt-4">
              <HistoryLink to={HISTORY}>{t('nap.history')}</HistoryLink>
            </div>
          </>
        ),
      }}
    />
  );
}

/** What keeps the person from booking, shown before they pick anything: a closed day, a no-show restriction, the booking hours. */
function Blocked({ status }: { status: NapStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  if (status.closed) return <FormAlert tone="info">{t(status.closed.key, status.closed.params)}</FormAlert>;
  if (status.restrictedUntil) return <FormAlert>{t('nap.restricted', { date: format.date(status.restrictedUntil) })}</FormAlert>;
  if (!status.bookingOpen) return <FormAlert tone="info">{t('nap.closedNow')}</FormAlert>;
  return null;
}

function EditNap({ id, status }: { id: number; status: NapStatus }) {
  const { t } = useTranslation('amenities');
  const booking = useNapBooking(id);
  if (booking.isPending) return <PageLoading />;
  const r = booking.data;
  // This page moves the bookings whose registry entry books here (a conference id shows nothing).
  if (!r || amenityPolicy(r.amenity).bookPath !== BOOK_PATH || !r.canChange) {
    return <NoticeWithLink text={t('nap.notFound')} to={HISTORY} label={t('nap.history')} />;
  }
  const hours = Math.max(1, (minutesOf(r.end) - minutesOf(r.start)) / NAP_ROOM.slotMinutes);
  return <NapWizard id={id} status={status} initial={{ seatId: r.resource.id, date: r.date, start: r.start, hours }} />;
}

/**
 * /tenant-service/amenities/sleeping-room/reservation (+ /edit/:id), issue 16: a date, an hour and a
 * seat of one's own side on the map → confirm → done; a restriction or the closed booking hours are
 * said before anything is picked.
 */
function NapReservation() {
  const { t } = useTranslation('amenities');
  const facts = useBuildingFacts();
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const status = useNapStatus(editing ? id : null);
  const blank: NapForm = { seatId: Number.NaN, date: '', start: '', hours: 1 };
  return (
    <ServicePage title={editing ? t('nap.editTitle') : t('nap.title')} lead={t('nap.lead', facts)}>
      {status.isPending ? (
        <PageLoading />
      ) : status.isError ? (
        <FormAlert>{status.error.message}</FormAlert>
      ) : status.data.closed || status.data.restrictedUntil || !status.data.bookingOpen ? (
        <Blocked status={status.data} />
      ) : editing ? (
        <EditNap id={id} status={status.data} />
      ) : (
        <NapWizard id={null} status={status.data} initial={blank} />
      )}
    </ServicePage>
  );
}

/** Tenant staff book a seat of their own side; the building office has no side and no bookings here. */
export default function NapReservationPage() {
  const { t } = useTranslation('amenities');
  return (
    <TenantStaffOnly
      title={t('nap.title')}
      office={{ text: t('nap.staffOnly'), to: '/admin/seats', label: t('nap.officeSeats') }}
    >
      <NapReservation />
    </TenantStaffOnly>
  );
}
