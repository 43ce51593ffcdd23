import { historyPath, qrPath } from '@tea/shared/reservations/amenity-policies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { QrImage } from '../../../shared/ui/qr-image';
import { useReservation, type Reservation } from '../api';
import { PriceLines } from './price-lines';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { LinkButton } from '../../../shared/ui/link-button';

/** What was booked: the reference, where and when, the price lines and, for a room, its QR code. */
function Recap({ reservation: r, extraName }: { reservation: Reservation; extraName: (code: string) => string }) {
  const { t } = useTranslation('reservations');
  const formatSpan = useDateFormat().span;
  const rows: [string, string][] = [
    [t('done.reference'), r.reference],
    [t('done.where'), r.resource.name],
    [t('done.when'), formatSpan(r.date, r.start, r.end)],
  ];
  return (
    <div className="mt-5 grid gap-5 rounded-lg bg-white p-5 text-ink lg:grid-cols-[1fr_auto]">
      <div className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <PriceLines lines={r.priceLines} total={r.total} extraName={extraName} />
      </div>
      {qrPath(r) && (
        <QrImage text={`${location.origin}${qrPath(r)}`} label={t('qr.qrLabel')} className="mx-auto aspect-square w-40 lg:w-44" />
      )}
    </div>
  );
}

/**
 * What follows a booking, inside the booking wizard's done step: the recap, the calendar file, the
 * room's QR code and the way to the history or to another booking.
 */
export function DoneLinks({
  id,
  againTo,
  onAgain,
  extraName,
}: {
  id: number;
  againTo: string;
  onAgain: () => void;
  /** The name of an extra (projector, …) of the booked resource, for the price lines. */
  extraName: (code: string) => string;
}) {
  const { t } = useTranslation('reservations');
  const reservation = useReservation(id);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const confirmed = reservation.data?.status === 'confirmed';
  return (
    <>
      {reservation.data && <Recap reservation={reservation.data} extraName={extraName} />}
      {downloadError && (
        <div className="mt-3">
          <FormAlert>{downloadError}</FormAlert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {confirmed && (
          <Button
            variant="secondary"
            onClick={() =>
              void downloadFile(`/reservations/${id}/calendar.ics`, `reservation-${id}.ics`, 'v2').catch((e: Error) =>
                setDownloadError(e.message),
              )
            }
          >
            {t('done.calendar')}
          </Button>
        )}
        {reservation.data && qrPath(reservation.data) && (
          <LinkButton variant="secondary" to={qrPath(reservation.data)!}>
            {t('done.qr')}
          </LinkButton>
        )}
        <LinkButton to={historyPath(reservation.data?.amenity ?? 'conference')}>{t('done.history')}</LinkButton>
        <Link
          to={againTo}
          onClick={onAgain}
          className="inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline"
        >
          {t('done.another')}
        </Link>
      </div>
    </>
  );
}
