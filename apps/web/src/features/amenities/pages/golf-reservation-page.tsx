import { amenityPolicy, historyPath } from '@tea/shared/reservations/amenity-policies';
import { GOLF_KINDS, golfDays, golfEnd, golfKindOf, type GolfKind } from '@tea/shared/reservations/golf.policy';
import {
  golfRequestSchema,
  type GolfAvailability,
  type GolfRequest,
  type GolfStatus,
} from '@tea/shared/reservations/golf.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BookedSummary } from '../../../shared/ui/booked-summary';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { UnitMap } from '../../../shared/ui/unit-map';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { NoticeWithLink } from '../../../shared/ui/notice-with-link';
import { SeatPanel } from '../../../shared/ui/seat-panel';
import { useGolfAvailability, useGolfBooking, useGolfStatus, useLiveGolfBays, useSaveGolf } from '../golf-api';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const FIELDS = ['kind', 'date', 'start', 'resourceId'] as const;
const HISTORY = historyPath('golfSeat');
const BOOK_PATH = amenityPolicy('golfSeat').bookPath;
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

/** The form's values before they are all picked: the kind may be unset, the bay or pro NaN. */
type GolfDraft = Omit<GolfRequest, 'kind'> & { kind: GolfKind | '' };

/** The bays on the map for a start: free when its slot at that start is. */
function BayMap({
  day,
  start,
  selected,
  onSelect,
}: {
  day: GolfAvailability;
  start: string;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('amenities');
  const units = day.bays.map((b) => ({
    id: b.id,
    number: b.number,
    row: b.row,
    column: b.column,
    zone: 'golf',
    free: b.slots.some((s) => s.start === start && s.free),
  }));
  const chosen = units.find((u) => u.id === selected && u.free);
  return (
    <>
      <p className="mb-3 text-sm text-ink" aria-live="polite">
        {t('golf.freeCount', { free: units.filter((u) => u.free).length, total: units.length })}
      </p>
      <UnitMap
        label={t('golf.mapLabel')}
        units={units}
        selected={chosen ? chosen.number : null}
        onSelect={(u) => onSelect(u.id)}
        unitLabel={(u) => t(u.free ? 'golf.bayFree' : 'golf.bayTaken', { number: u.number })}
        zoneLabel={() => t('golf.bay')}
        legend={{ free: t('nap.free'), taken: t('nap.taken'), selected: t('nap.selected') }}
      />
    </>
  );
}

function GolfWizard({ id, initial, status }: { id: number | null; initial: GolfDraft; status: GolfStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  const wizard = useBookingWizard();
  const save = useSaveGolf(id);
  const [savedId, setSavedId] = useState<number | null>(null);
  const booked = useGolfBooking(savedId);
  const form = useSchemaForm<GolfRequest>(golfRequestSchema, {
    defaultValues: initial as GolfRequest,
    fields: FIELDS,
  });
  const { field, register, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const [kind, date, start, resourceId] = [watch('kind') as GolfKind | '', watch('date'), watch('start'), watch('resourceId')];
  const day = useGolfAvailability(kind ? date : '', id);
  useLiveGolfBays();
  const restricted = kind ? status.restrictedUntil[kind] : null;
  const picked = Number.isNaN(resourceId) ? null : resourceId;
  const pro = day.data?.pros.find((p) => p.id === picked);
  const bay = day.data?.bays.find((b) => b.id === picked);

  const clear = (...names: ('date' | 'start' | 'resourceId')[]) => {
    for (const name of names) setValue(name, name === 'resourceId' ? Number.NaN : '', { shouldValidate: false });
  };
  const onChosen = <E,>(registered: { onChange: (e: E) => unknown }, reset: () => void) => ({
    onChange: (e: E) => {
      void registered.onChange(e);
      reset();
    },
  });

  const seatStarts = day.data?.bays[0]?.slots.map((s) => s.start) ?? [];
  const freeSeatStarts = seatStarts.filter((s) => day.data!.bays.some((b) => b.slots.some((x) => x.start === s && x.free)));
  const proStarts = pro?.slots.filter((s) => s.free).map((s) => s.start) ?? [];
  const missing = [
    !kind && t('golf.kind'),
    !date && t('golf.date'),
    !start && t('golf.time'),
    picked === null && (kind === 'lesson' ? t('golf.pro') : t('golf.bay')),
  ].filter(Boolean);

  const onNext = handleSubmit(() => {
    wizard.showError(null);
    wizard.go('confirm');
  });
  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    setSavedId((await save.mutateAsync(getValues())).id);
  });

  const kindField = field('kind');
  const dateField = field('date');
  const startField = field('start');
  const resourceError = formState.errors.resourceId ? t(String(formState.errors.resourceId.message)) : undefined;
  const values = getValues();
  const what = values.kind === 'lesson' ? pro?.name : bay ? t('golf.bayNumber', { number: bay.number }) : '';
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('golf.formTitle'),
        lead: t('golf.required'),
        nextLabel: t('golf.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('golf.kind')}>
              {id === null ? (
                <RadioGroup
                  legend={t('golf.kind')}
                  required
                  options={GOLF_KINDS.map((k) => ({ value: k, label: t(`golf.kinds.${k}`) }))}
                  {...kindField}
                  {...onChosen(kindField, () => clear('start', 'resourceId'))}
                />
              ) : (
                // A booking keeps its kind when it is moved: a seat to another bay or time, a lesson to another pro or time.
                <p className="text-base font-semibold text-ink">{kind && t(`golf.kinds.${kind}`)}</p>
              )}
            </Panel>
            {restricted ? (
              <FormAlert>
                {t('golf.restricted', { kind: t(`golf.restrictedKind.${kind}`), date: format.date(restricted) })}
              </FormAlert>
            ) : (
              kind && (
                <>
                  <Panel level={3} title={t('nap.whenTitle')}>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField
                        label={t('golf.date')}
                        required
                        placeholder={t('golf.choose')}
                        options={golfDays(status.window[kind]).map((d) => ({ value: d, label: format.date(d) }))}
                        {...dateField}
                        {...onChosen(dateField, () => clear('start', 'resourceId'))}
                      />
                      {kind === 'lesson' && (
                        <SelectField
                          label={t('golf.pro')}
                          required
                          placeholder={t('golf.choose')}
                          disabled={!day.data}
                          options={(day.data?.pros ?? []).map((p) => ({ value: p.id, label: p.name }))}
                          value={picked ?? ''}
                          error={resourceError}
                          onChange={(e) => {
                            setValue('resourceId', e.target.value ? Number(e.target.value) : Number.NaN, {
                              shouldValidate: true,
                            });
                            clear('start');
                          }}
                        />
                      )}
                      <SelectField
                        label={t('golf.time')}
                        required
                        placeholder={t('golf.choose')}
                        disabled={!day.data || (kind === 'lesson' && !pro)}
                        options={(kind === 'seat' ? freeSeatStarts : proStarts).map((s) => ({
                          value: s,
                          label: `${s}–${golfEnd(kind, s)}`,
                        }))}
                        {...startField}
                      />
                    </div>
                    {!date && <p className="mt-2 text-sm text-muted">{t('golf.pickDate')}</p>}
                    {day.isError && <FormAlert>{day.error.message}</FormAlert>}
                    {day.data && kind === 'lesson' && day.data.pros.length === 0 && (
                      <p className="mt-2 text-sm text-muted">{t('golf.noPros')}</p>
                    )}
                    {day.data && kind === 'lesson' && !pro && day.data.pros.length > 0 && (
                      <p className="mt-2 text-sm text-muted">{t('golf.pickPro')}</p>
                    )}
                    {day.data?.closed && <FormAlert tone="info">{t(day.data.closed.key, day.data.closed.params)}</FormAlert>}
                    {day.data &&
                      !day.data.closed &&
                      (kind === 'seat' ? freeSeatStarts : pro ? proStarts : [null]).length === 0 && (
                        <p className="mt-2 text-sm text-muted">{t('golf.noTimes')}</p>
                      )}
                  </Panel>
                  {kind === 'seat' && (
                    <SeatPanel
                      title={t('golf.bay')}
                      hint={t('golf.pickTime')}
                      error={resourceError}
                      map={
                        day.data && start ? (
                          <BayMap
                            day={day.data}
                            start={start}
                            selected={picked}
                            onSelect={(bayId) => setValue('resourceId', bayId, { shouldValidate: true })}
                          />
                        ) : null
                      }
                    />
                  )}
                </>
              )
            )}
            <input type="hidden" {...register('resourceId', { valueAsNumber: true })} />
            <p className="text-sm font-semibold text-navy-900" aria-live="polite">
              {missing.length > 0 ? t('golf.missing', { fields: missing.join(', ') }) : ''}
            </p>
            <p className="text-sm text-muted">{t('golf.terms')}</p>
          </>
        ),
      }}
      confirm={{
        title: t('golf.confirmTitle'),
        lead: t('golf.confirmLead'),
        reserveLabel: id === null ? t('golf.reserve') : t('golf.change'),
        onReserve,
        children: (
          <Panel level={3} title={values.kind ? t(`golf.kinds.${values.kind}`) : ''}>
            <dl className="divide-y divide-line">
              <SummaryRow term={values.kind === 'lesson' ? t('golf.pro') : t('golf.bay')}>{what}</SummaryRow>
              <SummaryRow term={t('golf.when')}>
                {values.start && values.kind ? format.span(values.date, values.start, golfEnd(values.kind, values.start)) : ''}
              </SummaryRow>
              {values.kind === 'seat' && <SummaryRow term={t('golf.priceLabel')}>{t('golf.price')}</SummaryRow>}
            </dl>
          </Panel>
        ),
      }}
      done={{
        title: id === null ? t('golf.doneTitle') : t('golf.changedTitle'),
        lead: t('golf.doneLead'),
        children: savedId !== null && (
          <>
            <BookedSummary booking={booked.data} place={booked.data?.amenity === 'golfLesson' ? t('golf.pro') : t('golf.bay')} />
            <div className="mt-4">
              <Link to={HISTORY} className={linkClass}>
                {t('golf.history')}
              </Link>
            </div>
          </>
        ),
      }}
    />
  );
}

function NotChangeable() {
  const { t } = useTranslation('amenities');
  return <NoticeWithLink text={t('golf.notFound')} to={HISTORY} label={t('golf.history')} />;
}

function EditGolf({ id, status }: { id: number; status: GolfStatus }) {
  const booking = useGolfBooking(id);
  if (booking.isPending) return <PageLoading />;
  const r = booking.data;
  // This page moves the bookings whose registry entry books here (a nap-room id shows nothing).
  if (!r || amenityPolicy(r.amenity).bookPath !== BOOK_PATH || !r.canChange) return <NotChangeable />;
  const initial = { kind: golfKindOf(r.amenity)!, resourceId: r.resource.id, date: r.date, start: r.start };
  return <GolfWizard id={id} status={status} initial={initial} />;
}

/**
 * /tenant-service/amenities/wellness-center-golf/reservation (+ /edit/:id), issue 16: a seat (a bay)
 * or a lesson, a date, a time and a bay on the map or a pro → confirm → done; a no-show restriction is
 * said before anything is picked, and what is still missing as the person goes.
 */
function GolfReservation() {
  const { t } = useTranslation('amenities');
  const facts = useBuildingFacts();
  const format = useDateFormat();
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const status = useGolfStatus();
  const blank: GolfDraft = { kind: '', resourceId: Number.NaN, date: '', start: '' };
  const limits = status.data
    ? GOLF_KINDS.filter((k) => status.data.restrictedUntil[k]).map((k) => (
        <FormAlert key={k}>
          {t('golf.restricted', { kind: t(`golf.restrictedKind.${k}`), date: format.date(status.data.restrictedUntil[k]!) })}
        </FormAlert>
      ))
    : [];
  return (
    <ServicePage title={editing ? t('golf.editTitle') : t('golf.title')} lead={t('golf.lead', facts)}>
      {status.isPending ? (
        <PageLoading />
      ) : status.isError ? (
        <FormAlert>{status.error.message}</FormAlert>
      ) : (
        <div className="space-y-4">
          {limits}
          {limits.length === GOLF_KINDS.length ? null : editing ? (
            <EditGolf id={id} status={status.data} />
          ) : (
            <GolfWizard id={null} status={status.data} initial={blank} />
          )}
        </div>
      )}
    </ServicePage>
  );
}

/** Tenant staff book golf; the building office manages the pros. */
export default function GolfReservationPage() {
  const { t } = useTranslation('amenities');
  return (
    <TenantStaffOnly
      title={t('golf.title')}
      office={{ text: t('golf.staffOnly'), to: '/admin/wellness/golf', label: t('golf.officePros') }}
    >
      <GolfReservation />
    </TenantStaffOnly>
  );
}
