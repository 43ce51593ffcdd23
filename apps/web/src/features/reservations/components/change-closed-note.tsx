import { changeableOnceBooked } from '@tea/shared/reservations/amenity-policies';
import { CONFERENCE } from '@tea/shared/reservations/conference.policy';
import { useTranslation } from 'react-i18next';
import { WarningNote } from '../../../shared/ui/warning-note';

/**
 * On the confirm step of a conference booking, before Reserve: when the day is already inside the
 * 3 days in which nothing is changed online, the booking cannot be changed or cancelled online once
 * made; only the amenity desk can. Nothing when it still can be.
 */
export function ChangeClosedNote({ date, start, now = new Date() }: { date: string; start: string; now?: Date }) {
  const { t } = useTranslation('reservations');
  if (changeableOnceBooked('conference', now, { date, startTime: start })) return null;
  return (
    <div className="mt-3">
      <WarningNote title={t('confirm.changeClosedTitle')}>
        {t('confirm.changeClosed', { days: CONFERENCE.cancelUntilDaysAhead, phone: CONFERENCE.deskPhone })}
      </WarningNote>
    </div>
  );
}
