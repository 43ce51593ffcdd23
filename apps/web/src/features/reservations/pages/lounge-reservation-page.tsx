import { seoulDate } from '@tea/shared/calendar';
import {
  LOUNGE,
  LOUNGE_LAYOUTS,
  firstFreeLoungeTime,
  LOUNGE_TERMS,
  loungeCapacity,
  loungeIssues,
  loungeRequestWindow,
} from '@tea/shared/reservations/lounge.policy';
import { hourMarks } from '@tea/shared/reservations/reservation.rules';
import { loungeRequestSchema, type LoungeRequest } from '@tea/shared/reservations/reservation.schema';
import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RESERVATION_TONES, StatusChip } from '../../../shared/ui/status-chip';
import {
  quoteLounge,
  useLounge,
  useLoungeDay,
  useReservation,
  useSaveLounge,
  type LoungeDay,
  type Quote,
  type ResourceExtra,
} from '../api';
import { SummaryRow } from '../../../shared/ui/booking-wizard';
import { ReservationWizard } from '../components/reservation-wizard';
import { ExtrasChoice, ParticipantsField, PaymentMethodField, StartEndFields, toNumberOrNaN } from '../components/booking-fields';
import { useBookingFlow } from '../components/booking-flow';
import { BookingSummary } from '../components/booking-summary';
import { useKrw } from '../../../shared/ui/money';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { isMissingForEdit, ReservationNotFound } from '../components/reservation-not-found';
import { useDateFormat } from '../../../shared/ui/date-time-text';

const FIELDS = ['date', 'start', 'end', 'purpose', 'participants', 'layout', 'equipment', 'paymentMethod'] as const;
/** The older flow's confirm page (spec §2): the draft travels in the navigation's state. */
export const LEGACY_CONFIRM = '/confirm-executive-lounge-reservation';
const legacyForm = (id: number | null) => `/amenities-executive-lounge-reservation/${id ?? 0}`;

interface LegacyState {
  draft: LoungeRequest;
  quote?: Quote;
  id: number | null;
}

const blank = (): LoungeRequest => ({
  date: loungeRequestWindow(seoulDate()).first,
  start: LOUNGE_TERMS.opensAt,
  end: firstFreeLoungeTime([], LOUNGE_TERMS)!.end,
  purpose: '',
  participants: Number.NaN,
  layout: 'seated',
  equipment: [],
  paymentMethod: 'invoice',
});

/** The day's held times, so a time can be chosen knowing them; or that the day is free, or closed. */
function LoungeDayHeld({ day }: { day: LoungeDay | undefined }) {
  const { t } = useTranslation('reservations');
  const format = useDateFormat();
  if (!day) return null;
  return (
    <div className="mt-4 rounded-lg bg-navy-50 p-3 text-sm" aria-live="polite">
      <p className="font-semibold text-navy-900">{t('lounge.dayHeld', { date: format.date(day.date) })}</p>
      {day.closed ? (
        <p className="mt-1 text-danger">{t(day.closed.key, day.closed.params)}</p>
      ) : day.held.length === 0 ? (
        <p className="mt-1 text-ink">{t('lounge.dayFree')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {day.held.map((h) => (
            <li key={`${h.start}-${h.end}`} className="flex items-center gap-2 rounded-md bg-white px-2 py-1 tabular-nums">
              {h.start}–{h.end}
              <StatusChip tone={RESERVATION_TONES[h.status]}>{t(`status.${h.status}`)}</StatusChip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The lounge's equipment and services: what is always included is said so, in words; what costs extra
 * is chosen with its price.
 */
function LoungeExtras({ extras, register }: { extras: ResourceExtra[]; register: UseFormRegisterReturn<'equipment'> }) {
  const { t } = useTranslation('reservations');
  const krw = useKrw();
  const included = extras.filter((e) => e.price === 0);
  const paid = extras.filter((e) => e.price > 0);
  return (
    <div className="mt-5 space-y-4">
      {included.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-navy-900">{t('lounge.includedTitle')}</p>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-ink sm:grid-cols-2">
            {included.map((e) => (
              <li key={e.code} className="flex items-center gap-2">
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0 text-[#17603c]">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {e.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {paid.length > 0 && <ExtrasChoice extras={paid} price={(e) => <>(+{krw(e.price)})</>} {...register} />}
    </div>
  );
}

/**
 * /tenant-service/amenities/executive-lounge/reservation (and /edit/{id}), the older
 * /amenities-executive-lounge-reservation/{id} and /confirm-executive-lounge-reservation: a request
 * for the lounge (details → confirm → sent); a building manager then approves or rejects it.
 */
function LoungeBooking() {
  const { t } = useTranslation('reservations');
  const formatSpan = useDateFormat().span;
  const krw = useKrw();
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: LegacyState | null };
  const { id: idParam } = useParams();
  const legacy = pathname.startsWith('/amenities-executive-lounge-reservation') || pathname === LEGACY_CONFIRM;
  const id = Number(idParam) > 0 ? Number(idParam) : (state?.id ?? null);
  const existing = useReservation(pathname === LEGACY_CONFIRM ? null : id);
  const lounge = useLounge();
  // The lounge's hours, price and capacity as the back office keeps them (the spec's until it loads).
  const terms = lounge.data ?? LOUNGE_TERMS;
  const save = useSaveLounge(id);
  const form = useSchemaForm<LoungeRequest>(loungeRequestSchema, { defaultValues: state?.draft ?? blank(), fields: FIELDS });
  const { field, register, handleSubmit, setError, setValue, reset, getValues, formState } = form;
  const flow = useBookingFlow({
    setError,
    fields: FIELDS,
    initialStep: pathname === LEGACY_CONFIRM ? 'confirm' : 'form',
    initialQuote: state?.quote ?? null,
  });
  const { wizard, quote, next, reserve } = flow;

  // A new request proposes the first free time of the chosen day, until the person picks one.
  const date = form.watch('date');
  const day = useLoungeDay(date);
  const { dirtyFields } = formState;
  useEffect(() => {
    if (id !== null || state?.draft || !day.data || day.data.date !== date || dirtyFields.start || dirtyFields.end) return;
    const free = firstFreeLoungeTime(day.data.held, terms);
    if (free) {
      setValue('start', free.start);
      setValue('end', free.end);
    }
  }, [day.data, date, id, state, dirtyFields.start, dirtyFields.end, terms, setValue]);

  useEffect(() => {
    const r = existing.data;
    if (!r?.lounge || state?.draft) return;
    reset({
      date: r.date,
      start: r.start,
      end: r.end,
      purpose: r.purpose,
      participants: r.participants,
      layout: r.lounge.layout,
      equipment: r.lounge.equipment,
      paymentMethod: r.paymentMethod,
    });
  }, [existing.data, reset, state]);

  const onNext = handleSubmit((values) =>
    next(loungeIssues(values, terms, seoulDate()), async () => {
      const priced = await quoteLounge(values);
      if (!legacy) return priced;
      // The older flow confirms on a page of its own.
      void navigate(LEGACY_CONFIRM, { state: { draft: values, quote: priced, id } satisfies LegacyState });
      return null;
    }),
  );

  // A rule the server found: back to the details, nothing lost.
  const onReserve = () =>
    reserve(
      () => save.mutateAsync(loungeRequestSchema.parse(getValues())),
      () => onPrevious(),
    );

  const onPrevious = () => {
    if (pathname === LEGACY_CONFIRM) void navigate(legacyForm(id), { state: { draft: getValues(), id } satisfies LegacyState });
    else wizard.go('form');
  };

  if (pathname === LEGACY_CONFIRM && !state?.draft) return <Navigate to={legacyForm(null)} replace />;
  if (id !== null && pathname !== LEGACY_CONFIRM && isMissingForEdit(existing, 'lounge')) return <ReservationNotFound />;
  if (lounge.isPending || (id !== null && existing.isPending && pathname !== LEGACY_CONFIRM)) return <PageLoading />;
  const notChangeable = id !== null && existing.data && !existing.data.canEdit;
  const values = getValues();
  const marks = hourMarks(terms.opensAt, terms.closesAt);
  const bookable = loungeRequestWindow(seoulDate());
  const extraName = (code: string) => lounge.data?.extras.find((e) => e.code === code)?.name ?? code;
  // The confirm page lists what comes with the hire and the paid services chosen, never "none".
  const included = (lounge.data?.extras ?? []).filter((e) => e.price === 0).map((e) => e.code);
  const asked = { ...values, equipment: [...included, ...values.equipment.filter((c) => !included.includes(c))] };

  return (
    <ServicePage title={id ? t('lounge.editTitle') : t('lounge.title')} lead={t('lounge.lead')}>
      {notChangeable ? (
        <FormAlert tone="info">{t('errors:NOT_CHANGEABLE')}</FormAlert>
      ) : (
        <ReservationWizard
          flow={flow}
          amenity="lounge"
          editing={id !== null}
          onNext={onNext}
          details={
            <>
              <Panel level={3} title={t('form.sections.loungeWhen')}>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField
                    label={t('form.date')}
                    type="date"
                    required
                    min={bookable.first}
                    max={bookable.last}
                    {...field('date')}
                  />
                  <StartEndFields marks={marks} minHours={LOUNGE.minHours} start={field('start')} end={field('end')} />
                </div>
                <p className="mt-2 text-sm text-muted">{t('form.hoursHint', { opens: terms.opensAt, closes: terms.closesAt })}</p>
                <LoungeDayHeld day={day.data?.date === date ? day.data : undefined} />
              </Panel>
              <Panel level={3} title={t('form.sections.event')}>
                <div className="grid gap-4 sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    <TextField label={t('lounge.purpose')} required maxLength={200} {...field('purpose')} />
                  </div>
                  <ParticipantsField {...field('participants', { setValueAs: toNumberOrNaN })} />
                </div>
                <div className="mt-5">
                  <RadioGroup
                    legend={t('lounge.layout')}
                    required
                    options={LOUNGE_LAYOUTS.map((l) => ({
                      value: l,
                      label: t(`lounge.layouts.${l}`, { capacity: loungeCapacity(l, terms) }),
                    }))}
                    {...field('layout')}
                  />
                </div>
                <LoungeExtras extras={lounge.data?.extras ?? []} register={register('equipment')} />
              </Panel>
              <Panel level={3} title={t('form.payment')}>
                <PaymentMethodField {...field('paymentMethod')} />
              </Panel>
            </>
          }
          reserveLabel={id ? t('confirm.save') : t('confirm.requestSubmit')}
          onReserve={onReserve}
          onPrevious={onPrevious}
          summary={
            quote && (
              <BookingSummary
                rows={
                  <>
                    <SummaryRow term={t('confirm.where')}>{lounge.data?.name}</SummaryRow>
                    <SummaryRow term={t('confirm.when')}>
                      {formatSpan(values.date, values.start, values.end)}
                      <span className="block text-sm text-muted">{t('lounge.usage', { hours: quote.hours })}</span>
                    </SummaryRow>
                    <SummaryRow term={t('lounge.purpose')}>{values.purpose}</SummaryRow>
                    <SummaryRow term={t('confirm.who')}>
                      {t('confirm.people', { count: Number(values.participants) })} ·{' '}
                      {t(`lounge.layouts.${values.layout}`, { capacity: loungeCapacity(values.layout, terms) })}
                    </SummaryRow>
                  </>
                }
                values={asked}
                quote={quote}
                extraName={extraName}
                notes={
                  <>
                    <p className="mt-3 text-sm text-ink">
                      {t('confirm.deposit', { percent: LOUNGE.depositPercent, amount: krw(quote.deposit) })}{' '}
                      {t('confirm.depositOnApproval')}
                    </p>
                    <p className="mt-3 text-sm text-muted">{t('confirm.loungeNote')}</p>
                    <p className="mt-2 text-sm text-muted">{t('confirm.loungeCancelRules')}</p>
                  </>
                }
              />
            )
          }
          extraName={extraName}
          againTo="/tenant-service/amenities/executive-lounge/reservation"
          resetForm={() => reset(blank())}
        />
      )}
    </ServicePage>
  );
}

/** The lounge request pages; the building office, which requests the lounge for no company, is sent to its reservations. */
export default function LoungeReservationPage() {
  const { t } = useTranslation('reservations');
  return (
    <TenantStaffOnly
      title={t('lounge.title')}
      office={{ text: t('lounge.staffOnly'), to: '/admin/reservations', label: t('office.reservations') }}
    >
      <LoungeBooking />
    </TenantStaffOnly>
  );
}
