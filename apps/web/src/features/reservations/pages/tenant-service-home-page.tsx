import { HISTORY_PATH, historyPath } from '@tea/shared/reservations/amenity-policies';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { usePendingSignups, useRecentNotifications, useUpcoming } from '../api';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { LinkList } from '../../../shared/ui/link-list';

const more = 'inline-flex min-h-11 items-center text-sm font-semibold text-navy-800 underline underline-offset-4';

/** What is coming: the person's next bookings, each with its time and status. */
function UpcomingPanel() {
  const { t } = useTranslation('reservations');
  const formatSpan = useDateFormat().span;
  const upcoming = useUpcoming();
  return (
    <Panel title={t('hub.upcoming.title')}>
      {upcoming.isPending ? (
        <p className="text-muted">{t('hub.loading')}</p>
      ) : !upcoming.data?.length ? (
        <p className="text-muted">
          {t('hub.upcoming.empty')}{' '}
          <Link to="/tenant-service/amenities" className={more}>
            {t('hub.upcoming.book')}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {upcoming.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                {/* Its kind's tab of the one history (decision 0064): a golf booking opens the golf tab. */}
                <Link
                  to={historyPath(r.amenity)}
                  className="block font-semibold text-navy-900 underline-offset-4 hover:underline"
                >
                  {r.resource.name}
                </Link>
                <span className="text-sm text-ink tabular-nums">{formatSpan(r.date, r.start, r.end)}</span>
              </span>
              <BookingStatusChip facts={reservationFacts(r)} />
            </li>
          ))}
        </ul>
      )}
      <Link to={HISTORY_PATH} className={more}>
        {t('hub.upcoming.all')}
      </Link>
    </Panel>
  );
}

/** For a tenant manager: the company's sign-ups waiting for a decision. */
function ApprovalsPanel() {
  const { t } = useTranslation('reservations');
  const pending = usePendingSignups(true);
  return (
    <Panel title={t('hub.approvals.title')}>
      <p aria-hidden="true" className="text-3xl font-extrabold text-navy-900 tabular-nums">
        {pending.data ?? '–'}
      </p>
      {pending.data !== undefined && (
        <p className="mt-1 text-sm text-muted">{t('hub.approvals.lead', { count: pending.data })}</p>
      )}
      <Link to="/tenant-manager/employee-management?status=pending" className={more}>
        {t('hub.approvals.review')}
      </Link>
    </Panel>
  );
}

/** The latest notifications, the unread ones marked. */
function NotificationsPanel() {
  const { t } = useTranslation('reservations');
  const recent = useRecentNotifications();
  const items = recent.data?.items ?? [];
  return (
    <Panel title={t('hub.notifications.title')}>
      {recent.isPending ? (
        <p className="text-muted">{t('hub.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('hub.notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((n) => (
            <li key={n.id} className={`py-3 text-sm ${n.readAt === null ? 'font-bold text-navy-900' : 'text-ink'}`}>
              {n.readAt === null && <span className="sr-only">{t('hub.notifications.new')}: </span>}
              {n.subject}
            </li>
          ))}
        </ul>
      )}
      <Link to="/my-page#my-notifications-title" className={more}>
        {t('hub.notifications.all')}
      </Link>
    </Panel>
  );
}

/**
 * /tenant-service-home: where a tenant lands after logging in. What is coming (the next bookings),
 * what waits for them (a tenant manager's pending sign-ups), what is new (notifications), and the
 * ways into the portal.
 */
export default function TenantServiceHomePage() {
  const { t } = useTranslation('reservations');
  const { user } = useSession();
  const manager = user?.role === 'tenant_manager';
  const cards = [
    { key: 'amenities', to: '/tenant-service/amenities' },
    { key: 'history', to: HISTORY_PATH },
    ...(manager
      ? [
          { key: 'charges', to: '/tenant-manager/amenity-charges' },
          { key: 'employees', to: '/tenant-manager/employee-management' },
        ]
      : []),
    { key: 'myPage', to: '/my-page' },
    { key: 'qr', to: '/member-qr' },
  ];
  return (
    <ServicePage title={t('hub.title')} lead={t('hub.lead')} wide>
      <div className={`mb-8 grid gap-4 ${manager ? 'lg:grid-cols-3' : 'lg:grid-cols-2'}`}>
        <UpcomingPanel />
        {manager && <ApprovalsPanel />}
        <NotificationsPanel />
      </div>
      <LinkList
        items={cards}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        linkClassName="group flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm hover:border-navy-800 hover:shadow-md"
      >
        {(c) => (
          <>
            <span className="text-lg font-bold text-navy-900 group-hover:underline">{t(`hub.${c.key}.title`)}</span>
            <span className="mt-2 text-[15px] text-muted">{t(`hub.${c.key}.description`)}</span>
          </>
        )}
      </LinkList>
    </ServicePage>
  );
}
