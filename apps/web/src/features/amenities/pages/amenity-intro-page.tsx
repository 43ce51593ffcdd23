import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../shared/ui/page-hero';
import type { AmenityIntroProps } from '../components/use-intro-format';
import type { IntroAmenity } from './amenity-intro-mob-page';
import { amenitiesScene } from '../../../shared/ui/hero-scenes/amenities';

/**
 * The guarded intro pages (/tenant-service/amenities/conference-room, /executive-lounge and /wellness-center): the
 * same intro as the -mob page, inside the site, with the way to book.
 */
export function amenityIntroPage(
  amenity: IntroAmenity,
  Intro: ComponentType<AmenityIntroProps>,
  booking: { to: string; label: 'book' | 'request' | { key: string }; history?: string },
) {
  return function AmenityIntroPage() {
    const { t } = useTranslation(['amenities', 'reservations']);
    const actions = (
      <>
        <Link
          to={booking.to}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
        >
          {typeof booking.label === 'string' ? t(`reservations:intro.${booking.label}`) : t(booking.label.key)}
        </Link>
        <Link
          to={booking.history ?? '/my-page/amenity-reservation-history'}
          className="inline-flex min-h-11 items-center rounded-md border border-navy-900 px-5 font-bold text-navy-900 hover:bg-navy-50"
        >
          {t('reservations:intro.history')}
        </Link>
      </>
    );
    return (
      <>
        <PageHero scene={amenitiesScene} title={t(`${amenity}.name`)} />
        <div className="mx-auto max-w-4xl px-4 py-8 lg:px-8 lg:py-12">
          <Intro actions={actions} />
        </div>
      </>
    );
  };
}
