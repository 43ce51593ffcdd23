import type { Role } from '@tea/shared/accounts/account.rules';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../shared/ui/link-list';
import { Card } from './page-header';

interface Entry {
  to: string;
  key: string;
}

const HISTORIES: Entry[] = [
  // The one history of every kind's bookings (decision 0064).
  { to: '/my-page/amenity-reservation-history', key: 'history.amenity' },
  { to: '/my-page/voc-application-details', key: 'history.voc' },
];
/** A member's event applications are listed (and cancelled) on /event itself (decision 0039). */
const EVENTS: Entry = { to: '/event', key: 'history.events' };
/** Paid nap-room passes are tenant staff's: a building manager sells them in the back office instead. */
const NAP_PASSES: Entry = { to: '/my-page/nap-passes', key: 'history.napPasses' };

function EntryList({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('myPage');
  return (
    <LinkList
      items={entries}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      linkClassName="group flex h-full flex-col rounded-xl border border-line p-4 hover:border-navy-700 hover:bg-navy-50"
    >
      {(entry) => (
        <>
          <span className="flex items-center justify-between gap-2 font-bold text-navy-900">
            {t(`${entry.key}.title`)}
            <span aria-hidden="true" className="text-navy-700 transition-transform group-hover:translate-x-0.5">
              →
            </span>
          </span>
          <span className="mt-1 text-sm text-muted">{t(`${entry.key}.description`)}</span>
        </>
      )}
    </LinkList>
  );
}

/**
 * The ways from My Page to the reservation and VOC histories, and tenant staff's nap-room passes. The
 * building office books and files nothing of its own (it works them in the back office): none.
 */
export function HistoryLinks({ role }: { role: Role }) {
  const { t } = useTranslation('myPage');
  if (role === 'building_manager') return null;
  return (
    <Card title={t('history.title')} id="my-history-title">
      <EntryList entries={[...HISTORIES, EVENTS, NAP_PASSES]} />
    </Card>
  );
}

/** Management entries for tenant managers (their staff) and building managers (the back office); nothing for members. */
export function ManagerLinks({ role }: { role: Role }) {
  const { t } = useTranslation('myPage');
  const entries: Entry[] =
    role === 'tenant_manager'
      ? [
          { to: '/tenant-manager/employee-management', key: 'manage.employees' },
          { to: '/tenant-manager/amenity-charges', key: 'manage.charges' },
          { to: '/tenant-manager/audit-log', key: 'manage.audit' },
        ]
      : role === 'building_manager'
        ? [{ to: '/admin', key: 'manage.admin' }]
        : [];
  if (entries.length === 0) return null;
  return (
    <Card title={t('manage.title')} id="my-manage-title">
      <EntryList entries={entries} />
    </Card>
  );
}
