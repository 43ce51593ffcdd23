import type { RentalView } from '@tea/shared/wellness/rental.responses';
import { useTranslation } from 'react-i18next';
import { RESERVATION_TONES, StatusChip } from '../../../shared/ui/status-chip';

/** A rental's state in the rentals' words (active, ended, cancelled). */
export function RentalStatus({ rental }: { rental: Pick<RentalView, 'status'> }) {
  const { t } = useTranslation('rentals');
  return <StatusChip tone={RESERVATION_TONES[rental.status]}>{t(`status.${rental.status}`)}</StatusChip>;
}
