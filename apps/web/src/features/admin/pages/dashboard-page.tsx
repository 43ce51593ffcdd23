import { seoulDate } from '@tea/shared/calendar';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminReservations, useAdminSummary } from '../api';
import { AdminPage } from '../components/admin-page';

/** /admin: the figures a building manager checks first, each leading to its list. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { data, isError } = useAdminSummary();
  // The next 62 days (the most the server lists at once); the reservations page points to any waiting later.
  const today = seoulDate();
  const lounge = useAdminReservations({
    from: today,
    to: addDays(today, 61),
    amenity: 'lounge',
    status: 'pending',
    page: 1,
    size: 1,
  });
  const number = (n: number | undefined) =>
    n === undefined ? '–' : n.toLocaleString(i18n.language === 'ko' ? 'ko-KR' : 'en-US');
  const cards = [
    {
      label: t('dashboard.todayVisits'),
      value: data?.todayVisits,
      to: `/admin/visits?date=${data?.today ?? today}`,
      action: t('dashboard.openVisits'),
    },
    {
      label: t('dashboard.openComplaints'),
      value: data?.openComplaints,
      to: '/admin/voc?status=open',
      action: t('dashboard.openQueue'),
    },
    {
      label: t('dashboard.breachedComplaints'),
      value: data?.breachedComplaints,
      to: '/admin/voc?sla=breached',
      action: t('dashboard.openBreached'),
      alert: (data?.breachedComplaints ?? 0) > 0,
    },
    {
      label: t('dashboard.noShows'),
      value: data?.noShows.count,
      to: `/admin/no-shows?from=${data?.noShows.from ?? addDays(today, -6)}&to=${data?.today ?? today}`,
      action: t('dashboard.openNoShows'),
    },
    {
      label: t('dashboard.pendingUsers'),
      value: data?.pendingUsers,
      to: '/admin/users?status=pending',
      action: t('dashboard.review'),
    },
    {
      label: t('dashboard.waitingLounge'),
      value: lounge.data?.total,
      to: '/admin/reservations?status=pending&amenity=lounge',
      action: t('dashboard.reviewLounge'),
    },
    {
      label: t('dashboard.todayPageViews'),
      value: data?.todayPageViews,
      to: '/admin/page-views',
      action: t('dashboard.openChart'),
    },
    {
      label: t('dashboard.keptEmails'),
      value: data?.keptEmails,
      to: '/admin/notifications?channel=email&status=kept',
      action: t('dashboard.openOutbox'),
    },
    {
      label: t('dashboard.activeCompanies'),
      value: data?.activeCompanies,
      to: '/admin/companies?status=active',
      action: t('dashboard.openCompanies'),
    },
  ];
  return (
    <AdminPage title={t('dashboard.title')} lead={t('dashboard.lead')}>
      {isError && (
        <p role="alert" className="mb-4 text-danger">
          {t('list.failed')}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={!data || undefined}>
        {cards.map((card) => (
          <li
            key={card.label}
            className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${'alert' in card && card.alert ? 'border-danger' : 'border-line'}`}
          >
            <h2 className="text-sm font-semibold text-muted">{card.label}</h2>
            <p className="mt-2 text-4xl font-bold text-navy-900 tabular-nums">{number(card.value)}</p>
            <Link to={card.to} className="mt-4 text-[15px] font-semibold text-navy-800 underline underline-offset-4">
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
