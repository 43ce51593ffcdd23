import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import type { Reservation } from '../api';

/**
 * Whether an edit page's reservation is one the person may change here: it exists, it is theirs, and
 * it is of this page's amenity. Anything else is shown as not found, never as an empty form.
 */
export function isMissingForEdit(query: { data?: Reservation; error: unknown }, amenity: Reservation['amenity']): boolean {
  if (query.error) return query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const userId = Number(storage.get('userId'));
  return !!query.data && (query.data.booker.id !== userId || query.data.amenity !== amenity);
}

/** "Reservation not found", with the way to the person's reservations. */
export function ReservationNotFound() {
  const { t } = useTranslation('reservations');
  return (
    <RecordNotFound
      title={t('notFound.title')}
      message={t('notFound.message')}
      to="/my-page/amenity-reservation-history"
      label={t('notFound.history')}
    />
  );
}
