import { useTranslation } from 'react-i18next';
import { useMyProfile } from '../api';
import { HistoryLinks, ManagerLinks } from '../components/entry-links';
import { NotificationList } from '../components/notification-list';
import { LoadState, PAGE_WIDTH, PageHeader } from '../components/page-header';
import { ProfileCard } from '../components/profile-card';

/**
 * /my-page: personal info with the way to edit it, the histories, management entries by role and the
 * latest notifications. No router guard (spec §2): the API call runs the session-expired flow for an
 * anonymous visitor.
 */
export default function MyPage() {
  const { t } = useTranslation('myPage');
  const profile = useMyProfile();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className={`mx-auto ${PAGE_WIDTH.wide} space-y-6 px-4 py-8 lg:px-8 lg:py-10`}>
        <LoadState query={profile} />
        {profile.data && (
          <>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
              <ProfileCard profile={profile.data} />
              <NotificationList />
            </div>
            <HistoryLinks role={profile.data.role} />
            <ManagerLinks role={profile.data.role} />
          </>
        )}
      </div>
    </>
  );
}
