import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { ErrorScreen } from '../../../shared/ui/error-screen';
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
    <ErrorScreen
      code="404"
      title={t('notFound.title')}
      message={t('notFound.message')}
      action={
        <Link
          to="/my-page/amenity-reservation-history"
          className="rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('notFound.history')}
        </Link>
      }
    />
  );
}
