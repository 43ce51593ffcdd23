import { openStateAt, type WeeklyHours } from '@tea/shared/retail/retail.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../shared/ui/status-chip';

/** The time now, again every minute: a page left open turns a shop's "open" to "closed" on time. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Whether the shop is open now on the Seoul clock, and until when; or when it opens next
 * ("Opens at 10:00", "Closed · opens Mon 07:30").
 */
export function OpenNow({ hours }: { hours: WeeklyHours }) {
  const { t } = useTranslation('retail');
  const state = openStateAt(hours, useMinute());
  if (state.open)
    return (
      <StatusChip tone="good">
        {state.closes === '24:00' ? t('hours.now.openUntilMidnight') : t('hours.now.open', { time: state.closes })}
      </StatusChip>
    );
  const { opens } = state;
  return (
    <StatusChip>
      {opens === null
        ? t('hours.now.closed')
        : opens.today
          ? t('hours.now.opensToday', { time: opens.time })
          : t('hours.now.opensOn', { day: t(`hours.weekdays.${opens.day}`), time: opens.time })}
    </StatusChip>
  );
}
