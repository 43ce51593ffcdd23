import { formatPhone } from '@tea/shared/accounts/phone';
import type { MyProfile } from '@tea/shared/accounts/profile.schema';
import { useTranslation } from 'react-i18next';
import { Card } from './page-header';
import { companyLabel } from './labels';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { LinkButton } from '../../../shared/ui/link-button';

/** My Page's personal info (spec §3): name, ID, tenant company, gender, permission, contact, e-mail. */
export function ProfileCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('myPage');
  const floorLabel = useFloorFormat();
  const company = companyLabel(profile.company);
  const rows: [label: string, value: string][] = [
    [t('info.name'), profile.name],
    [t('info.loginId'), profile.loginId],
    [
      t('info.company'),
      company ? (profile.floor === null ? company : `${company} · ${floorLabel(profile.floor)}`) : t('info.noCompany'),
    ],
    [t('info.gender'), t(`gender.${profile.gender}`)],
    [t('info.permission'), t(`role.${profile.role}`)],
    [t('info.mobile'), profile.mobile ? formatPhone(profile.mobile) : '-'],
    [t('info.email'), profile.email],
  ];
  return (
    <Card title={t('info.title')} id="my-info-title">
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7rem_1fr] gap-3 py-3 sm:grid-cols-[9rem_1fr]">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <LinkButton to="/my-page/edit-info">{t('info.edit')}</LinkButton>
        <LinkButton variant="secondary" to="/member-qr">
          {t('info.qr')}
        </LinkButton>
      </div>
    </Card>
  );
}
