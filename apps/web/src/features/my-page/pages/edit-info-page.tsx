import { useTranslation } from 'react-i18next';
import { useMyProfile } from '../api';
import { LoadState, PAGE_WIDTH, PageHeader } from '../components/page-header';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /my-page/edit-info: change personal info, and change password (which logs the other devices out). */
export default function EditInfoPage() {
  const { t } = useTranslation('myPage');
  const profile = useMyProfile();
  return (
    <>
      <PageHeader title={t('edit.title')} lead={t('edit.lead')} back={{ to: '/my-page', label: t('edit.back') }} width="form" />
      <div className={`mx-auto ${PAGE_WIDTH.form} space-y-6 px-4 py-8 lg:px-8 lg:py-10`}>
        <LoadState query={profile} />
        {profile.data && (
          <>
            <ProfileForm key={profile.data.id} profile={profile.data} />
            <PasswordForm loginId={profile.data.loginId} />
          </>
        )}
      </div>
    </>
  );
}
