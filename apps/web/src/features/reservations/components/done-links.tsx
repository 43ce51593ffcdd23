import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useReservation } from '../api';

/** The success message after booking, with the calendar file, the room's QR code and the way to the history. */
export function DoneLinks({
  id,
  title,
  lead,
  tab,
  againTo,
  onAgain,
}: {
  id: number;
  title: string;
  lead: string;
  tab: 'conference' | 'executive-lounge';
  againTo: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('reservations');
  const reservation = useReservation(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmed = reservation.data?.status === 'confirmed';
  return (
    <div role="status" className="rounded-xl border border-[#1f7a4d]/30 bg-[#eef8f2] p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-[#17603c] outline-none">
        {title}
      </h2>
      <p className="mt-2 text-ink">{lead}</p>
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
        {confirmed && reservation.data?.amenity === 'conference' && (
          <Link
            to={`/conference-qr/${reservation.data.code}`}
            className="inline-flex min-h-11 items-center rounded-md border border-navy-900 bg-white px-5 font-bold text-navy-900 hover:bg-navy-50"
          >
            {t('done.qr')}
          </Link>
        )}
        <Link
          to={`/my-page/amenity-reservation-history?tab=${tab}`}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
        >
          {t('done.history')}
        </Link>
        <Link
          to={againTo}
          onClick={onAgain}
          className="inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline"
        >
          {t('done.another')}
        </Link>
      </div>
    </div>
  );
}
