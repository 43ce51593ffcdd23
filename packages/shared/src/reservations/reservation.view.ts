/**
 * How the API shows a reservation: the same shape for the person, their tenant manager and the
 * back office (who may see which one is decided on the server), with what may be done with it now.
 */
import type { ConferencePackage } from './conference.policy';
import type { LoungeLayout } from './lounge.policy';
import type { Amenity, PaymentMethod, PriceLine, ReservationStatus } from './reservation.rules';

export interface ReservationView {
  id: number;
  code: string;
  /** What people read out and sort by: CR-20261201-0007. */
  reference: string;
  amenity: Amenity;
  status: ReservationStatus;
  resource: { id: number; code: string; name: string };
  date: string;
  start: string;
  end: string;
  purpose: string;
  participants: number;
  paymentMethod: PaymentMethod;
  priceLines: PriceLine[];
  total: number;
  deposit: number;
  depositDue: string | null;
  fee: number;
  createdAt: string;
  decisionReason: string | null;
  booker: { id: number; name: string; loginId: string };
  company: { id: number; name: string };
  conference: {
    packageId: ConferencePackage;
    attendees: { name: string; email?: string }[];
    equipment: string[];
    personInCharge: string;
    contactEmail: string;
    contactMobile: string;
    contractLink: string | null;
  } | null;
  lounge: { layout: LoungeLayout; equipment: string[] } | null;
  /** Whether the booker may still cancel it online, and what cancelling would cost now (the amenity's registry entry). */
  canChange: boolean;
  /** Whether the booker may still change it online: a conference room while it can be cancelled, a lounge request until it is decided. */
  canEdit: boolean;
  cancellationFee: number;
}
