import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { PageLoading } from '../../../shared/ui/page-loading';
import { QrImage } from '../../../shared/ui/qr-image';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useConferenceQr } from '../api';
import { useDateFormat } from '../../../shared/ui/date-time-text';

const STATE_TONE = {
  upcoming: 'bg-[#fff6e5] text-[#7a4b00]',
  inProgress: 'bg-[#eef8f2] text-[#17603c]',
  ended: 'bg-navy-50 text-navy-900',
  cancelled: 'bg-[#fdf1f0] text-danger',
} as const;

/**
 * /conference-qr/{code} (no header or footer): what the room's door and attendees' phones show.
 * The page's own address is in the QR code; it names the room, time, company and purpose, no person.
 */
export default function ConferenceQrPage() {
  const { t } = useTranslation('reservations');
  const formatSpan = useDateFormat().span;
  const { code = '' } = useParams();
  const booking = useConferenceQr(code);
  useDocumentTitle(t('qr.title'));

  return (
    <div className="min-h-screen bg-navy-900 px-4 py-8 text-white">
      <div className="mx-auto max-w-md">
        <div className="flex items-center justify-between">
          <Logo tone="light" />
        </div>
        <h1 className="mt-6 text-2xl font-bold">{t('qr.title')}</h1>
        {booking.isPending ? (
          <PageLoading />
        ) : booking.isError || !booking.data ? (
          <p role="alert" className="mt-6 rounded-lg bg-white/10 p-4">
            {t('qr.notFound')}
          </p>
        ) : (
          <div className="mt-6 rounded-2xl bg-white p-6 text-ink shadow-xl">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xl font-bold text-navy-900">{booking.data.room}</p>
                <p className="tabular-nums">{formatSpan(booking.data.date, booking.data.start, booking.data.end)}</p>
              </div>
              <span className={`rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${STATE_TONE[booking.data.state]}`}>
                {t(`qr.states.${booking.data.state}`)}
              </span>
            </div>
            <p className="mt-3 font-semibold">{booking.data.purpose}</p>
            <p className="text-sm text-muted">
              {booking.data.company} · {t('qr.people', { count: booking.data.participants })}
            </p>
            <QrImage
              text={`${location.origin}/conference-qr/${code}`}
              label={t('qr.qrLabel')}
              className="mx-auto mt-5 aspect-square w-full max-w-[18rem]"
            />
            <p className="mt-3 text-center text-sm text-muted">{t('qr.code')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
