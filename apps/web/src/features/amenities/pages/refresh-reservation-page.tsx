import { seoulTime } from '@tea/shared/calendar';
import { historyPath } from '@tea/shared/reservations/amenity-policies';
import {
  REFRESH_EQUIPMENT,
  REFRESH_LENGTHS,
  REFRESH_PURPOSES,
  refreshEnd,
  refreshStartOpen,
  refreshStarts,
} from '@tea/shared/reservations/refresh-lounge.policy';
import { refreshFormSchema, type RefreshForm, type RefreshStatus } from '@tea/shared/reservations/refresh-lounge.schema';
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookedSummary } from '../../../shared/ui/booked-summary';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { RefreshSeatMap } from '../components/refresh-seat-map';
import { HistoryLink, NoticeWithLink } from '../../../shared/ui/notice-with-link';
import { TodayField } from '../components/seat-booking';
import { SeatPanel } from '../../../shared/ui/seat-panel';
import {
  useLiveRefreshSeats,
  useRefreshBooked,
  useRefreshBooking,
  useRefreshSeats,
  useRefreshStatus,
  useSaveRefresh,
} from '../refresh-api';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const FIELDS = ['seatId', 'date', 'start', 'minutes', 'equipment', 'purpose'] as const;
const HISTORY = historyPath('refreshLounge');

/** The starts still to be had today (the slot under way may be taken for what is left of it). */
const openStarts = () => refreshStarts().filter((m) => refreshStartOpen(m, seoulTime()));

function RefreshWizard({ id, initial }: { id: number | null; initial: RefreshForm }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  const wizard = useBookingWizard();
  const save = useSaveRefresh(id);
  const [savedId, setSavedId] = useState<number | null>(null);
  const booked = useRefreshBooked(savedId);
  const form = useSchemaForm<RefreshForm>(refreshFormSchema, { defaultValues: initial, fields: FIELDS });
  const { field, register, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const [date, start, seatId] = [watch('date'), watch('start'), watch('seatId')];
  const minutes = watch('minutes');
  const end = start && minutes > 0 ? refreshEnd(start, minutes) : '';
  const seats = useRefreshSeats(date, start, end, id);
  useLiveRefreshSeats();
  const chosen = seats.data?.seats.find((s) => s.id === seatId);

  const onNext = handleSubmit(() => {
    wizard.showError(null);
    wizard.go('confirm');
  });

  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    const { minutes: length, ...values } = getValues();
    const body = { ...values, equipment: values.equipment ?? [], end: refreshEnd(values.start, length) };
    setSavedId((await save.mutateAsync(body)).id);
  });

  const seatError = formState.errors.seatId ? t(String(formState.errors.seatId.message)) : undefined;
  const equipmentError = formState.errors.equipment ? t(String(formState.errors.equipment.message)) : undefined;
  const values = getValues();
  const equipment = values.equipment ?? [];
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('refresh.formTitle'),
        lead: t('refresh.required'),
        nextLabel: t('refresh.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('refresh.whenTitle')}>
              <div className="grid gap-4 sm:grid-cols-3">
                <TodayField label={t('refresh.date')} placeholder={t('refresh.choose')} {...field('date')} />
                <SelectField
                  label={t('refresh.time')}
                  required
                  placeholder={t('refresh.choose')}
                  options={openStarts().map((m) => ({ value: m, label: m }))}
                  {...field('start')}
                />
                <SelectField
                  label={t('refresh.length')}
                  required
                  placeholder={t('refresh.choose')}
                  options={REFRESH_LENGTHS.map((m) => ({ value: String(m), label: t('refresh.minutes', { count: m }) }))}
                  {...field('minutes', { valueAsNumber: true })}
                />
              </div>
            </Panel>
            <SeatPanel
              title={t('refresh.seat')}
              hidden={<input type="hidden" {...register('seatId', { valueAsNumber: true })} />}
              failure={seats.isError ? seats.error.message : undefined}
              hint={t('refresh.pickTime')}
              error={seatError}
              map={
                seats.data && end ? (
                  <RefreshSeatMap
                    map={seats.data}
                    minutes={minutes}
                    selected={Number.isNaN(seatId) ? null : seatId}
                    onSelect={(seat) => setValue('seatId', seat, { shouldValidate: true })}
                  />
                ) : null
              }
            />
            <Panel level={3} title={t('refresh.equipmentTitle')}>
              <fieldset aria-describedby="refresh-equipment-hint">
                <legend className="sr-only">{t('refresh.equipmentTitle')}</legend>
                <p id="refresh-equipment-hint" className="text-sm text-muted">
                  {t('refresh.equipmentHint')}
                </p>
                <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
                  {REFRESH_EQUIPMENT.map((item) => (
                    <CheckboxField
                      key={item}
                      value={item}
                      label={t(`refresh.equipmentItems.${item}`)}
                      {...register('equipment')}
                    />
                  ))}
                </div>
                {equipmentError && (
                  <p className="mt-1 text-sm text-danger" role="alert">
                    {equipmentError}
                  </p>
                )}
              </fieldset>
            </Panel>
            <Panel level={3} title={t('refresh.purposeLabel')}>
              <RadioGroup
                legend={t('refresh.purposeLabel')}
                required
                options={REFRESH_PURPOSES.map((p) => ({ value: p, label: t(`refresh.purposes.${p}`) }))}
                {...field('purpose')}
              />
            </Panel>
            <p className="text-sm text-muted">{t('refresh.terms')}</p>
          </>
        ),
      }}
      confirm={{
        title: t('refresh.confirmTitle'),
        lead: t('refresh.confirmLead'),
        reserveLabel: id === null ? t('refresh.reserve') : t('refresh.change'),
        onReserve,
        children: (
          <Panel level={3} title={t('refreshLounge.name')}>
            <dl className="divide-y divide-line">
              <SummaryRow term={t('refresh.seat')}>
                {chosen ? t('refresh.unit', { zone: t(`refreshLounge.zones.${chosen.zone}`), number: chosen.number }) : ''}
              </SummaryRow>
              <SummaryRow term={t('refresh.when')}>
                {values.start && end ? format.span(values.date, values.start, end) : ''}
              </SummaryRow>
              <SummaryRow term={t('refresh.equipmentTitle')}>
                {equipment.length > 0
                  ? equipment.map((item) => t(`refresh.equipmentItems.${item}`)).join(', ')
                  : t('refresh.noEquipment')}
              </SummaryRow>
              <SummaryRow term={t('refresh.purposeLabel')}>
                {values.purpose ? t(`refresh.purposes.${values.purpose}`) : ''}
              </SummaryRow>
            </dl>
          </Panel>
        ),
      }}
      done={{
        title: id === null ? t('refresh.doneTitle') : t('refresh.changedTitle'),
        lead: t('refresh.doneLead'),
        children: savedId !== null && (
          <>
            <BookedSummary booking={booked.data} place={t('refresh.seat')} />
            <div className="mt-4">
              <HistoryLink to={HISTORY}>{t('refresh.history')}</HistoryLink>
            </div>
          </>
        ),
      }}
    />
  );
}

function EditRefresh({ id }: { id: number }) {
  const { t } = useTranslation('amenities');
  const booking = useRefreshBooking(id);
  if (booking.isPending) return <PageLoading />;
  const r = booking.data;
  if (!r || !r.canChange) {
    return <NoticeWithLink text={t('refresh.notFound')} to={HISTORY} label={t('refresh.history')} />;
  }
  const minutes = minutesOf(r.end) - minutesOf(r.start);
  return (
    <RefreshWizard
      id={id}
      initial={{ seatId: r.seatId, date: r.date, start: r.start, minutes, equipment: r.equipment, purpose: r.purpose }}
    />
  );
}

/** What keeps the person from booking, shown before they pick anything: a closed day, a no-show restriction. */
function Blocked({ status }: { status: RefreshStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  if (status.closed) return <FormAlert tone="info">{t(status.closed.key, status.closed.params)}</FormAlert>;
  return <FormAlert>{t('refresh.restricted', { date: format.date(status.restrictedUntil ?? '') })}</FormAlert>;
}

/**
 * /tenant-service/amenities/refresh-lounge/reservation (+ /edit/:id), issue 16: a time today, a seat
 * on the map of the lounge's zones, equipment to borrow and a purpose → confirm → done, with a link
 * to the history; a closed day or a no-show restriction is said before anything is picked.
 */
function RefreshReservation() {
  const { t } = useTranslation('amenities');
  const facts = useBuildingFacts();
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const status = useRefreshStatus();
  // Nothing picked yet: no purpose is chosen for the person (the schema then asks for it).
  const blank = {
    seatId: Number.NaN,
    date: '',
    start: '',
    minutes: Number.NaN,
    equipment: [],
    purpose: '',
  } as unknown as RefreshForm;
  return (
    <ServicePage title={editing ? t('refresh.editTitle') : t('refresh.title')} lead={t('refresh.lead', facts)}>
      {status.isPending ? (
        <PageLoading />
      ) : status.isError ? (
        <FormAlert>{status.error.message}</FormAlert>
      ) : status.data.closed || status.data.restrictedUntil ? (
        <Blocked status={status.data} />
      ) : editing ? (
        <EditRefresh id={id} />
      ) : (
        <RefreshWizard id={null} initial={blank} />
      )}
    </ServicePage>
  );
}

/** Tenant staff book a seat in the lounge; the building office opens and closes its seats instead. */
export default function RefreshReservationPage() {
  const { t } = useTranslation('amenities');
  return (
    <TenantStaffOnly
      title={t('refresh.title')}
      office={{ text: t('refresh.staffOnly'), to: '/admin/seats', label: t('refresh.officeSeats') }}
    >
      <RefreshReservation />
    </TenantStaffOnly>
  );
}
