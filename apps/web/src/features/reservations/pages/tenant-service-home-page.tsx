import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session';
import { ReservationPage } from '../components/reservation-page';

/** /tenant-service-home: the tenant-service hub, with what the person can do in the portal now. */
export default function TenantServiceHomePage() {
  const { t } = useTranslation('reservations');
  const { user } = useSession();
  const cards = [
    { key: 'amenities', to: '/tenant-service/amenities' },
    { key: 'history', to: '/my-page/amenity-reservation-history' },
    ...(user?.role === 'tenant_manager'
      ? [
          { key: 'charges', to: '/tenant-manager/amenity-charges' },
          { key: 'employees', to: '/tenant-manager/employee-management' },
        ]
      : []),
    { key: 'myPage', to: '/my-page' },
    { key: 'qr', to: '/member-qr' },
  ];
  return (
    <ReservationPage title={t('hub.title')} lead={t('hub.lead')} wide>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.key}>
            <Link
              to={c.to}
              className="group flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm hover:border-navy-800 hover:shadow-md"
            >
              <span className="text-lg font-bold text-navy-900 group-hover:underline">{t(`hub.${c.key}.title`)}</span>
              <span className="mt-2 text-[15px] text-muted">{t(`hub.${c.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ReservationPage>
  );
}
