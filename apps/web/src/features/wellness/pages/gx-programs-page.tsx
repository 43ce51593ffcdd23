import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { seoulDate } from '@tea/shared/calendar';
import { GX_MIN_REGISTRATIONS } from '@tea/shared/wellness/gx.rules';
import { useSearchParams, Link } from 'react-router';
import { LoginRequired } from '../../../shared/login-required';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Money } from '../../../shared/ui/money';
import { ServicePage } from '../../../shared/ui/service-page';
import { useGxPrograms, type GxProgram } from '../../../shared/gx/gx-api';
import { shiftMonth, useGxFormat } from '../../../shared/gx/gx-format';
import { canRegister, GxProgramState } from '../components/gx-program-state';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
const monthLink =
  'inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50';

/**
 * /tenant-service/amenities/wellness-center-gx/reservation: a month's GX programs (next month's by
 * default, the one registering now), each with its days and how many sessions they hold (holidays
 * skipped, decision 0026's addendum), time, instructor, price with VAT, the
 * application period, applicants/capacity and the waiting list, and the way to register.
 */
function GxPrograms() {
  const f = useGxFormat();
  const { t } = f;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : shiftMonth(seoulDate().slice(0, 7), 1);
  const programs = useGxPrograms(month);
  const window = programs.data?.month === month ? programs.data.window : null;

  const columns: Column<GxProgram>[] = [
    { id: 'program', header: t('gx.program'), rowHeader: true, card: 'title', cell: (p) => p.name },
    {
      id: 'state',
      header: <span className="sr-only">{t('history.status')}</span>,
      card: 'aside',
      cell: (p) => <GxProgramState program={p} />,
    },
    {
      id: 'days',
      header: t('gx.days'),
      // How many classes the month holds (public holidays and closed days skipped) and when the first is.
      cell: (p) => (
        <span>
          {f.days(p.weekdays)}
          {p.sessionCount !== null && (
            <span className="block text-sm text-muted">
              {t('gx.sessions', { count: p.sessionCount })} · {t('gx.firstClass', { date: f.date(p.firstSession) })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'time', header: t('gx.time'), cell: (p) => `${p.start}–${p.end}` },
    { id: 'instructor', header: t('gx.instructor'), cell: (p) => p.instructor },
    {
      id: 'price',
      header: t('gx.price'),
      cell: (p) => (
        <span>
          <Money amount={p.price} className="font-semibold" />{' '}
          <span className="text-sm text-muted">
            ({t('gx.vatExcluded')}, {t('gx.vat', { vat: f.krw(p.vat) })})
          </span>
        </span>
      ),
    },
    { id: 'period', header: t('gx.period'), cell: (p) => f.period(p.registration) },
    {
      id: 'applicants',
      header: t('gx.applicants'),
      cell: (p) => (
        <span className="tabular-nums">
          {t('gx.applicantsValue', { registered: p.registered, capacity: p.capacity })}
          <span className="block text-sm text-muted">
            {t('gx.waiting', { waitlisted: p.waitlisted, length: p.waitlistLength })}
          </span>
        </span>
      ),
    },
    {
      id: 'register',
      header: <span className="sr-only">{t('gx.register')}</span>,
      card: 'foot',
      // Register while the window is open; a closed, cancelled or own program's page only shows it.
      cell: (p) =>
        canRegister(p) ? (
          <Link
            to={`/fitness-reservation/gx/${p.id}`}
            aria-label={`${t('gx.register')}: ${p.name}`}
            className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-bold whitespace-nowrap text-white hover:bg-navy-800"
          >
            {t('gx.register')}
          </Link>
        ) : (
          <Link
            to={`/fitness-reservation/gx/${p.id}`}
            aria-label={`${t('gx.details')}: ${p.name}`}
            className="inline-flex min-h-11 items-center rounded-md border border-navy-900 px-4 font-bold whitespace-nowrap text-navy-900 hover:bg-navy-50"
          >
            {t('gx.details')}
          </Link>
        ),
    },
  ];

  return (
    <ServicePage
      title={t('gx.title')}
      lead={
        window
          ? t('gx.lead', { month: f.month(month), opens: f.date(window.opens), closes: f.date(window.closes) })
          : t('gx.noWindow', { month: f.month(month) })
      }
      wide
    >
      <nav aria-label={t('gx.month')} className="mb-6 flex flex-wrap items-center gap-3">
        <button type="button" className={monthLink} onClick={() => setParams({ month: shiftMonth(month, -1) })}>
          ‹ {t('gx.previousMonth')}
        </button>
        <p className="min-w-32 text-center text-lg font-bold text-navy-900" aria-live="polite">
          {f.month(month)}
        </p>
        <button type="button" className={monthLink} onClick={() => setParams({ month: shiftMonth(month, 1) })}>
          {t('gx.nextMonth')} ›
        </button>
      </nav>
      <div className="mb-4">
        <FormAlert tone="info">
          {t('gx.minimum', { count: GX_MIN_REGISTRATIONS })} {t('gx.holidaysSkipped')}
        </FormAlert>
      </div>
      <DataTable
        caption={`${t('gx.title')} · ${f.month(month)}`}
        columns={columns}
        rows={programs.data?.month === month ? programs.data.items : undefined}
        rowKey={(p) => p.id}
        loading={programs.isFetching}
        error={programs.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('gx.empty')}</p>}
        cards="lg"
      />
      <p className="mt-6">
        <Link to={historyPath('gx')} className="font-bold text-navy-800 underline underline-offset-4">
          {t('intro.history')}
        </Link>
      </p>
    </ServicePage>
  );
}

export default function GxProgramsPage() {
  return (
    <LoginRequired>
      <GxPrograms />
    </LoginRequired>
  );
}
