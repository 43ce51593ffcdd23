import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import type { TFunction } from 'i18next';
import type { IntroBooking } from './intro-section';

/** What the wellness center books online, each by the amenity whose booking page opens. */
const WELLNESS_BOOKINGS = {
  seat: 'fitnessSeat',
  gx: 'gx',
  pt: 'pt',
  locker: 'locker',
  basket: 'basket',
  golf: 'golfSeat',
} as const satisfies Record<string, Amenity>;

export type WellnessBooking = keyof typeof WELLNESS_BOOKINGS;
export const WELLNESS_BOOKING_KEYS = Object.keys(WELLNESS_BOOKINGS) as WellnessBooking[];

/** The link that books one of the wellness center's services (`t` of the `amenities` namespace). */
export function wellnessBooking(t: TFunction<'amenities'>, key: WellnessBooking): IntroBooking {
  return {
    to: amenityPolicy(WELLNESS_BOOKINGS[key]).bookPath,
    label: key === 'golf' ? t('golf.book') : t(`wellnessCenter.book.${key}`),
  };
}
