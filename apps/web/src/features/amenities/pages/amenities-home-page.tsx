import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { LinkButton } from '../../../shared/ui/link-button';
import { amenitiesScene } from '../../../shared/ui/hero-scenes/amenities';
import { PillLinks } from '../components/pill-links';
import { WELLNESS_BOOKING_KEYS, wellnessBooking, type WellnessBooking } from '../components/wellness-bookings';

/** The amenities and how each is booked online: one booking form, or the wellness center's services. */
const AMENITIES = [
  { key: 'conferenceRoom', intro: '/tenant-service/amenities/conference-room', book: 'conference', action: 'book' },
  { key: 'executiveLounge', intro: '/tenant-service/amenities/executive-lounge', book: 'lounge', action: 'request' },
  { key: 'refreshLounge', intro: '/tenant-service/amenities/refresh-lounge', book: 'refreshLounge', action: 'book' },
  { key: 'sleepingRoom', intro: '/tenant-service/amenities/sleeping-room', book: 'sleepingRoom', action: 'book' },
  { key: 'wellnessCenter', intro: '/tenant-service/amenities/wellness-center', services: WELLNESS_BOOKING_KEYS },
] as const satisfies readonly (
  | { key: string; intro: string; book: Amenity; action: 'book' | 'request' }
  | { key: string; intro: string; services: readonly WellnessBooking[] }
)[];

/** /tenant-service/amenities: the amenities home of logged-in tenants. */
export default function AmenitiesHomePage() {
  const { t } = useTranslation(['reservations', 'amenities']);
  const { t: tAmenities } = useTranslation('amenities');
  return (
    <>
      <PageHero scene={amenitiesScene} title={t('amenitiesHome.title')} lead={t('amenitiesHome.lead')} />
      <div className="mx-auto max-w-6xl px-4 py-8 lg:px-8 lg:py-12">
        <ul className="grid gap-5 md:grid-cols-2">
          {AMENITIES.map((a) => {
            const name = t(`amenities:${a.key}.name`);
            return (
              <li key={a.key} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-xl font-bold text-navy-900">{name}</h2>
                  <span className="rounded-full border border-[#1f7a4d]/30 bg-[#eef8f2] px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-[#17603c]">
                    {t('amenitiesHome.bookable')}
                  </span>
                </div>
                <p className="mt-2 flex-1 text-[15px] text-muted">
                  {t(`amenities:${a.key}.summary`, { percent: 50, time: t('amenities:common.hours', { count: 1 }) })}
                </p>
                {'services' in a && (
                  <div className="mt-4">
                    <PillLinks
                      label={t('amenities:wellnessCenter.book.label', { name })}
                      links={a.services.map((key) => wellnessBooking(tAmenities, key))}
                    />
                  </div>
                )}
                <div className="mt-4 flex flex-wrap gap-3">
                  {'book' in a && <LinkButton to={amenityPolicy(a.book).bookPath}>{t(`amenitiesHome.${a.action}`)}</LinkButton>}
                  <LinkButton variant="secondary" to={a.intro} aria-label={t('amenitiesHome.about', { name })}>
                    {t('amenitiesHome.moreInfo')}
                  </LinkButton>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
