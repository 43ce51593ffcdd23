import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { seoulDate } from '@tea/shared/calendar';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { FITNESS_SEAT, fitnessSeatIssues, fitnessSeatMarks, fitnessStartOpen } from '@tea/shared/wellness/fitness-seat.rules';
import { fitnessSeatFormSchema, type FitnessSeatForm } from '@tea/shared/wellness/fitness-seat.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BookedSummary } from '../../../shared/ui/booked-summary';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { Button } from '../../../shared/ui/button';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { SeatPanel } from '../../../shared/ui/seat-panel';
import { UnitMap } from '../../../shared/ui/unit-map';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useBookSeat, useFitnessSeats, useSeatBooking } from '../api';
import { CancelSeatDialog } from '../components/cancel-seat-dialog';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const FIELDS = ['seatId', 'date', 'start', 'end', 'agreed'] as const;
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';
const HISTORY = historyPath('fitnessSeat');
const SEAT_PATH = '/fitness-reservation/seat/0';

const nowTime = () => new Date().toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

/** The starts still to be had today: none that has begun is offered (the shared rule the server checks). */
const openStarts = () =>
  fitnessSeatMarks()
    .slice(0, -1)
    .filter((m) => fitnessStartOpen(m, nowTime()));

/** Today, from the first start not begun, for an hour (within opening hours). */
function blank(start: string): FitnessSeatForm {
  const marks = fitnessSeatMarks();
  const end = marks.find((m) => minutesOf(m) === minutesOf(start) + 60) ?? marks.at(-1)!;
  return { seatId: Number.NaN, date: seoulDate(), start, end, agreed: false };
}

function SeatWizard({ starts }: { starts: string[] }) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const wizard = useBookingWizard();
  const book = useBookSeat();
  const [savedId, setSavedId] = useState<number | null>(null);
  const booked = useSeatBooking(savedId);
  const form = useSchemaForm<FitnessSeatForm>(fitnessSeatFormSchema, { defaultValues: blank(starts[0]!), fields: FIELDS });
  const { field, register, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const [date, start, end, seatId] = [watch('date'), watch('start'), watch('end'), watch('seatId')];
  // The map of a time that has already begun would only be refused: the time's field says so on Next.
  const seats = useFitnessSeats(date, start, end, start < end && (date !== seoulDate() || start >= nowTime()));
  const chosen = seats.data?.seats.find((s) => s.id === seatId);
  const marks = fitnessSeatMarks();
  const options = (list: string[]) => list.map((m) => ({ value: m, label: m }));

  const onNext = handleSubmit((values) => {
    wizard.showError(null);
    const issues = fitnessSeatIssues(values, seoulDate(), nowTime());
    for (const issue of issues) setError(issue.field as 'start', { type: 'rule', message: t(issue.key, issue.params) });
    if (issues.length === 0) wizard.go('confirm');
  });

  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    const { agreed: _agreed, ...request } = getValues();
    setSavedId((await book.mutateAsync(request)).id);
  });

  const seatError = formState.errors.seatId ? t(String(formState.errors.seatId.message)) : undefined;
  const values = getValues();
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('seat.formTitle'),
        lead: t('wizard.required'),
        nextLabel: t('wizard.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('seat.sections.when')}>
              <p className="mb-3 text-ink">
                {t('seat.date')}: <strong>{format.date(date)}</strong>
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField label={t('seat.start')} required options={options(starts)} {...field('start')} />
                <SelectField label={t('seat.end')} required options={options(marks.filter((m) => m > start))} {...field('end')} />
              </div>
            </Panel>
            <SeatPanel
              title={t('seat.sections.seat')}
              hidden={<input type="hidden" {...register('seatId', { valueAsNumber: true })} />}
              failure={seats.isError ? seats.error.message : undefined}
              hint={t('seat.pickTime')}
              error={seatError}
              map={
                seats.data ? (
                  <>
                    <p className="mb-3 text-sm text-ink" aria-live="polite">
                      {t('seat.freeCount', {
                        free: seats.data.seats.filter((s) => s.free).length,
                        total: seats.data.seats.length,
                      })}
                      {' · '}
                      {chosen ? t('seat.chosen', { number: chosen.number }) : t('seat.noneChosen')}
                    </p>
                    <UnitMap
                      label={t('seat.mapLabel')}
                      units={seats.data.seats.map((s) => ({ ...s, zone: 'floor' }))}
                      selected={chosen?.free ? chosen.number : null}
                      onSelect={(u) => setValue('seatId', u.id, { shouldValidate: true })}
                      unitLabel={(u) => t(u.free ? 'seat.seatFree' : 'seat.seatTaken', { number: u.number })}
                      zoneLabel={() => t('seat.zone')}
                      legend={{ free: t('map.free'), taken: t('map.taken'), selected: t('map.selected') }}
                    />
                  </>
                ) : null
              }
            />
            <Panel level={3} title={t('seat.termsTitle')}>
              <p className="text-sm text-ink">{t('seat.termsSummary')}</p>
              <p className="mt-2 text-sm">
                <a href="/termsofuseGX" target="_blank" rel="noreferrer" className={linkClass}>
                  {t('seat.termsRead')}
                </a>
              </p>
              <div className="mt-2">
                <CheckboxField label={t('seat.agree')} required {...field('agreed')} />
              </div>
            </Panel>
          </>
        ),
      }}
      confirm={{
        title: t('seat.confirmTitle'),
        lead: t('seat.confirmLead'),
        reserveLabel: t('seat.reserve'),
        onReserve,
        children: (
          <Panel level={3} title={t('kinds.seat')}>
            <dl className="divide-y divide-line">
              <SummaryRow term={t('seat.seat')}>{chosen ? t('seat.unit', { number: chosen.number }) : ''}</SummaryRow>
              <SummaryRow term={t('seat.when')}>{format.span(values.date, values.start, values.end)}</SummaryRow>
              <SummaryRow term={t('confirm.price')}>{t('seat.price')}</SummaryRow>
            </dl>
            <p className="mt-3 text-sm text-muted">{t('seat.termsSummary')}</p>
          </Panel>
        ),
      }}
      done={{
        title: t('seat.doneTitle'),
        lead: t('seat.doneLead'),
        children: savedId !== null && (
          <>
            <BookedSummary booking={booked.data} place={t('seat.seat')} />
            <div className="mt-4 flex flex-wrap gap-x-6">
              <Link to={HISTORY} className={linkClass}>
                {t('seat.history')}
              </Link>
              <Link to={`/fitness-reservation/seat/${savedId}`} className={linkClass}>
                {t('history.details')}
              </Link>
            </div>
          </>
        ),
      }}
    />
  );
}

/** One fitness seat booking: seat, time, status, and cancel before its time. */
function SeatDetail({ id }: { id: number }) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const booking = useSeatBooking(id);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (booking.isPending) return <PageLoading />;
  const r = booking.data;
  // This page shows the bookings whose registry entry books here (a conference id shows nothing).
  if (!r || amenityPolicy(r.amenity).bookPath !== SEAT_PATH) {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">{t('seat.notFound')}</FormAlert>
        <Link to="/fitness-reservation/seat/0" className={linkClass}>
          {t('seat.newBooking')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <Panel title={r.resource.name}>
        <dl className="divide-y divide-line">
          <SummaryRow term={t('confirm.reference')}>{r.reference}</SummaryRow>
          <SummaryRow term={t('seat.columns.status')}>
            <BookingStatusChip facts={reservationFacts(r)} />
          </SummaryRow>
          <SummaryRow term={t('seat.when')}>{format.span(r.date, r.start, r.end)}</SummaryRow>
          <SummaryRow term={t('confirm.price')}>{t('seat.price')}</SummaryRow>
        </dl>
      </Panel>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {r.status === 'confirmed' && r.canChange && (
          <Button variant="secondary" className="text-danger" onClick={() => setCancelling(true)}>
            {t('history.cancel')}
          </Button>
        )}
        <Link to={HISTORY} className={linkClass}>
          {t('seat.history')}
        </Link>
      </div>
      <CancelSeatDialog
        booking={cancelling ? r : null}
        onClose={() => setCancelling(false)}
        onDone={() => setNotice(t('seat.cancelled'))}
      />
    </div>
  );
}

/** A new booking: the form while a time is left today, else when the seats open again. */
function NewSeat() {
  const { t } = useTranslation('rentals');
  const starts = openStarts();
  if (starts.length === 0) return <FormAlert tone="info">{t('seat.noneLeft', { closes: FITNESS_SEAT.closesAt })}</FormAlert>;
  return <SeatWizard starts={starts} />;
}

/**
 * /fitness-reservation/seat/:id (issue 15): with id 0, a fitness seat today (the time, a free seat on
 * the map, the terms → confirm → done); with a booking's id, that booking (decision 0027).
 */
export default function FitnessSeatPage() {
  const { t } = useTranslation('rentals');
  const facts = useBuildingFacts();
  const id = Number(useParams().id);
  const existing = Number.isInteger(id) && id > 0;
  // Tenant staff book a seat for themselves; the building office sees the bookings in its reservations.
  return (
    <TenantStaffOnly
      title={t('seat.title')}
      office={{ text: t('seat.staffOnly'), to: '/admin/reservations', label: t('seat.officeReservations') }}
    >
      <ServicePage title={existing ? t('seat.detailTitle') : t('seat.title')} lead={t('seat.lead', facts)}>
        {existing ? <SeatDetail id={id} /> : <NewSeat />}
      </ServicePage>
    </TenantStaffOnly>
  );
}
