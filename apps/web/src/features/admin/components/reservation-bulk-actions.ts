import { REASON_MAX, rejectionSchema } from '@tea/shared/reservations/reservation.schema';
import type { AdminReservation } from '../api';
import type { BulkAction } from './bulk-actions';

const reason = { schema: rejectionSchema, max: REASON_MAX };
/** A booking the office may cancel (the list's own cancel button). */
export const held = (r: AdminReservation) => r.status === 'pending' || r.status === 'confirmed';

/** The reservation list's bulk actions (decision 0066): approve or reject the requests waiting, cancel the bookings held. */
export function reservationBulkActions(awaitsDecision: (r: AdminReservation) => boolean): BulkAction<AdminReservation>[] {
  return [
    { key: 'reservations.approve', path: 'reservations/approve', applies: awaitsDecision, skipAs: 'not_pending' },
    {
      key: 'reservations.reject',
      path: 'reservations/reject',
      applies: awaitsDecision,
      skipAs: 'not_pending',
      reason,
      danger: true,
    },
    { key: 'reservations.cancel', path: 'reservations/cancel', applies: held, skipAs: 'already_decided', reason, danger: true },
  ];
}
