import { WELLNESS_CENTER } from '@tea/shared/reservations/amenity.facts';
import { seoulDate } from '@tea/shared/time';
import { RENTAL, RENTAL_KINDS, type RentalKind } from '@tea/shared/wellness/rental.rules';
import { and, eq, inArray } from 'drizzle-orm';
import { writeRental } from '../../modules/wellness/rentals.service.js';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { resources } from '../schema/reservations.js';
import { rentalDetails, rentalPrices, rentalUnits } from '../schema/rentals.js';

/** The wellness center's units: 40 lockers in the two locker rooms, 20 baskets on the shelf, ten to a row. */
const LAYOUT: { kind: RentalKind; zone: string; from: number; count: number }[] = [
  { kind: 'locker', zone: 'men', from: 1, count: 20 },
  { kind: 'locker', zone: 'women', from: 21, count: 20 },
  { kind: 'basket', zone: 'shelf', from: 1, count: 20 },
];
const PER_ROW = 10;
const NAMES = { locker: { ko: '락커', en: 'Locker' }, basket: { ko: '바구니', en: 'Basket' } } as const;

export const unitCode = (kind: RentalKind, number: number) => `${kind}-${String(number).padStart(3, '0')}`;

/** Reference data: the units as resources of the core with their place on the map, and the monthly prices. */
export async function seedRentalUnits(db: Db): Promise<void> {
  const units = LAYOUT.flatMap(({ kind, zone, from, count }) =>
    Array.from({ length: count }, (_, i) => ({
      kind,
      zone,
      number: from + i,
      row: Math.floor(i / PER_ROW) + 1,
      column: (i % PER_ROW) + 1,
    })),
  );
  await db
    .insert(resources)
    .values(
      units.map((u) => ({
        amenity: u.kind,
        code: unitCode(u.kind, u.number),
        nameKo: `${NAMES[u.kind].ko} ${u.number}번`,
        nameEn: `${NAMES[u.kind].en} ${u.number}`,
        capacity: 1,
        hourlyPrice: 0,
        opensAt: WELLNESS_CENTER.opensAt,
        closesAt: WELLNESS_CENTER.closesAt,
        sort: u.number,
      })),
    )
    .onConflictDoNothing({ target: resources.code });
  const ids = await db
    .select({ id: resources.id, code: resources.code })
    .from(resources)
    .where(inArray(resources.amenity, [...RENTAL_KINDS]));
  const idOf = new Map(ids.map((r) => [r.code, r.id]));
  await db
    .insert(rentalUnits)
    .values(
      units.map(({ kind, number, zone, row, column }) => ({
        resourceId: idOf.get(unitCode(kind, number))!,
        kind,
        number,
        zone,
        row,
        column,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(rentalPrices)
    .values(RENTAL_KINDS.map((kind) => ({ kind, monthlyPrice: RENTAL.defaultMonthlyPrice[kind] })))
    .onConflictDoNothing();
}

/** The fitness seats (issue 15), ten to a row on the fitness floor: resources of the core's exclusive slots. */
export async function seedFitnessSeats(db: Db): Promise<void> {
  await db
    .insert(resources)
    .values(
      Array.from({ length: WELLNESS_CENTER.fitnessSeatsPerSlot }, (_, i) => ({
        amenity: 'fitnessSeat',
        code: `fitness-seat-${String(i + 1).padStart(2, '0')}`,
        nameKo: `피트니스 좌석 ${i + 1}번`,
        nameEn: `Fitness seat ${i + 1}`,
        capacity: 1,
        hourlyPrice: 0,
        opensAt: WELLNESS_CENTER.opensAt,
        closesAt: WELLNESS_CENTER.closesAt,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing({ target: resources.code });
}

/** Demo rentals, so the maps show taken units: staff of ACME and Blue who take part in no journey. */
const DEMO_RENTALS: { loginId: string; kind: RentalKind; number: number; months: 1 | 3 | 12 }[] = [
  { loginId: 'acme.staff21', kind: 'locker', number: 3, months: 3 },
  { loginId: 'acme.staff22', kind: 'locker', number: 8, months: 1 },
  { loginId: 'acme.staff23', kind: 'locker', number: 24, months: 12 },
  { loginId: 'acme.staff21', kind: 'basket', number: 2, months: 1 },
  { loginId: 'acme.staff22', kind: 'basket', number: 11, months: 3 },
];

export async function seedDemoRentals(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ id: rentalDetails.reservationId }).from(rentalDetails).limit(1);
  if (any) return;
  const today = seoulDate(now);
  const people = await db
    .select({ id: users.id, loginId: users.loginId, companyId: users.companyId })
    .from(users)
    .where(inArray(users.loginId, [...new Set(DEMO_RENTALS.map((r) => r.loginId))]));
  for (const rental of DEMO_RENTALS) {
    const person = people.find((p) => p.loginId === rental.loginId);
    if (!person?.companyId) continue;
    const [target] = await db
      .select({ id: rentalUnits.resourceId })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.kind, rental.kind), eq(rentalUnits.number, rental.number)));
    if (!target) continue;
    await db.transaction((tx) =>
      writeRental(tx, {
        kind: rental.kind,
        unit: target.id,
        renter: { id: person.id, companyId: person.companyId! },
        start: today,
        months: rental.months,
        price: RENTAL.defaultMonthlyPrice[rental.kind],
        now,
      }),
    );
  }
}
