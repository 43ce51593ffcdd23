import { hoursRuns, type HoursRun, type WeeklyHours } from '@tea/shared/retail/retail.rules';
import { useTranslation } from 'react-i18next';

/** A run of days as a label: `월–금`, `토`, `매일` / `Mon–Fri`, `Sat`, `Every day`. */
function daysLabel(run: HoursRun, t: (key: string) => string): string {
  if (run.from === 'mon' && run.to === 'sun') return t('hours.everyDay');
  const from = t(`hours.weekdays.${run.from}`);
  return run.from === run.to ? from : `${from}–${t(`hours.weekdays.${run.to}`)}`;
}

/**
 * A week's opening hours in a few lines (runs of days with the same hours), and the note under them
 * (a break, a last order). `compact` is a card's: smaller, without the note's own line spacing.
 */
export function OpeningHours({ hours, note, compact = false }: { hours: WeeklyHours; note?: string | null; compact?: boolean }) {
  const { t } = useTranslation('retail');
  return (
    <div className={compact ? 'text-sm' : 'text-[15px]'}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {hoursRuns(hours).map((run) => (
          <div key={run.from} className="contents">
            <dt className="font-medium text-navy-900">{daysLabel(run, t)}</dt>
            <dd className="text-ink tabular-nums">
              {run.hours === null
                ? t('hours.closed')
                : run.hours.opens === '00:00' && run.hours.closes === '24:00'
                  ? t('hours.allDay')
                  : t('hours.range', { from: run.hours.opens, to: run.hours.closes })}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-1 text-muted">{note}</p>}
    </div>
  );
}
