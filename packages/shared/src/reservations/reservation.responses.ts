/**
 * The answers of the reservation routes, written once (issue 12, "one schema per shape"): the API
 * validates and serialises with them, OpenAPI documents them, and the web infers its types from them.
 */
import { z } from 'zod';
import { pageOf } from '../answers';
import { REFRESH_EQUIPMENT, REFRESH_PURPOSES } from './refresh-lounge.policy';
import { PACKAGE_IDS, CONFERENCE_PACKAGES } from './conference.policy';
import { LOUNGE_LAYOUTS } from './lounge.policy';
import { AMENITIES, HOLDING_STATUSES, PAYMENT_METHODS, PRICE_LINE_KEYS, RESERVATION_STATUSES } from './reservation.rules';

const textParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const priceLineSchema = z.object({
  key: z.enum(PRICE_LINE_KEYS),
  amount: z.number().int(),
  params: textParams.optional(),
});

/** A price before booking: its itemised lines (DESIGN.md §5), the deposit and, for conference rooms, the free hours. */
export const quoteSchema = z.object({
  lines: z.array(priceLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  depositDue: z.string().nullable(),
  hours: z.number(),
  freeHours: z.number().optional(),
  freeHoursPerMonth: z.number().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * How the API shows a reservation: the same shape for the person, their tenant manager and the
 * back office (who may see which one is decided on the server), with what may be done with it now.
 */
export const reservationViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** What people read out and sort by: CR-20261201-0007. */
  reference: z.string(),
  amenity: z.enum(AMENITIES),
  status: z.enum(RESERVATION_STATUSES),
  resource: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  purpose: z.string(),
  participants: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  priceLines: z.array(priceLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  depositDue: z.string().nullable(),
  fee: z.number().int(),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
  booker: z.object({ id: z.number().int(), name: z.string(), loginId: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  conference: z
    .object({
      packageId: z.enum(CONFERENCE_PACKAGES),
      attendees: z.array(z.object({ name: z.string(), email: z.string().optional() })),
      equipment: z.array(z.string()),
      personInCharge: z.string(),
      contactEmail: z.string(),
      contactMobile: z.string(),
      contractLink: z.string().nullable(),
    })
    .nullable(),
  lounge: z.object({ layout: z.enum(LOUNGE_LAYOUTS), equipment: z.array(z.string()) }).nullable(),
  /** A locker or basket rental (period rental): its months, last day and deposit state (decision 0027). */
  rental: z.object({ months: z.number().int(), lastDay: z.string(), depositState: z.enum(['held', 'returned']) }).nullable(),
  /** A refresh-lounge seat: what was borrowed with it and what for (decision 0034). */
  refresh: z.object({ equipment: z.array(z.enum(REFRESH_EQUIPMENT)), purpose: z.enum(REFRESH_PURPOSES) }).nullable(),
  /** Whether the booker may still cancel it online (the amenity's registry entry). */
  canChange: z.boolean(),
  /** Whether the booker may still change it online: a conference room while it can be cancelled, a lounge request until it is decided. */
  canEdit: z.boolean(),
  /** What cancelling would cost now. */
  cancellationFee: z.number().int(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

/** A page of the person's own reservations. */
export const reservationPageSchema = pageOf(reservationViewSchema);
export type ReservationPage = z.infer<typeof reservationPageSchema>;

/** Whether a reservation may be cancelled now, what that costs and refunds, and whom to call otherwise. */
export const cancellationTermsSchema = z.object({
  allowed: z.boolean(),
  rule: z.enum(['free', 'closed', 'fullRefund', 'depositKept', 'fullCharge', 'notChangeable']),
  fee: z.number().int(),
  refund: z.number().int(),
  lastDay: z.string().nullable(),
  phone: z.string(),
});
export type CancellationTermsView = z.infer<typeof cancellationTermsSchema>;

/** A reservation cancelled: the fee kept (none when the back office cancels). */
export const cancelledSchema = z.object({ fee: z.number().int() });
export type Cancelled = z.infer<typeof cancelledSchema>;

const resourceExtraSchema = z.object({ code: z.string(), name: z.string(), price: z.number().int() });
export type ResourceExtra = z.infer<typeof resourceExtraSchema>;

/** A conference room as the booking page offers it, in the reader's language. */
export const conferenceRoomSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  hourlyPrice: z.number().int(),
  tenantHourlyPrice: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  extras: z.array(resourceExtraSchema),
  /** The meeting packages it offers, with their prices. */
  packages: z.array(
    z.object({ id: z.enum(PACKAGE_IDS), pricePerPerson: z.number().int(), minPeople: z.number().int(), offered: z.boolean() }),
  ),
});
export type ConferenceRoom = z.infer<typeof conferenceRoomSchema>;

/** Why a day (or a room on it) cannot be booked: an i18n key and its values (a closed day: open-days.ts). */
export const closedSchema = z.object({ key: z.string(), params: textParams }).nullable();

/** Each room's booked hours on a day (no names), and whether the building or a room is closed that day. */
export const conferenceAvailabilitySchema = z.object({
  date: z.string(),
  closed: closedSchema,
  rooms: z.array(
    z.object({
      id: z.number().int(),
      closed: closedSchema,
      booked: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
});
export type Availability = z.infer<typeof conferenceAvailabilitySchema>;

/** This month's free conference hours of the person's company. */
export const allowanceSchema = z.object({ month: z.string(), freeHoursPerMonth: z.number(), freeHoursLeft: z.number() });
export type Allowance = z.infer<typeof allowanceSchema>;

/** A conference booking as its QR code shows it (no person): the room, the time, the company, the purpose and whether it is on now. */
export const conferencePassSchema = z.object({
  room: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  company: z.string(),
  purpose: z.string(),
  participants: z.number().int(),
  state: z.enum(['upcoming', 'inProgress', 'ended', 'cancelled']),
});
export type ConferencePass = z.infer<typeof conferencePassSchema>;

/** The executive lounge (there is one) with its hours and the equipment it offers. */
export const loungeInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Standing; seated holds fewer (`loungeCapacity`). */
  capacity: z.number().int(),
  hourlyPrice: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  extras: z.array(resourceExtraSchema),
});
export type LoungeInfo = z.infer<typeof loungeInfoSchema>;

/** The lounge's held times on a day (no names), and whether it is closed. */
export const loungeDaySchema = z.object({
  date: z.string(),
  closed: closedSchema,
  /** Requests waiting for a decision and approved bookings, by time only. */
  held: z.array(z.object({ start: z.string(), end: z.string(), status: z.enum(HOLDING_STATUSES) })),
});
export type LoungeDay = z.infer<typeof loungeDaySchema>;
