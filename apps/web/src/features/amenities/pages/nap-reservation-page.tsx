import { seoulDate } from '@tea/shared/calendar';
import { amenityPolicy, historyPath } from '@tea/shared/reservations/amenity-policies';
import { napEnd, napMarks } from '@tea/shared/reservations/sleeping-room.policy';
import { napFormSchema, type NapForm, type NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusedBooking } from '../../../shared/forms';
import { useSession } from '../../../shared/session';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { NapSeatMap } from '../components/nap-seat-map';
import { NoticeWithLink } from '../components/notice-with-link';
import { useNapBooking, useNapSeats, useNapStatus, useSaveNap } from '../nap-api';

const FIELDS = ['seatId', 'date', 'start'] as const;
const HISTORY = historyPath('sleepingRoom');
const BOOK_PATH = amenityPolicy('sleepingRoom').bookPath;
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

const nowTime = () => new Date().toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

/** The hours still to be had today (an hour under way may be taken for what is left of it). */
const openHours = () =>
  napMarks()
    .slice(0, -1)
    .filter((m) => minutesOf(napEnd(m)) > minutesOf(nowTime()));

function NapWizard({ id, initial, status }: { id: number | null; initial: NapForm; status: NapStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  const wizard = useBookingWizard();
  const save = useSaveNap(id);
  const [savedId, setSavedId] = useState<number | null>(null);
  const form = useSchemaForm<NapForm>(napFormSchema, { defaultValues: initial, fields: FIELDS });
  const { field, register, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const [date, start, seatId] = [watch('date'), watch('start'), watch('seatId')];
  const seats = useNapSeats(date, start, start ? napEnd(start) : '', id);
  const chosen = seats.data?.seats.find((s) => s.id === seatId);
  const today = seoulDate();
  const side = t(`nap.side.${status.gender}`);

  const onNext = handleSubmit(() => {
    wizard.showError(null);
    wizard.go('confirm');
  });

  const onReserve = async () => {
    const values = getValues();
    try {
      setSavedId((await save.mutateAsync({ ...values, end: napEnd(values.start) })).id);
    } catch (error) {
      throw refusedBooking(error, setError, FIELDS, () => wizard.go('form'));
    }
  };

  const seatError = formState.errors.seatId ? t(String(formState.errors.seatId.message)) : undefined;
  const values = getValues();
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
                <SelectField
                  label={t('nap.date')}
                  required
                  placeholder={t('nap.choose')}
                  options={[{ value: today, label: format.date(today) }]}
                  {...field('date')}
                />
                <SelectField
                  label={t('nap.time')}
                  required
                  placeholder={t('nap.choose')}
                  options={openHours().map((m) => ({ value: m, label: `${m}–${napEnd(m)}` }))}
                  {...field('start')}
                />
              </div>
            </Panel>
            <Panel level={3} title={`${t('nap.seat')} · ${side}`}>
              <input type="hidden" {...register('seatId', { valueAsNumber: true })} />
              {seats.isError && <FormAlert>{seats.error.message}</FormAlert>}
              {seats.data ? (
                <NapSeatMap
                  map={seats.data}
                  selected={Number.isNaN(seatId) ? null : seatId}
                  onSelect={(seat) => setValue('seatId', seat, { shouldValidate: true })}
                />
              ) : (
                <p className="text-sm text-muted">{t('nap.pickTime')}</p>
              )}
              {seatError && (
                <p className="mt-2 text-sm text-danger" role="alert">
                  {seatError}
                </p>
              )}
            </Panel>
            <p className="text-sm text-muted">{t('nap.terms')}</p>
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
                {values.start ? format.span(values.date, values.start, napEnd(values.start)) : ''}
              </SummaryRow>
              <SummaryRow term={t('nap.priceLabel')}>{t('nap.price')}</SummaryRow>
            </dl>
          </Panel>
        ),
      }}
      done={{
        title: id === null ? t('nap.doneTitle') : t('nap.changedTitle'),
        lead: t('nap.doneLead'),
        children: savedId !== null && (
          <div className="mt-4">
            <Link to={HISTORY} className={linkClass}>
              {t('nap.history')}
            </Link>
          </div>
        ),
      }}
    />
  );
}

/** What keeps the person from booking, shown before they pick anything: a no-show restriction, the booking hours. */
function Blocked({ status }: { status: NapStatus }) {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
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
  return <NapWizard id={id} status={status} initial={{ seatId: r.resource.id, date: r.date, start: r.start }} />;
}

/**
 * /tenant-service/amenities/sleeping-room/reservation (+ /edit/:id), issue 16: a date, an hour and a
 * seat of one's own side on the map → confirm → done; a restriction or the closed booking hours are
 * said before anything is picked.
 */
export default function NapReservationPage() {
  const { t } = useTranslation('amenities');
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  // Tenant staff book a seat of their own side; the building office has no side and no bookings here.
  const staff = useSession().user?.role !== 'building_manager';
  const status = useNapStatus(staff);
  const blank: NapForm = { seatId: Number.NaN, date: '', start: '' };
  return (
    <ServicePage title={editing ? t('nap.editTitle') : t('nap.title')} lead={t('nap.lead')}>
      {!staff ? (
        <NoticeWithLink text={t('nap.staffOnly')} to="/admin/resources" label={t('nap.officeSeats')} />
      ) : status.isPending ? (
        <PageLoading />
      ) : status.isError ? (
        <FormAlert>{status.error.message}</FormAlert>
      ) : status.data.restrictedUntil || !status.data.bookingOpen ? (
        <Blocked status={status.data} />
      ) : editing ? (
        <EditNap id={id} status={status.data} />
      ) : (
        <NapWizard id={null} status={status.data} initial={blank} />
      )}
    </ServicePage>
  );
}
