/**
 * The amenities' numbers, named once (spec §9 where it gives them; the rest are the building's published values),
 * shared by the intro pages, the /amenities overview and (later) the reservation policies.
 * Prices are integer KRW. Texts live in packages/i18n/locales/{ko,en}/amenities.json.
 */

/** The amenity desk: late conference-room cancellations and questions about any amenity. */
export const AMENITY_DESK = { phone: '02-6000-1005', opensAt: '08:00', closesAt: '19:00' } as const;

export const CONFERENCE_ROOM = {
  tower: 'A',
  floor: 3,
  opensAt: '08:00',
  closesAt: '19:00',
  /** Hourly list prices, VAT included; tenants pay `tenantPricePercent` of them. */
  rooms: [
    { id: 'room301', seats: 12, hourlyPrice: 100_000 },
    { id: 'room302', seats: 20, hourlyPrice: 150_000 },
    { id: 'room303', seats: 40, hourlyPrice: 250_000 },
  ],
  tenantPricePercent: 50,
  freeRoomsPerMonth: 1,
  freeHoursPerMonth: 2,
  freeHoursPerMonthSplitFloor: 1,
  bookFromMonthsAhead: 2,
  bookUntilDaysAhead: 1,
  cancelFromMonthsAhead: 2,
  cancelUntilDaysAhead: 3,
  /** Meeting packages, per person; `minPeople` is the smallest group that may order one. */
  packages: [
    { id: 'basic', pricePerPerson: 10_000, minPeople: 1 },
    { id: 'premium', pricePerPerson: 30_000, minPeople: 20 },
  ],
  packageBookWeeksAhead: 2,
  depositPercent: 10,
  depositDueDaysBefore: 7,
} as const;

export const EXECUTIVE_LOUNGE = {
  tower: 'B',
  floor: 26,
  opensAt: '09:00',
  closesAt: '22:00',
  hourlyPrice: 330_000, // VAT included
  seatedCapacity: 90,
  standingCapacity: 150,
  minHours: 2,
  depositPercent: 30,
  fullRefundFromDaysAhead: 4,
  depositForfeitFromDaysAhead: 3,
  depositForfeitUntilDaysAhead: 1,
  sameDayChargePercent: 100,
  approvalBusinessDays: 2,
  exampleHours: 3,
  /** Catering through the partner caterer, per person, VAT included. */
  catering: [
    { id: 'coffee', pricePerPerson: 15_000 },
    { id: 'canape', pricePerPerson: 35_000 },
    { id: 'buffet', pricePerPerson: 65_000 },
  ],
  cateringConfirmDaysBefore: 7,
} as const;

export const REFRESH_LOUNGE = {
  tower: 'A',
  floor: 2,
  opensAt: '08:00',
  closesAt: '19:00',
  /** Seat zones: how many seats and the longest single reservation in minutes. */
  zones: [
    { id: 'rest', seats: 24, maxMinutes: 120 },
    { id: 'meeting', seats: 16, maxMinutes: 120 },
    { id: 'massage', seats: 4, maxMinutes: 30 },
    { id: 'booth', seats: 4, maxMinutes: 60 },
  ],
  slotMinutes: 30,
  checkInWithinMinutes: 10,
} as const;

export const SLEEPING_ROOM = {
  tower: 'A',
  floor: 4,
  womenBeds: 5,
  menBeds: 15,
  opensAt: '09:00',
  closesAt: '18:00',
  bookingOpensAt: '00:00',
  bookingClosesAt: '17:30',
  maxMinutesPerReservation: 60,
  noShowBanWeeks: 1,
  freeSessionsPerMonth: 8,
  passes: [
    { id: 'pass5', sessions: 5, price: 10_000, validDays: 30 },
    { id: 'pass10', sessions: 10, price: 18_000, validDays: 60 },
  ],
} as const;

export const WELLNESS_CENTER = {
  tower: 'B',
  floor: 3,
  opensAt: '06:30',
  closesAt: '21:00',
  fitnessSeatsPerSlot: 40,
  fitnessSeatMaxMinutes: 90,
  /** GX (yoga and group exercise) monthly courses, VAT excluded. */
  gxCourses: [
    { id: 'monWedFri', sessions: 10, price: 150_000 },
    { id: 'tueThu', sessions: 8, price: 120_000 },
  ],
  gxClassMinutes: 50,
  gxMinParticipants: 6,
  gxRefundFeePercent: 10,
  pt: { sessions: 10, price: 800_000, sessionMinutes: 50, validDays: 30, changeHoursAhead: 24 },
  lockerDeposit: 10_000,
  lockersPerPerson: 1,
  /** Locker and basket rental per period, VAT excluded. */
  lockerPlans: [
    { months: 1, lockerPrice: 15_000, basketPrice: 30_000 },
    { months: 3, lockerPrice: 40_000, basketPrice: 85_000 },
    { months: 12, lockerPrice: 150_000, basketPrice: 320_000 },
  ],
  golfBays: 4,
  golfSlotMinutes: 50,
  golfLesson: { lessonsPerMonth: 8, lessonMinutes: 20, monthlyPrice: 280_000 },
} as const;
