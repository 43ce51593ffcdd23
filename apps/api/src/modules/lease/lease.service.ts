/**
 * Lease inquiries (spec §3, issue 17): the public form, the sender's withdrawal of consent, and the
 * building office's pipeline (new → contacted → viewing → closed). A withdrawal deletes the inquiry,
 * its pipeline notes and its notices at once; only a count per day is left (decision 0040). Audit
 * entries name the inquiry by its number and never hold what the sender wrote or where from.
 */
import { seoulDate } from '@tea/shared/calendar';
import { toE164 } from '@tea/shared/accounts/phone';
import { LEASE_MESSAGES, LEASE_TERMS_VERSION, leaseFieldProblem } from '@tea/shared/lease/lease-inquiry.rules';
import type {
  AdminLeaseFilter,
  LeaseFormTokenAnswer,
  LeaseInquiryDetail,
  LeaseInquiryList,
  LeaseInquiryRequest,
  LeaseStatusAnswer,
  LeaseStatusChange,
  LeaseWithdrawn,
} from '@tea/shared/lease/lease-inquiry.schema';
import type { Sent } from '@tea/shared/answers';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderOf } from '../../db/list-order.js';
import { users } from '../../db/schema/accounts.js';
import { leaseInquiries, leaseInquiryHistory, leaseWithdrawals } from '../../db/schema/lease.js';
import { notifications } from '../../db/schema/notifications.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import type { CounterStore } from '../auth/counter-store.js';
import { codeDigest, newPublicCode } from '../public-codes/public-codes.js';
import { buildingManagers } from '../voc/complaint-notices.js';
import { checkFormToken, issueFormToken } from './form-token.js';

export const LEASE_PAGE_SIZE = 20;
/** The most inquiries one export holds. */
export const LEASE_EXPORT_MAX = 5000;
const TARGET = 'lease_inquiry';
const KIND = 'lease_inquiry_received';
/** The page a withdrawal link opens (decision 0040; not a spec route). */
export const LEASE_WITHDRAW_PATH = '/lease-inquiry/withdraw';
const PIPELINE = '/admin/lease-inquiries';

/** GET /lease-inquiries/form-token: the signed instant the form opened. */
export function formToken(ctx: RequestContext, secret: string): LeaseFormTokenAnswer {
  return { token: issueFormToken(ctx.now, secret) };
}

/** A field refused by a rule that needs more than the schema knows (today; the numbering plan). */
function refuse(ctx: RequestContext, field: string, key: string): never {
  throw new AppError('VALIDATION_FAILED', { [field]: translator(ctx.lang)(key) });
}

/**
 * POST /lease-inquiries: checks the honeypot, the rules that need today, then the form-start token
 * (spent only by an inquiry that is otherwise right, so a corrected form goes with the same token);
 * stores the inquiry with its address and terms version, and tells the sender (with the withdrawal
 * link) and the building office.
 */
export async function createInquiry(
  ctx: RequestContext,
  input: LeaseInquiryRequest,
  security: { secret: string; counters: CounterStore },
): Promise<Sent> {
  if (input.website.trim() !== '') throw new AppError('SPAM_SUSPECTED');
  const past = leaseFieldProblem('moveInDate', input.moveInDate, seoulDate(ctx.now));
  if (past) refuse(ctx, 'moveInDate', past);
  const contact = toE164(input.contact);
  if (!contact) refuse(ctx, 'contact', LEASE_MESSAGES.contactFormat);
  const token = await checkFormToken(input.formToken, ctx.now, security.secret, security.counters);
  if (token === 'expired') throw new AppError('FORM_EXPIRED');
  if (token === 'too_fast') throw new AppError('FORM_TOO_FAST');

  const code = newPublicCode();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaseInquiries)
      .values({
        writer: input.writer,
        email: input.email,
        contact,
        occupancy: input.occupancy,
        moveInDate: input.moveInDate,
        area: input.area,
        sectors: input.sectors,
        title: input.title,
        detail: input.detail,
        language: ctx.lang,
        ipAddress: ctx.ip,
        termsVersion: LEASE_TERMS_VERSION,
        consentedAt: ctx.now,
        withdrawDigest: codeDigest(code),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: leaseInquiries.id });
    const id = row!.id;
    await tx.insert(leaseInquiryHistory).values({ inquiryId: id, status: 'new', at: ctx.now });
    // Nothing the sender wrote, and not their address: the row holds those until they withdraw.
    await audit(tx, {
      actorId: null,
      action: 'create',
      targetType: TARGET,
      targetId: id,
      detail: { occupancy: input.occupancy, termsVersion: LEASE_TERMS_VERSION },
    });
    const params = {
      inquiryId: id,
      writer: input.writer,
      title: input.title,
      occupancy: input.occupancy,
      moveInDate: input.moveInDate,
    };
    await ctx.notify(
      {
        kind: KIND,
        params: { ...params, office: false },
        link: `${LEASE_WITHDRAW_PATH}/${code}`,
        email: input.email,
        language: ctx.lang,
      },
      tx,
    );
    for (const m of await buildingManagers(tx)) {
      await ctx.notify(
        {
          kind: KIND,
          params: { ...params, office: true },
          link: `${PIPELINE}?open=${id}`,
          userId: m.id,
          email: m.email,
          language: m.language,
        },
        tx,
      );
    }
  });
  return { sent: true };
}

async function byCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: leaseInquiries.id, title: leaseInquiries.title, createdAt: leaseInquiries.createdAt })
    .from(leaseInquiries)
    .where(eq(leaseInquiries.withdrawDigest, codeDigest(code)));
  return row;
}

/** GET /lease-inquiries/withdrawals/{code}: what the link withdraws, to confirm (404 once withdrawn). */
export async function withdrawalView(ctx: RequestContext, code: string) {
  const row = await byCode(ctx.db, code);
  if (!row) throw new AppError('NOT_FOUND');
  return { title: row.title, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /lease-inquiries/withdrawals/{code}: the sender withdraws consent. The inquiry, its pipeline
 * notes and its notices (which hold the sender's name, address and the link) are deleted in one
 * transaction; the day's withdrawn count goes up; the audit entry names only the number.
 */
export async function withdraw(ctx: RequestContext, code: string): Promise<LeaseWithdrawn> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(leaseInquiries)
      .where(eq(leaseInquiries.withdrawDigest, codeDigest(code)))
      .returning({ id: leaseInquiries.id });
    if (!row) throw new AppError('NOT_FOUND');
    await tx
      .delete(notifications)
      .where(and(eq(notifications.kind, KIND), sql`${notifications.params}->>'inquiryId' = ${String(row.id)}`));
    await tx
      .insert(leaseWithdrawals)
      .values({ day: seoulDate(ctx.now), count: 1 })
      .onConflictDoUpdate({ target: leaseWithdrawals.day, set: { count: sql`${leaseWithdrawals.count} + 1` } });
    await audit(tx, { actorId: null, action: 'delete', targetType: TARGET, targetId: row.id, detail: { withdrawn: true } });
    return { withdrawn: true as const };
  });
}

type Filter = AdminLeaseFilter;

const listWhere = (f: Filter) =>
  and(
    f.status ? eq(leaseInquiries.status, f.status) : undefined,
    f.occupancy ? eq(leaseInquiries.occupancy, f.occupancy) : undefined,
  );

/** The columns the pipeline sorts by. */
const SORTED = { status: leaseInquiries.status, moveIn: leaseInquiries.moveInDate, received: leaseInquiries.createdAt };

/** The pipeline's rows under the filters, in the order asked, the newest first among equals. */
export function pipelineRows(db: Db, f: Filter, limit: number, offset = 0) {
  return db
    .select()
    .from(leaseInquiries)
    .where(listWhere(f))
    .orderBy(...orderOf(f.sort, SORTED), desc(leaseInquiries.createdAt), desc(leaseInquiries.id))
    .limit(limit)
    .offset(offset);
}

export type LeaseRow = typeof leaseInquiries.$inferSelect;

function summary(row: LeaseRow) {
  return {
    id: row.id,
    status: row.status,
    writer: row.writer,
    email: row.email,
    contact: row.contact,
    occupancy: row.occupancy,
    moveInDate: row.moveInDate,
    area: row.area,
    sectors: row.sectors as LeaseInquiryDetail['sectors'],
    title: row.title,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/lease-inquiries: a page of the pipeline, and the count of withdrawn inquiries. */
export async function pipeline(ctx: ActorContext, query: Filter & { page: number }): Promise<LeaseInquiryList> {
  const [rows, [total], [withdrawn]] = await Promise.all([
    pipelineRows(ctx.db, query, LEASE_PAGE_SIZE, (query.page - 1) * LEASE_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(leaseInquiries).where(listWhere(query)),
    ctx.db.select({ n: sum(leaseWithdrawals.count) }).from(leaseWithdrawals),
  ]);
  return {
    items: rows.map(summary),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: LEASE_PAGE_SIZE,
    withdrawn: Number(withdrawn?.n ?? 0),
  };
}

/** GET /admin/lease-inquiries/{id}: the inquiry with its pipeline; the reading is audited (personal data). */
export async function detail(ctx: ActorContext, id: number): Promise<LeaseInquiryDetail> {
  const [row] = await ctx.db.select().from(leaseInquiries).where(eq(leaseInquiries.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const history = await ctx.db
    .select({ status: leaseInquiryHistory.status, note: leaseInquiryHistory.note, by: users.name, at: leaseInquiryHistory.at })
    .from(leaseInquiryHistory)
    .leftJoin(users, eq(users.id, leaseInquiryHistory.byId))
    .where(eq(leaseInquiryHistory.inquiryId, id))
    .orderBy(asc(leaseInquiryHistory.at), asc(leaseInquiryHistory.id));
  await audit(ctx.db, { actorId: ctx.actor.id, action: 'read_personal_data', targetType: TARGET, targetId: id, ip: ctx.ip });
  return {
    ...summary(row),
    detail: row.detail,
    language: row.language,
    ipAddress: row.ipAddress,
    termsVersion: row.termsVersion,
    consentedAt: row.consentedAt.toISOString(),
    history: history.map((h) => ({ status: h.status, note: h.note, by: h.by, at: h.at.toISOString() })),
  };
}

/** POST /admin/lease-inquiries/{id}/status: a move in the pipeline with a note (the note stays out of the audit log). */
export async function changeStatus(ctx: ActorContext, id: number, change: LeaseStatusChange): Promise<LeaseStatusAnswer> {
  const status = change.status;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: leaseInquiries.status })
      .from(leaseInquiries)
      .where(eq(leaseInquiries.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    await tx.update(leaseInquiries).set({ status, updatedAt: ctx.now }).where(eq(leaseInquiries.id, id));
    await tx
      .insert(leaseInquiryHistory)
      .values({ inquiryId: id, status, note: change.note ?? '', byId: ctx.actor.id, at: ctx.now });
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: TARGET,
      targetId: id,
      detail: { from: row.status, to: status },
    });
    return { status };
  });
}
