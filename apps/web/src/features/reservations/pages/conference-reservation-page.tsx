import { formatPhone } from '@tea/shared/accounts/phone';
import { seoulDate } from '@tea/shared/calendar';
import { CONFERENCE, conferenceBookingWindow, conferenceIssues } from '@tea/shared/reservations/conference.policy';
import {
  conferenceRequestSchema,
  type ConferenceRequest,
  type ConferenceRequestInput,
} from '@tea/shared/reservations/reservation.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { storage } from '../../../shared/storage';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { PageLoading } from '../../../shared/ui/page-loading';
import {
  quoteConference,
  useAvailability,
  useConferenceAllowance,
  useConferenceRooms,
  useReservation,
  useSaveConference,
} from '../api';
import { SummaryRow } from '../../../shared/ui/booking-wizard';
import { ReservationWizard } from '../components/reservation-wizard';
import { BookingSummary } from '../components/booking-summary';
import { useBookingFlow } from '../components/booking-flow';
import { ChangeClosedNote } from '../components/change-closed-note';
import { ConferenceForm } from '../components/conference-form';
import { useKrw } from '../../../shared/ui/money';
import { isMissingForEdit, ReservationNotFound } from '../components/reservation-not-found';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { ServicePage } from '../../../shared/ui/service-page';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useSession } from '../../../shared/session';

const FIELDS = [
  'roomId',
  'date',
  'start',
  'end',
  'purpose',
  'participants',
  'packageId',
  'equipment',
  'paymentMethod',
  'personInCharge',
  'contactEmail',
  'contactMobile',
  'contractLink',
] as const;

function blankRequest(): ConferenceRequestInput {
  const mobile = storage.get('mobile');
  return {
    roomId: Number.NaN,
    date: conferenceBookingWindow(seoulDate()).first,
    start: '10:00',
    end: '11:00',
    purpose: '',
    participants: Number.NaN,
    attendees: [],
    packageId: 'none',
    equipment: [],
    paymentMethod: 'invoice',
    personInCharge: storage.get('name') ?? '',
    contactEmail: storage.get('email') ?? '',
    contactMobile: mobile ? formatPhone(mobile) : '',
    contractLink: '',
  };
}

/**
 * /tenant-service/amenities/conference-room/reservation (and /edit/{id}, and the older
 * /conference-room-reservation/{id} where 0 is a new booking): details with the day's grid, then
 * the confirm page with the itemised price (previous / reserve), then the success message.
 */
function ConferenceBooking() {
  const { t } = useTranslation('reservations');
  const formatSpan = useDateFormat().span;
  const krw = useKrw();
  const { id: idParam } = useParams();
  const id = Number(idParam) > 0 ? Number(idParam) : null;
  const existing = useReservation(id);
  const rooms = useConferenceRooms();
  const { user } = useSession();
  const allowance = useConferenceAllowance(user !== null);
  const save = useSaveConference(id);
  const form = useSchemaForm<ConferenceRequestInput, ConferenceRequest>(conferenceRequestSchema, {
    defaultValues: blankRequest(),
    fields: FIELDS,
  });
  const { handleSubmit, setError, reset, watch, getValues } = form;
  const flow = useBookingFlow({ setError, fields: FIELDS });
  const { wizard, quote, next, reserve } = flow;
  const availability = useAvailability(watch('date'));

  useEffect(() => {
    const r = existing.data;
    if (!r?.conference) return;
    reset({
      roomId: r.resource.id,
      date: r.date,
      start: r.start,
      end: r.end,
      purpose: r.purpose,
      participants: r.participants,
      attendees: r.conference.attendees.map((a) => ({ name: a.name, email: a.email ?? '' })),
      packageId: r.conference.packageId,
      equipment: r.conference.equipment,
      paymentMethod: r.paymentMethod,
      personInCharge: r.conference.personInCharge,
      contactEmail: r.conference.contactEmail,
      contactMobile: formatPhone(r.conference.contactMobile),
      contractLink: r.conference.contractLink ?? '',
    });
  }, [existing.data, reset]);

  /** The same rules the server applies, shown on their fields before anything is sent. */
  const onNext = handleSubmit((values) => {
    const room = rooms.data?.find((r) => r.id === values.roomId);
    return next(room ? conferenceIssues(values, room, seoulDate()) : [], () => quoteConference(values, id ?? undefined));
  });

  // A rule the server found (the time was just taken, say): back to the details, nothing lost.
  const onReserve = () =>
    reserve(
      () => save.mutateAsync(conferenceRequestSchema.parse(getValues())),
      () => wizard.go('form'),
    );

  if (id !== null && isMissingForEdit(existing, 'conference')) return <ReservationNotFound />;
  if (rooms.isPending || (id !== null && existing.isPending)) return <PageLoading />;
  const editingClosed = id !== null && existing.data && !existing.data.canEdit;
  const values = getValues();
  const room = rooms.data?.find((r) => r.id === values.roomId);
  const extraName = (code: string) => room?.extras.find((e) => e.code === code)?.name ?? code;

  return (
    <ServicePage
      wide={wizard.step === 'form'}
      title={id ? t('conference.editTitle') : t('conference.title')}
      lead={
        allowance.data
          ? t('conference.lead', { hours: allowance.data.freeHoursPerMonth, left: allowance.data.freeHoursLeft })
          : t('conference.leadPlain')
      }
    >
      {editingClosed ? (
        <FormAlert tone="info">{t('history.closedNote', { phone: CONFERENCE.deskPhone })}</FormAlert>
      ) : (
        <ReservationWizard
          flow={flow}
          amenity="conference"
          editing={id !== null}
          onNext={onNext}
          details={
            <ConferenceForm
              form={form}
              rooms={rooms.data ?? []}
              availability={availability.data}
              own={
                existing.data ? { roomId: existing.data.resource.id, start: existing.data.start, end: existing.data.end } : null
              }
            />
          }
          reserveLabel={id ? t('confirm.save') : t('confirm.reserve')}
          onReserve={onReserve}
          summary={
            quote && (
              <BookingSummary
                rows={
                  <>
                    <SummaryRow term={t('confirm.where')}>{room?.name}</SummaryRow>
                    <SummaryRow term={t('confirm.when')}>{formatSpan(values.date, values.start, values.end)}</SummaryRow>
                    <SummaryRow term={t('confirm.purpose')}>{values.purpose}</SummaryRow>
                    <SummaryRow term={t('confirm.who')}>
                      {t('confirm.people', { count: Number(values.participants) })}
                      {values.attendees.length > 0 && (
                        <span className="block text-sm text-muted">{values.attendees.map((a) => a.name).join(', ')}</span>
                      )}
                    </SummaryRow>
                    <SummaryRow term={t('confirm.package')}>{t(`conference.packageNames.${values.packageId}`)}</SummaryRow>
                  </>
                }
                values={values}
                quote={quote}
                extraName={extraName}
                notes={
                  <>
                    {quote.freeHours ? (
                      <p className="mt-3 text-sm text-[#17603c]">{t('confirm.freeHours', { hours: quote.freeHours })}</p>
                    ) : null}
                    {quote.deposit > 0 && (
                      <p className="mt-3 text-sm text-ink">
                        {t('confirm.deposit', { percent: CONFERENCE.depositPercent, amount: krw(quote.deposit) })}{' '}
                        {quote.depositDue && t('confirm.depositDue', { date: quote.depositDue })}
                      </p>
                    )}
                    <p className="mt-3 text-sm text-muted">{t('confirm.cancelRules', { phone: CONFERENCE.deskPhone })}</p>
                    <ChangeClosedNote date={values.date} start={values.start} />
                  </>
                }
              />
            )
          }
          extraName={extraName}
          againTo="/tenant-service/amenities/conference-room/reservation"
          resetForm={() => reset(blankRequest())}
        />
      )}
    </ServicePage>
  );
}

/** The conference booking pages; the building office, which books no room of its own, is sent to its reservations. */
export default function ConferenceReservationPage() {
  const { t } = useTranslation('reservations');
  return (
    <TenantStaffOnly
      title={t('conference.title')}
      office={{ text: t('conference.staffOnly'), to: '/admin/reservations', label: t('office.reservations') }}
    >
      <ConferenceBooking />
    </TenantStaffOnly>
  );
}
