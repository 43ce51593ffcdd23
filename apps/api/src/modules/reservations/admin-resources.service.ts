import type {
  AdminSeatRooms,
  BlackoutInput,
  ResourceUpdate,
  SeatCreate,
  SeatInput,
} from '@tea/shared/reservations/resource.schema';
import type { ResourceListQuery } from '@tea/shared/admin/back-office-lists.schema';
import { amenityPolicy, TIMED_RESOURCE_AMENITIES } from '@tea/shared/reservations/amenity-policies';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, ne } from 'drizzle-orm';
import { orderOf } from '../../db/list-order.js';
import type { Db } from '../../db/client.js';
import { resourceBlackouts, resources } from '../../db/schema/reservations.js';
import { seats } from '../../db/schema/seats.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { newPublicCode } from '../public-codes/public-codes.js';
import { forgetDays } from './availability-cache.js';

/**
 * The resources booked by time (`TIMED_RESOURCE_AMENITIES`), a page at a time, with the days each
 * is closed from today on: by kind and the office's own order, or by an allow-listed column first.
 */
export async function listResources(ctx: ActorContext, query: ResourceListQuery) {
  const today = seoulDate(ctx.now);
  const where = and(
    inArray(resources.amenity, TIMED_RESOURCE_AMENITIES),
    query.amenity ? eq(resources.amenity, query.amenity) : undefined,
  );
  const column = {
    name: ctx.lang === 'ko' ? resources.nameKo : resources.nameEn,
    amenity: resources.amenity,
    capacity: resources.capacity,
    price: resources.hourlyPrice,
    active: resources.active,
  };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(resources)
      .where(where)
      .orderBy(...orderOf(query.sort, column), asc(resources.amenity), asc(resources.sort), asc(resources.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(resources).where(where),
  ]);
  // The closed days of the page's resources, in one read.
  const closed =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(resourceBlackouts)
          .where(
            and(
              gte(resourceBlackouts.date, today),
              inArray(
                resourceBlackouts.resourceId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(resourceBlackouts.date));
  return {
    items: rows.map((r) => ({
      ...r,
      amenity: r.amenity as Amenity,
      blackouts: closed
        .filter((b) => b.resourceId === r.id)
        .map((b) => ({ date: b.date, reasonKo: b.reasonKo, reasonEn: b.reasonEn })),
    })),
    total: Number(counted?.n ?? 0),
  };
}

/** Changes a resource; bookings already made keep the price they were quoted. */
export async function updateResource(ctx: ActorContext, id: number, input: ResourceUpdate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(resources).set(input).where(eq(resources.id, id)).returning({ id: resources.id });
    if (!row) throw new AppError('NOT_FOUND');
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'resource',
      targetId: row.id,
      detail: { changed: Object.keys(input) },
    });
  });
  forgetDays();
}

/** Closes a resource on a day; closing a closed day again is a field error on the date. */
export async function closeDay(ctx: ActorContext, id: number, input: BlackoutInput): Promise<void> {
  const [resource] = await ctx.db.select({ id: resources.id }).from(resources).where(eq(resources.id, id));
  if (!resource) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(resourceBlackouts)
      .values({ resourceId: resource.id, ...input })
      .onConflictDoNothing()
      .returning({ id: resourceBlackouts.id });
    if (inserted.length === 0)
      throw new AppError('VALIDATION_FAILED', { date: translator(ctx.lang)('admin:fieldErrors.blackoutExists') });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'blackout',
      targetId: resource.id,
      detail: { date: input.date },
    });
  });
  forgetDays();
}

/** Opens a closed day again. */
export async function openDay(ctx: ActorContext, id: number, date: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(resourceBlackouts)
      .where(and(eq(resourceBlackouts.resourceId, id), eq(resourceBlackouts.date, date)))
      .returning({ id: resourceBlackouts.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND');
    await auditActor(tx, ctx, {
      action: 'delete',
      targetType: 'blackout',
      targetId: id,
      detail: { date },
    });
  });
  forgetDays();
}

/**
 * The back office's seat editor (issue 16, decision 0036): the seats of every seat amenity in the
 * shared `seats` table, room by room, each with its side (the nap room's only), number, cell on the
 * map and whether it can be booked.
 */
export async function listSeats(ctx: ActorContext): Promise<AdminSeatRooms> {
  const rows = await ctx.db
    .select({ ...getTableColumns(seats), active: resources.active })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .orderBy(asc(seats.amenity), asc(seats.gender), asc(seats.number));
  const rooms = new Map<Amenity, AdminSeatRooms['rooms'][number]>();
  for (const r of rows) {
    const amenity = r.amenity as Amenity;
    if (!rooms.has(amenity)) rooms.set(amenity, { amenity, sides: amenityPolicy(amenity).seatSides === true, seats: [] });
    rooms
      .get(amenity)!
      .seats.push({ id: r.resourceId, gender: r.gender, number: r.number, row: r.row, column: r.column, active: r.active });
  }
  return { rooms: [...rooms.values()] };
}

/**
 * The field errors of a seat in its room: a side where the room has sides (and none where it has not),
 * its number once on its side, its cell once on its side's map. Read inside the write's transaction;
 * the table's unique constraints stand behind it.
 */
async function seatIssues(tx: Db, ctx: ActorContext, amenity: Amenity, input: SeatInput, exceptId?: number): Promise<void> {
  const t = translator(ctx.lang);
  const sided = amenityPolicy(amenity).seatSides === true;
  if (sided !== (input.gender !== null)) {
    throw new AppError('VALIDATION_FAILED', {
      gender: t(sided ? 'admin:seats.fieldErrors.side' : 'admin:seats.fieldErrors.noSides'),
    });
  }
  const side = input.gender === null ? isNull(seats.gender) : eq(seats.gender, input.gender);
  const others = and(eq(seats.amenity, amenity), side, exceptId ? ne(seats.resourceId, exceptId) : undefined);
  const [number, cell] = await Promise.all([
    tx
      .select({ id: seats.resourceId })
      .from(seats)
      .where(and(others, eq(seats.number, input.number)))
      .limit(1),
    tx
      .select({ id: seats.resourceId })
      .from(seats)
      .where(and(others, eq(seats.row, input.row), eq(seats.column, input.column)))
      .limit(1),
  ]);
  const fields: Record<string, string> = {};
  if (number[0]) fields.number = t('admin:seats.fieldErrors.numberTaken', { number: input.number });
  if (cell[0]) fields.row = t('admin:seats.fieldErrors.cellTaken', { row: input.row, column: input.column });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
}

/** A seat's names in both languages: the room, the side and the number. */
function seatNames(amenity: Amenity, input: SeatInput) {
  const name = (lang: 'ko' | 'en') => {
    const t = translator(lang);
    const side = input.gender ? ` ${t(`admin:seats.sides.${input.gender}`)}` : '';
    return t('admin:seats.seatName', { room: t(`admin:charges.amenities.${amenity}`), side, number: input.number });
  };
  return { nameKo: name('ko'), nameEn: name('en') };
}

/** Changes a seat's side, number, cell or whether it can be booked; audited with what changed. */
export async function updateSeat(ctx: ActorContext, id: number, input: SeatInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [seat] = await tx.select().from(seats).where(eq(seats.resourceId, id)).for('update');
    if (!seat) throw new AppError('NOT_FOUND');
    const amenity = seat.amenity as Amenity;
    await seatIssues(tx, ctx, amenity, input, id);
    const { active, ...place } = input;
    await tx.update(seats).set(place).where(eq(seats.resourceId, id));
    await tx
      .update(resources)
      .set({ active, ...seatNames(amenity, input) })
      .where(eq(resources.id, id));
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'seat',
      targetId: id,
      detail: { amenity, before: { gender: seat.gender, number: seat.number, row: seat.row, column: seat.column }, after: input },
    });
  });
  forgetDays();
}

/** Adds a seat to a room that has seats: a resource of the core like its neighbours, and its place. */
export async function createSeat(ctx: ActorContext, input: SeatCreate): Promise<{ id: number }> {
  const { amenity, ...seat } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const [neighbour] = await tx
      .select({ r: resources })
      .from(seats)
      .innerJoin(resources, eq(resources.id, seats.resourceId))
      .where(eq(seats.amenity, amenity))
      .orderBy(desc(resources.sort))
      .limit(1);
    if (!neighbour) throw new AppError('VALIDATION_FAILED', { amenity: translator(ctx.lang)('admin:seats.fieldErrors.noRoom') });
    await seatIssues(tx, ctx, amenity, seat);
    const n = neighbour.r;
    const [row] = await tx
      .insert(resources)
      .values({
        amenity,
        code: `seat-${amenity}-${seat.gender ?? 'x'}-${seat.number}-${newPublicCode().slice(0, 10)}`,
        ...seatNames(amenity, seat),
        capacity: 1,
        hourlyPrice: n.hourlyPrice,
        opensAt: n.opensAt,
        closesAt: n.closesAt,
        active: seat.active,
        sort: n.sort + 1,
      })
      .returning({ id: resources.id });
    await tx
      .insert(seats)
      .values({ resourceId: row!.id, amenity, gender: seat.gender, number: seat.number, row: seat.row, column: seat.column });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'seat',
      targetId: row!.id,
      detail: { ...input },
    });
    return row!.id;
  });
  forgetDays();
  return { id };
}
