import { historyPath } from '@tea/shared/reservations/amenity-policies';
import type { CheckInAnswer } from '@tea/shared/reservations/check-in.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useSeatCheckIn } from '../check-in-api';

const TONE: Record<CheckInAnswer['result'], 'success' | 'info' | 'error'> = {
  checked_in: 'success',
  already_checked_in: 'success',
  too_early: 'info',
  too_late: 'error',
  no_booking: 'error',
  not_on_site: 'error',
  expired: 'error',
  invalid: 'error',
  inactive: 'error',
};

/**
 * /seat-check-in/{code}: the page a seat's QR opens (issue 16, decision 0035). For the logged-in person
 * (the guard sends anyone else to log in and back), it checks in their booking of that seat whose
 * window holds now, once on arrival, and says so, or why not: too early (from when), too late, or no
 * booking on this seat, or not scanned in the building (decision 0054). The server decides; the page only reports.
 */
function SeatCheckIn() {
  const { t } = useTranslation('amenities');
  const { code = '' } = useParams();
  const checkIn = useSeatCheckIn();
  const asked = useRef<string | null>(null);
  const { mutate } = checkIn;
  useEffect(() => {
    // Once per code: a second request would answer "already checked in" over "checked in".
    if (asked.current === code) return;
    asked.current = code;
    mutate(code);
  }, [code, mutate]);

  const answer = checkIn.data;
  const notFound = checkIn.error instanceof ApiError && (checkIn.error.status === 404 || checkIn.error.status === 400);
  return (
    <ServicePage title={t('checkIn.title')}>
      <Panel title={answer?.seat ? t('checkIn.seat', { room: answer.seat.room }) : t('checkIn.title')}>
        <div aria-live="polite" className="space-y-4">
          {checkIn.isPending && <p className="text-ink">{t('checkIn.checking')}</p>}
          {answer && (
            <>
              <FormAlert tone={TONE[answer.result]}>
                <span className="text-lg font-bold">{t(`checkIn.${answer.result}`, { time: answer.opensAt ?? '' })}</span>
              </FormAlert>
              {answer.booking && (
                <p className="text-ink">{t('checkIn.booking', { start: answer.booking.start, end: answer.booking.end })}</p>
              )}
              {answer.seat && (
                <LinkButton variant="secondary" to={historyPath(answer.seat.amenity)}>
                  {t('checkIn.history')}
                </LinkButton>
              )}
            </>
          )}
          {checkIn.isError && (
            <>
              <FormAlert>{notFound ? t('checkIn.notFound') : t('checkIn.failed')}</FormAlert>
              {!notFound && (
                <Button variant="secondary" onClick={() => mutate(code)}>
                  {t('checkIn.retry')}
                </Button>
              )}
            </>
          )}
        </div>
      </Panel>
    </ServicePage>
  );
}

/** The seat's QR page; the building office, which holds no seat, is sent to the seat timeline instead. */
export default function SeatCheckInPage() {
  const { t } = useTranslation('amenities');
  return (
    <TenantStaffOnly
      title={t('checkIn.title')}
      office={{ text: t('checkIn.staffOnly'), to: '/admin/seat-timeline', label: t('checkIn.office') }}
    >
      <SeatCheckIn />
    </TenantStaffOnly>
  );
}
