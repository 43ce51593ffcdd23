import { LIVE_AMENITIES } from '@tea/shared/reservations/amenity-policies';
import { RESERVATION_STATUSES } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { CompanyFilterSelect, FilterSelect } from './filter-form';

/** The amenity, status and company filters that the reservations list and the calendar share. */
export function ReservationFilterSelects({
  idPrefix,
  filters,
}: {
  idPrefix: string;
  filters: { amenity: string; status: string; companyId: string };
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FilterSelect
        label={t('reservations.amenity')}
        id={`${idPrefix}-amenity`}
        name="amenity"
        value={filters.amenity}
        options={LIVE_AMENITIES.map((a) => ({ value: a, label: t(`charges.amenities.${a}`) }))}
      />
      <FilterSelect
        label={t('reservations.status')}
        id={`${idPrefix}-status`}
        name="status"
        value={filters.status}
        options={RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`reservationStatus.${s}`) }))}
      />
      <CompanyFilterSelect label={t('reservations.company')} id={`${idPrefix}-company`} value={filters.companyId} />
    </>
  );
}
