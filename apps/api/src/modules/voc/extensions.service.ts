/**
 * Lights-out and heating/cooling extensions (VOC, issue 14): the quote, the request, the person's
 * list and cancelling, the building office's decisions and tariff. Office hours, deadlines and
 * prices are the shared rules (`extension.rules.ts`) on the holiday calendar. Another person's or
 * company's request answers 404.
 */
import { FACILITY_TEAM_PHONE } from '@tea/shared/building/building.facts';
import { formatFloor } from '@tea/shared/format';
import { UnknownHolidayYear, type HolidayCalendar } from '@tea/shared/business-days';
import { monthOf, seoulInstant } from '@tea/shared/reservations/reservation.rules';
import {
  canCancel,
  cancellationCharged,
  canDecide,
  DEFAULT_TARIFF,
  EXTENSION_GROUPS,
  extensionDeadline,
  floorsNotOwned,
  overlapsOfficeHours,
  quoteExtension,
  type ExtensionTariff,
} from '@tea/shared/voc/extension.rules';
import type { ListOrder } from '@tea/shared/admin/list-order';
import { EXTENSION_SORTS } from '@tea/shared/voc/extension.schema';
import type {
  AdminExtensionFilter,
  ExtensionCancelled,
  ExtensionFloors,
  ExtensionList,
  ExtensionListQuery,
  ExtensionQuoteAnswer,
  ExtensionQuoteRequest,
  ExtensionRequest,
} from '@tea/shared/voc/extension.schema';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderOf } from '../../db/list-order.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { extensionRequests, extensionTariff } from '../../db/schema/extensions.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { extensionQuery, extensionsVisibleTo, extensionView, type ExtensionRow } from './extension-view.js';
import { holidayCalendarFrom } from './holiday-calendar.js';

export const EXTENSION_PAGE_SIZE = 10;
/** The calendar reaches back this far before the day: a deadline may fall in the year before. */
const DEADLINE_LOOKBACK_DAYS = 14;

export async function tariffOf(db: Db): Promise<ExtensionTariff> {
  const [row] = await db.select().from(extensionTariff).where(eq(extensionTariff.id, 1));
  return row ? { lightsHourly: row.lightsHourly, hvacHourly: row.hvacHourly } : DEFAULT_TARIFF;
}

async function calendarFor(db: Db, date: string): Promise<HolidayCalendar> {
  const from = new Date(seoulInstant(date, '00:00').getTime() - DEADLINE_LOOKBACK_DAYS * 86_400_000);
  return holidayCalendarFrom(db, from);
}

function companyOf(ctx: ActorContext): number {
  if (ctx.actor.companyId === null) throw new AppError('ACCESS_DENIED');
  return ctx.actor.companyId;
}

/** GET /voc/extensions/floors: the floors the person's company occupies, with its tower (the only ones it may ask for). */
export async function ownFloors(ctx: ActorContext, db: Db = ctx.db): Promise<ExtensionFloors> {
  const [company] = await db
    .select({ tower: companies.tower, floors: companies.floors })
    .from(companies)
    .where(eq(companies.id, companyOf(ctx)));
  if (!company) throw new AppError('ACCESS_DENIED');
  return { tower: company.tower, floors: [...company.floors].sort((a, b) => a - b) };
}

/**
 * The price of a request the rules take, else the field's message or DEADLINE_PASSED (with the facility
 * team's phone). A tenant asks only for its company's floors: another floor (another tenant's, the car
 * park's) is the floors field's message, naming the floors it may ask for.
 */
async function priced(ctx: ActorContext, db: Db, input: ExtensionQuoteRequest): Promise<ExtensionQuoteAnswer> {
  const t = translator(ctx.lang);
  const own = await ownFloors(ctx, db);
  if (floorsNotOwned(own.floors, input.floors).length > 0) {
    const floors = own.floors.map((floor) => formatFloor(floor, ctx.lang)).join(', ');
    throw new AppError('VALIDATION_FAILED', { floors: t('extensions:validation.floorsNotOwn', { tower: own.tower, floors }) });
  }
  try {
    const calendar = await calendarFor(db, input.date);
    if (overlapsOfficeHours(calendar, input.date, input.start, input.end)) {
      throw new AppError('VALIDATION_FAILED', { start: t('extensions:validation.officeHours') });
    }
    const deadline = extensionDeadline(calendar, input.date, input.start);
    if (ctx.now.getTime() >= deadline.getTime()) throw new AppError('DEADLINE_PASSED', undefined, { phone: FACILITY_TEAM_PHONE });
    return { ...quoteExtension(await tariffOf(db), input), deadline: deadline.toISOString() };
  } catch (error) {
    if (error instanceof UnknownHolidayYear) {
      throw new AppError('VALIDATION_FAILED', { date: t('extensions:validation.dateUnknown') });
    }
    throw error;
  }
}

/** POST /voc/extensions/quote: the itemised price, or why the request cannot be taken. */
export async function quote(ctx: ActorContext, input: ExtensionQuoteRequest): Promise<ExtensionQuoteAnswer> {
  return priced(ctx, ctx.db, input);
}

/** POST /voc/extensions: a member or tenant manager asks for an extension for their company. */
export async function create(ctx: ActorContext, input: ExtensionRequest) {
  const companyId = companyOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const price = await priced(ctx, tx, input);
    const [row] = await tx
      .insert(extensionRequests)
      .values({
        companyId,
        requesterId: ctx.actor.id,
        kind: input.kind,
        date: input.date,
        month: monthOf(input.date),
        floors: [...input.floors].sort((a, b) => a - b),
        startTime: input.start,
        endTime: input.end,
        name: input.name,
        email: input.email,
        contact: input.contact,
        detail: input.detail,
        requestText: input.kind === 'lights' ? '' : input.requestText,
        status: 'requested',
        lines: price.lines,
        total: price.total,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: extensionRequests.id });
    const id = row!.id;
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'extension',
      targetId: id,
      companyId,
      detail: { kind: input.kind, date: input.date, start: input.start, end: input.end, total: price.total },
    });
    return { id, total: price.total };
  });
}

async function page(
  ctx: ActorContext,
  where: ReturnType<typeof and>,
  query: { page: number; sort?: ListOrder<(typeof EXTENSION_SORTS)[number]> | null },
  tenant: boolean,
): Promise<ExtensionList> {
  const [rows, [total]] = await Promise.all([
    extensionQuery(ctx.db)
      .where(where)
      .orderBy(...orderOf(query.sort, SORTED), desc(extensionRequests.createdAt), desc(extensionRequests.id))
      .limit(EXTENSION_PAGE_SIZE)
      .offset((query.page - 1) * EXTENSION_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(extensionRequests).where(where),
  ]);
  return {
    items: rows.map((r) => extensionView(ctx.lang, ctx.now, r, tenant)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: EXTENSION_PAGE_SIZE,
  };
}

type ListQuery = { page: number; status?: ExtensionListQuery['status']; group?: ExtensionListQuery['group'] };

/** The columns the office's list sorts by; the newest first among equals. */
const SORTED = { status: extensionRequests.status, date: extensionRequests.date, total: extensionRequests.total };

const filters = (query: ListQuery) => [
  query.status ? eq(extensionRequests.status, query.status) : undefined,
  query.group ? inArray(extensionRequests.kind, EXTENSION_GROUPS[query.group]) : undefined,
];

/** GET /voc/extensions: the person's own requests, newest first. */
export async function listMine(ctx: ActorContext, query: ListQuery): Promise<ExtensionList> {
  return page(ctx, and(eq(extensionRequests.requesterId, ctx.actor.id), ...filters(query)), query, true);
}

/** GET /admin/voc/extensions: every request, in the order asked, else newest first. */
export async function listAll(ctx: ActorContext, query: AdminExtensionFilter): Promise<ExtensionList> {
  return page(ctx, and(...filters(query)), query, false);
}

/** A change to a request the person may see: locked, changed and audited in one transaction. */
async function changeExtension(
  ctx: ActorContext,
  id: number,
  change: (tx: Db, row: ExtensionRow) => Promise<Partial<typeof extensionRequests.$inferInsert>>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await extensionQuery(tx)
      .where(and(eq(extensionRequests.id, id), extensionsVisibleTo(ctx.actor)))
      .for('update', { of: extensionRequests });
    if (!row) throw new AppError('NOT_FOUND');
    const set = await change(tx, row);
    await tx
      .update(extensionRequests)
      .set({ ...set, updatedAt: ctx.now })
      .where(eq(extensionRequests.id, id));
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'extension',
      targetId: id,
      companyId: row.e.companyId,
      detail: { status: set.status, charged: set.charged, reason: set.reason },
    });
  });
}

/** POST /voc/extensions/{id}/cancel: free before the start; an approved one cancelled from its start is charged in full. */
export async function cancel(ctx: ActorContext, id: number): Promise<ExtensionCancelled> {
  let charged = false;
  await changeExtension(ctx, id, async (_tx, { e }) => {
    if (!canCancel(e.status)) throw new AppError('EXTENSION_NOT_CANCELLABLE');
    charged = cancellationCharged(e.status, ctx.now, e.date, e.startTime);
    return { status: 'cancelled', charged, cancelledAt: ctx.now };
  });
  return { charged };
}

/** POST /admin/voc/extensions/{id}/approve | reject: the office decides; the requester is told in their language. */
export async function decide(ctx: ActorContext, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  await changeExtension(ctx, id, async (tx, row) => {
    if (!canDecide(row.e.status)) throw new AppError('EXTENSION_DECIDED');
    const reason = decision.approve ? null : decision.reason;
    await notifyDecision(ctx, tx, row, reason);
    return { status: decision.approve ? 'approved' : 'rejected', reason, decidedById: ctx.actor.id, decidedAt: ctx.now };
  });
}

async function notifyDecision(ctx: ActorContext, tx: Db, { e }: ExtensionRow, reason: string | null): Promise<void> {
  const [requester] = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, e.requesterId));
  if (!requester) return;
  const params = { id: e.id, kind: e.kind, date: e.date, start: e.startTime, end: e.endTime, floors: e.floors, total: e.total };
  const link = '/my-page/voc-application-details';
  const address = { link, userId: requester.id, email: requester.email, language: requester.language };
  await ctx.notify(
    reason === null
      ? { kind: 'extension_approved', params, ...address }
      : { kind: 'extension_rejected', params: { ...params, reason }, ...address },
    tx,
  );
}

/** GET /admin/voc/extension-tariff. */
export async function tariff(ctx: ActorContext): Promise<ExtensionTariff> {
  return tariffOf(ctx.db);
}

/** PUT /admin/voc/extension-tariff: new requests are priced with it; earlier ones keep their price. */
export async function saveTariff(ctx: ActorContext, input: ExtensionTariff): Promise<ExtensionTariff> {
  await ctx.db.transaction(async (tx) => {
    const values = { ...input, updatedAt: ctx.now, updatedBy: ctx.actor.id };
    await tx
      .insert(extensionTariff)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: extensionTariff.id, set: values });
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'extension_tariff',
      detail: { ...input },
    });
  });
  return input;
}
