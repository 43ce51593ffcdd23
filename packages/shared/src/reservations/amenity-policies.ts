/**
 * The amenity registry (DESIGN.md §5): one entry per amenity kind, with everything the reservation
 * core, the views and the forms ask of an amenity. The core never branches on the kind: it reads
 * the entry. A kind without an entry does not compile (`satisfies Record<Amenity, AmenityPolicy>`).
 * Kinds not yet booked online (`live: false`) carry their spec constants already; their issues add
 * the booking flow and turn them live.
 */
import { seoulDate } from '../calendar';
import { ptChangeAllowed } from '../wellness/pt.rules';
import { AMENITY_DESK, SLEEPING_ROOM, WELLNESS_CENTER } from './amenity.facts';
import { CONFERENCE, conferenceBookingWindow, conferenceCancellation } from './conference.policy';
import { loungeCancellation, loungeRequestWindow } from './lounge.policy';
import { REFRESH_ROOM } from './refresh-lounge.policy';
import {
  addDays,
  addMonths,
  AMENITIES,
  daysBetween,
  type Amenity,
  type PriceLine,
  type ReservationStatus,
} from './reservation.rules';

/**
 * How an amenity is held: an exclusive slot of a resource (a room, a seat, a bay); a seat in a
 * session with a capacity and a waiting list (GX); sessions drawn from an entitlement bought ahead
 * (PT, nap-room passes); or a rental for a period (lockers, baskets).
 */
export type BookingModel = 'exclusiveSlot' | 'capacitySession' | 'entitlement' | 'periodRental';

/** Why a cancellation is allowed or not, and what it costs: the cancel dialog's wording. */
export type CancellationRule = 'free' | 'closed' | 'fullRefund' | 'depositKept' | 'fullCharge' | 'notChangeable';

export interface CancellationTerms {
  allowed: boolean;
  rule: CancellationRule;
  /** What the booker pays if they cancel now, integer KRW. */
  fee: number;
  /** The last day of a free cancellation, when the amenity has one. */
  lastDay: string | null;
}

/** What a cancellation rule needs to know of a booking. */
export interface HeldBooking {
  status: ReservationStatus;
  date: string;
  total: number;
  deposit: number;
  /** Its start (HH:mm), for a rule counted in hours (PT: 24 hours before). */
  startTime: string;
}

/**
 * The tabs of My Page's one reservation history (`/my-page/amenity-reservation-history?tab=…`,
 * decision 0064), every kind in one place: the spec's amenity tabs in its order (§2), then the
 * basket, the nap room and golf. Each registry entry names its tab.
 */
export const AMENITY_HISTORY_TABS = [
  'conference',
  'executive-lounge',
  'fitness',
  'pt',
  'fitness-seat',
  'locker',
  'basket',
  'refresh-lounge',
  'sleeping-room',
  'golf',
] as const;
export type HistoryTab = (typeof AMENITY_HISTORY_TABS)[number];

/** The path of the one history; `/my-page/wellness-reservation-history` leads to it (decision 0064). */
export const HISTORY_PATH = '/my-page/amenity-reservation-history';

/**
 * The tabs the wellness history had before it joined the one history, each with the tab it opens
 * now: old links and bookmarks (`/my-page/wellness-reservation-history?tab=seat`) keep their place.
 */
export const WELLNESS_HISTORY_TABS = ['gx', 'pt', 'locker', 'basket', 'seat', 'golf'] as const;
const WELLNESS_TAB_NOW: Record<(typeof WELLNESS_HISTORY_TABS)[number], HistoryTab> = {
  gx: 'fitness',
  pt: 'pt',
  locker: 'locker',
  basket: 'basket',
  seat: 'fitness-seat',
  golf: 'golf',
};

export interface HistoryPlace {
  tab: HistoryTab;
}

export interface AmenityPolicy {
  model: BookingModel;
  /** Whether it is booked online today; a planned kind keeps its constants until its flow lands. */
  live: boolean;
  /** A company books it for a meeting or an event, or a person books it for themselves. */
  bookedBy: 'company' | 'person';
  /** The letters of its booking references (CR-20261201-0007). */
  referencePrefix: string;
  /** A request the building office approves before it holds (the lounge), or held at once. */
  needsApproval: boolean;
  /** The first and last day a booking may be made for, seen from today (Seoul dates). */
  bookingWindow(today: string): { first: string; last: string };
  /** Open on business days only (weekdays but public holidays), or every day; closures shut both (open-days.ts, decision 0063). */
  openDays: 'businessDays' | 'everyDay';
  /** Whether the booker may cancel a holding booking today (at `now`), and what it costs. */
  cancellation(today: string, booking: HeldBooking, now: Date): CancellationTerms;
  /** A confirmed booking may be changed (time, room, details), or only a request not yet decided. */
  changeable: 'whileCancellable' | 'whilePending';
  /** The price lines its quote is made of, in order. */
  priceLines: readonly PriceLine['key'][];
  /** The company's monthly free time is drawn by a booking and given back by its cancellation. */
  freeQuota: boolean;
  /** One active booking per person, per amenity, per Seoul day (TWICE_A_DAY). */
  onePerDay: boolean;
  /**
   * A further booking that day is allowed when paid wholly with the person's passes (the nap room's
   * paid passes, decision 0036): `onePerDay` then counts only the day's first booking.
   */
  extraByPass: boolean;
  /** A person may not hold two bookings of the amenity at the same time (ALREADY_RESERVED). */
  oneAtATime: boolean;
  /** A no-show keeps the person from booking it for this many days (NO_SHOW_RESTRICTED); 0: never. */
  noShowRestrictionDays: number;
  /**
   * The back office sets how long a no-show restricts it (a setting per amenity, `noShowRestrictionDays`
   * its default), rather than the registry's fixed length (decision 0035).
   */
  restrictionSetByOffice: boolean;
  /**
   * The person checks in at the seat (its QR) or the desk (their member QR) from 10 minutes before the
   * start to 15 after; not checked in by then, the no-show job marks it (decision 0035). Without it, the
   * back office marks no-shows by hand.
   */
  checkIn: boolean;
  /** The public page its booking's code opens without login (the conference QR at the room's door); null: none. */
  publicQrPath: string | null;
  /** Where the person finds their bookings of it on My Page. */
  history: HistoryPlace;
  /** The booking form; a booking is changed on `<bookPath>/edit/<id>`. */
  bookPath: string;
  /** Its texts: `<namespace>:<prefix>.*` */
  i18nPrefix: string;
  /** The table holding what is particular to the kind, joined to `reservations` by the view. */
  detailTable: string | null;
  /** Whom to call when it can no longer be changed online. */
  deskPhone: string;
  /** Its seats (the `seats` table) are on sides of the room, women's and men's (the nap room); else one map. */
  seatSides?: boolean;
}

/** Free until the start day; from then on the booking stands (seat amenities). */
function freeUntilTheDay(today: string, booking: HeldBooking): CancellationTerms {
  const allowed = daysBetween(today, booking.date) >= 0;
  return { allowed, rule: allowed ? 'free' : 'closed', fee: 0, lastDay: booking.date };
}

/** Free until the day before it starts (rentals). */
function freeUntilTheDayBefore(today: string, booking: HeldBooking): CancellationTerms {
  const allowed = daysBetween(today, booking.date) > 0;
  return { allowed, rule: allowed ? 'free' : 'closed', fee: 0, lastDay: addDays(booking.date, -1) };
}

/** A window from today to `days` ahead, today included. */
const daysAhead = (days: number) => (today: string) => ({ first: today, last: addDays(today, days) });

const SEAT_AMENITY = {
  live: false,
  openDays: 'everyDay',
  bookedBy: 'person',
  needsApproval: false,
  changeable: 'whileCancellable',
  freeQuota: false,
  onePerDay: true,
  extraByPass: false,
  oneAtATime: true,
  publicQrPath: null,
  deskPhone: AMENITY_DESK.phone,
  restrictionSetByOffice: false,
  checkIn: false,
} as const;

/** What a golf bay and a golf lesson share: one page, one history tab, the desk's check-in and no-show rules. */
const GOLF = {
  ...SEAT_AMENITY,
  model: 'exclusiveSlot',
  live: true,
  // Part of the wellness center, whose golf hours keep weekends and holidays closed (spec §9).
  openDays: 'businessDays',
  cancellation: freeUntilTheDay,
  priceLines: [],
  noShowRestrictionDays: 7,
  restrictionSetByOffice: true,
  checkIn: true,
  history: { tab: 'golf' },
  bookPath: '/tenant-service/amenities/wellness-center-golf/reservation',
  i18nPrefix: 'amenities:golf',
} as const;

/** What a locker and a basket rental share: they differ only in their references, history tab and page. */
const PERIOD_RENTAL = {
  ...SEAT_AMENITY,
  model: 'periodRental',
  live: true,
  // A rental is not changed online: cancelled before its start, extended at the desk (decision 0027).
  changeable: 'whilePending',
  onePerDay: false,
  extraByPass: false,
  bookingWindow: (today: string) => ({ first: today, last: addMonths(today, 1) }),
  cancellation: freeUntilTheDayBefore,
  // A basket's key is returned like a locker's: the same deposit (issue 15).
  priceLines: ['rental', 'lockerDeposit'],
  noShowRestrictionDays: 0,
  i18nPrefix: 'amenities:wellness',
  detailTable: 'rental_details',
} as const;

export const AMENITY_POLICIES = {
  conference: {
    model: 'exclusiveSlot',
    live: true,
    bookedBy: 'company',
    referencePrefix: 'CR',
    needsApproval: false,
    bookingWindow: conferenceBookingWindow,
    openDays: 'businessDays',
    cancellation(today, booking) {
      const terms = conferenceCancellation(today, booking.date);
      return { allowed: terms.allowed, rule: terms.allowed ? 'free' : 'closed', fee: 0, lastDay: terms.lastDay };
    },
    changeable: 'whileCancellable',
    priceLines: ['room', 'tenantDiscount', 'freeQuota', 'package', 'equipment'],
    freeQuota: true,
    // Company bookings: one person books several rooms for several meetings of a day (decision 0019).
    onePerDay: false,
    extraByPass: false,
    oneAtATime: true,
    noShowRestrictionDays: CONFERENCE.noShowRestrictionDays,
    // Spec: a no-show restricts conference bookings until a date the office sets; marked by hand.
    restrictionSetByOffice: true,
    checkIn: false,
    publicQrPath: '/conference-qr',
    history: { tab: 'conference' },
    bookPath: '/tenant-service/amenities/conference-room/reservation',
    i18nPrefix: 'reservations:conference',
    detailTable: 'conference_details',
    deskPhone: CONFERENCE.deskPhone,
  },
  lounge: {
    model: 'exclusiveSlot',
    live: true,
    bookedBy: 'company',
    referencePrefix: 'EL',
    needsApproval: true,
    bookingWindow: loungeRequestWindow,
    openDays: 'everyDay',
    cancellation(today, booking) {
      // A request not yet approved costs nothing to withdraw; an approved one follows the deposit rule.
      if (booking.status === 'pending') return { allowed: true, rule: 'free', fee: 0, lastDay: null };
      const terms = loungeCancellation(today, booking.date, booking);
      return { allowed: booking.date >= today, rule: terms.rule, fee: terms.fee, lastDay: null };
    },
    changeable: 'whilePending',
    priceLines: ['lounge', 'equipment'],
    freeQuota: false,
    onePerDay: false,
    extraByPass: false,
    oneAtATime: true,
    noShowRestrictionDays: 0,
    restrictionSetByOffice: false,
    checkIn: false,
    publicQrPath: null,
    history: { tab: 'executive-lounge' },
    bookPath: '/tenant-service/amenities/executive-lounge/reservation',
    i18nPrefix: 'reservations:lounge',
    detailTable: 'lounge_details',
    deskPhone: AMENITY_DESK.phone,
  },
  sleepingRoom: {
    ...SEAT_AMENITY,
    model: 'exclusiveSlot',
    live: true,
    referencePrefix: 'NR',
    // Booked for today only, from 00:00 to 17:30 (spec §9).
    bookingWindow: daysAhead(0),
    // Building hours on weekdays (spec §9), not on public holidays (decision 0032).
    openDays: 'businessDays',
    cancellation: freeUntilTheDay,
    priceLines: ['pass'],
    // One a day, with or without passes (decision 0059).
    extraByPass: false,
    seatSides: true,
    noShowRestrictionDays: SLEEPING_ROOM.noShowBanWeeks * 7,
    checkIn: true,
    history: { tab: 'sleeping-room' },
    bookPath: '/tenant-service/amenities/sleeping-room/reservation',
    i18nPrefix: 'amenities:sleepingRoom',
    detailTable: 'seat_details',
  },
  refreshLounge: {
    ...SEAT_AMENITY,
    model: 'exclusiveSlot',
    live: true,
    referencePrefix: 'RL',
    // Seats are reserved for the same day (decision 0034).
    bookingWindow: daysAhead(REFRESH_ROOM.bookDaysAhead),
    openDays: 'businessDays',
    cancellation: freeUntilTheDay,
    priceLines: [],
    noShowRestrictionDays: REFRESH_ROOM.noShowRestrictionDays,
    restrictionSetByOffice: true,
    checkIn: true,
    history: { tab: 'refresh-lounge' },
    bookPath: '/tenant-service/amenities/refresh-lounge/reservation',
    i18nPrefix: 'amenities:refreshLounge',
    // The equipment borrowed and the purpose of each booking.
    detailTable: 'refresh_lounge_details',
  },
  golfSeat: {
    ...GOLF,
    referencePrefix: 'GS',
    bookingWindow: daysAhead(7),
    detailTable: 'seat_details',
  },
  golfLesson: {
    ...GOLF,
    // A lesson is an exclusive slot of a pro (a resource of this kind): one lesson per pro at a time,
    // kept by the core's exclusion constraint (decision 0033); the paid monthly course is left.
    referencePrefix: 'GL',
    bookingWindow: daysAhead(30),
    detailTable: 'session_details',
  },
  fitnessSeat: {
    ...SEAT_AMENITY,
    model: 'exclusiveSlot',
    live: true,
    referencePrefix: 'FS',
    // A seat held at a time like the nap room's: checked in at the seat or the fitness desk (decision 0035).
    checkIn: true,
    // Today's time on a seat: cancelled and booked again rather than changed (decision 0027).
    changeable: 'whilePending',
    bookingWindow: daysAhead(0),
    cancellation: freeUntilTheDay,
    priceLines: [],
    noShowRestrictionDays: 7,
    history: { tab: 'fitness-seat' },
    bookPath: '/fitness-reservation/seat/0',
    i18nPrefix: 'amenities:wellness',
    detailTable: 'seat_details',
  },
  gx: {
    ...SEAT_AMENITY,
    model: 'capacitySession',
    referencePrefix: 'GX',
    onePerDay: false,
    extraByPass: false,
    // GX is registered through the wellness module's own tables (decision 0026): the window is
    // `wellness/gx.rules.ts` (first business day to second Friday), and `live` stays false while the core
    // cannot read a capacity session; the entry keeps the history tab ('fitness') and the prefix.
    bookingWindow: (today) => ({ first: today, last: addMonths(today, 1) }),
    cancellation(today, booking) {
      // Before the course starts: refunded less the 10% fee; once it has started, not online.
      const allowed = daysBetween(today, booking.date) > 0;
      const fee =
        allowed && booking.status === 'confirmed' ? Math.round((booking.total * WELLNESS_CENTER.gxRefundFeePercent) / 100) : 0;
      return { allowed, rule: allowed ? (fee > 0 ? 'depositKept' : 'free') : 'closed', fee, lastDay: addDays(booking.date, -1) };
    },
    priceLines: ['course'],
    noShowRestrictionDays: 0,
    history: { tab: 'fitness' },
    bookPath: '/tenant-service/amenities/wellness-center-gx/reservation',
    i18nPrefix: 'amenities:wellness',
    detailTable: 'session_details',
  },
  pt: {
    ...SEAT_AMENITY,
    model: 'entitlement',
    live: true,
    referencePrefix: 'PT',
    // A session is moved on its package's page (/fitness-reservation/pt/:id), not the core's edit form.
    changeable: 'whilePending',
    onePerDay: false,
    extraByPass: false,
    bookingWindow: daysAhead(WELLNESS_CENTER.pt.validDays),
    cancellation(_today, booking, now) {
      // A session is changed or cancelled at least 24 hours before it starts (decision 0028).
      const allowed = ptChangeAllowed(now, booking.date, booking.startTime);
      return { allowed, rule: allowed ? 'free' : 'closed', fee: 0, lastDay: addDays(booking.date, -1) };
    },
    priceLines: ['course'],
    noShowRestrictionDays: 0,
    history: { tab: 'pt' },
    // A session is booked from its package's page; a new package is /fitness-reservation/pt/0 (decision 0028).
    bookPath: '/fitness-reservation/pt/0',
    i18nPrefix: 'amenities:wellness',
    detailTable: 'pt_session_details',
  },
  locker: {
    ...PERIOD_RENTAL,
    referencePrefix: 'LK',
    history: { tab: 'locker' },
    // The new rental's page: /fitness-reservation/locker/{id}, 0 for a new one (decision 0027).
    bookPath: '/fitness-reservation/locker/0',
  },
  basket: {
    ...PERIOD_RENTAL,
    referencePrefix: 'BK',
    history: { tab: 'basket' },
    bookPath: '/fitness-reservation/basket/0',
  },
} as const satisfies Record<Amenity, AmenityPolicy>;

/** The registry entry of a kind, typed as the interface (the core reads only that). */
export function amenityPolicy(amenity: Amenity): AmenityPolicy {
  return AMENITY_POLICIES[amenity];
}

/**
 * A booking of hours on one day, as opposed to a rental for a period (a locker for 3 months): only a
 * day booking stands in a day of the month calendar and can be a no-show.
 */
export function isDayBooking(amenity: Amenity): boolean {
  return amenityPolicy(amenity).model !== 'periodRental';
}

/**
 * Whether the back office may mark a booking a no-show on `today`: a day booking, held or completed,
 * on or after its day. A rental is never one (NO_SHOW_NOT_FOR_RENTAL): it is ended at the desk.
 */
export function noShowMarkable(r: { amenity: Amenity; status: ReservationStatus; date: string }, today: string): boolean {
  return isDayBooking(r.amenity) && (r.status === 'confirmed' || r.status === 'completed') && r.date <= today;
}

/**
 * A booking's reference as people read it out and sort it: the amenity's letters, the Seoul day it
 * was made and its number that day, e.g. `CR-20261201-0007`.
 */
export function formatReference(amenity: Amenity, madeOn: string, sequence: number): string {
  return `${referenceHead(amenity, madeOn)}${String(sequence).padStart(4, '0')}`;
}

/** What every reference of the amenity's day starts with (`CR-20261201-`): the server appends the number. */
export function referenceHead(amenity: Amenity, madeOn: string): string {
  return `${amenityPolicy(amenity).referencePrefix}-${madeOn.replaceAll('-', '')}-`;
}

/** Where a booking is seen: its public QR page when the amenity has one, else the person's history. */
export function bookingLink(amenity: Amenity, code: string): string {
  const qr = amenityPolicy(amenity).publicQrPath;
  return qr ? `${qr}/${code}` : historyPath(amenity);
}

/** The public QR page of a confirmed booking, when its amenity has one. */
export function qrPath(r: { amenity: Amenity; status: ReservationStatus; code: string }): string | null {
  const path = amenityPolicy(r.amenity).publicQrPath;
  return path && r.status === 'confirmed' ? `${path}/${r.code}` : null;
}

/** The tab of the one history that lists the person's bookings of the amenity. */
export function historyPath(amenity: Amenity): string {
  return historyTabPath(amenityPolicy(amenity).history.tab);
}

/** A tab of the one history. */
export const historyTabPath = (tab: HistoryTab) => `${HISTORY_PATH}?tab=${tab}`;

/**
 * Where an address of the old wellness history leads: the same tab of the one history (its first
 * wellness tab, GX, when it named none or one that never was).
 */
export function historyPathOfWellnessTab(tab: string | null): string {
  const known = (WELLNESS_HISTORY_TABS as readonly string[]).includes(tab ?? '');
  return historyTabPath(WELLNESS_TAB_NOW[known ? (tab as (typeof WELLNESS_HISTORY_TABS)[number]) : 'gx']);
}

/** The kinds booked online whose bookings a tab of the one history lists (golf: seats and lessons). */
export function amenitiesOfHistoryTab(tab: HistoryTab): Amenity[] {
  return AMENITIES.filter((a) => {
    const policy = amenityPolicy(a);
    return policy.live && policy.history.tab === tab;
  });
}

/** The amenity booked online whose bookings a tab of the one history lists; null while none is. */
export function amenityOfHistoryTab(tab: HistoryTab): Amenity | null {
  return amenitiesOfHistoryTab(tab)[0] ?? null;
}

/** The kinds an old wellness history tab listed: the API's `wellnessTab` filter (golf: seats and lessons). */
export function amenitiesOfWellnessTab(tab: (typeof WELLNESS_HISTORY_TABS)[number]): Amenity[] {
  return amenitiesOfHistoryTab(WELLNESS_TAB_NOW[tab]);
}

/** The kinds booked online today, in the registry's order (filters, charges, history tabs). */
export const LIVE_AMENITIES = (Object.keys(AMENITY_POLICIES) as Amenity[]).filter((a) => AMENITY_POLICIES[a].live);

/**
 * The kinds whose resources the back office's resources page lists: those booked by time. Units
 * rented for months (lockers, baskets) and the trainers of sessions drawn from a package (PT) have
 * pages of their own (/admin/wellness/lockers, /admin/wellness/pt).
 */
export const TIMED_RESOURCE_AMENITIES = (Object.keys(AMENITY_POLICIES) as Amenity[]).filter(
  (a) => !['periodRental', 'entitlement'].includes(AMENITY_POLICIES[a].model),
);

/** The kinds checked in at the seat or the desk, whose bookings the no-show job marks (decision 0035). */
export const CHECK_IN_AMENITIES = (Object.keys(AMENITY_POLICIES) as Amenity[]).filter((a) => AMENITY_POLICIES[a].checkIn);

/** The kinds whose no-show restriction length the back office sets (decision 0035). */
export const OFFICE_RESTRICTED_AMENITIES = (Object.keys(AMENITY_POLICIES) as Amenity[]).filter(
  (a) => AMENITY_POLICIES[a].restrictionSetByOffice,
);

/**
 * The terms of a cancellation asked now: nothing to cancel unless the booking holds; the back
 * office cancels at any time without a fee; otherwise the amenity's rule.
 */
export function cancellationNow(amenity: Amenity, now: Date, booking: HeldBooking, byOffice: boolean): CancellationTerms {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    return { allowed: false, rule: 'notChangeable', fee: 0, lastDay: null };
  }
  if (byOffice) return { allowed: true, rule: 'free', fee: 0, lastDay: null };
  return amenityPolicy(amenity).cancellation(seoulDate(now), booking, now);
}

/**
 * Whether a booking about to be made now for `slot` could still be changed online once it is made
 * (as it will stand: pending when the office approves it, else confirmed). False: the change window
 * is already closed, and the confirm step says so before Reserve.
 */
export function changeableOnceBooked(amenity: Amenity, now: Date, slot: { date: string; startTime: string }): boolean {
  const status = amenityPolicy(amenity).needsApproval ? 'pending' : 'confirmed';
  return canChangeNow(amenity, now, { status, date: slot.date, startTime: slot.startTime, total: 0, deposit: 0 });
}

/** Whether the booker may still change the booking online today (not only cancel it). */
export function canChangeNow(amenity: Amenity, now: Date, booking: HeldBooking): boolean {
  const policy = amenityPolicy(amenity);
  if (policy.changeable === 'whilePending' && booking.status !== 'pending') return false;
  return cancellationNow(amenity, now, booking, false).allowed;
}
