/**
 * A visitor finds their own visit without an account (issue 13). The search answers the same way
 * whether or not anything matches, and never shows a visit: when one matches, a link goes to the
 * contact on file (e-mail and mobile), in the visitor's language. The link's token opens that
 * registration only, for a day, until the visitor logs out.
 */
import { toE164 } from '@tea/shared/accounts/phone';
import { VISITOR_ACCESS_HOURS } from '@tea/shared/visitors/visit.rules';
import { VISITOR_LINKS_PER_DAY } from '@tea/shared/visitors/visitor-access';
import type { MemberVisitRequest, VisitSearch } from '@tea/shared/visitors/visit.schema';
import { seoul } from '@tea/shared/time';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { visitorAccessTokens, visits } from '../../db/schema/visitors.js';
import { AppError } from '../../plugins/errors.js';
import { withinLimit } from '../../plugins/rate-limit.js';
import type { RequestContext } from '../../request-context.js';
import type { CounterStore } from '../auth/counter-store.js';
import { audit } from '../audit/audit.service.js';
import { codeDigest, newPublicCode } from '../public-codes/public-codes.js';
import { CANCELLABLE_VISIT_STATUSES } from '@tea/shared/visitors/visit.rules';
import { translator } from '../../i18n.js';
import { visitQuery, visitView } from './visit-view.js';
import { changeRegistration, checkTimes, lockRegistration, registrationView } from './visits.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The visit a search names: its reference, or its visitor's name with a contact on file and the visit day. */
function matching(search: VisitSearch) {
  if ('reference' in search) return eq(visits.reference, search.reference.toUpperCase());
  const contact = search.contact.trim();
  const phone = toE164(contact);
  return and(
    sql`lower(${visits.visitorName}) = lower(${search.name})`,
    eq(visits.date, search.date),
    or(sql`lower(${visits.email}) = lower(${contact})`, phone ? eq(visits.mobile, phone) : undefined),
  );
}

/**
 * POST /visits/search, after its answer (which is the same whether or not anything matches): sends the
 * link when a visit matches, at most VISITOR_LINKS_PER_DAY a day to one visit (decision 0056). Says
 * what became of the search, for the log.
 */
export async function searchVisit(
  ctx: RequestContext,
  search: VisitSearch,
  counters: CounterStore,
): Promise<'none' | 'capped' | 'sent'> {
  const [found] = await ctx.db
    .select({ visit: visits })
    .from(visits)
    .where(and(matching(search), isNull(visits.anonymisedAt)))
    .orderBy(visits.id)
    .limit(1);
  if (!found) return 'none';
  const { visit } = found;
  if (!(await withinLimit(counters, `visitor-links:${visit.id}`, VISITOR_LINKS_PER_DAY, DAY))) return 'capped';
  const token = newPublicCode();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(visitorAccessTokens).values({
      tokenDigest: codeDigest(token),
      registrationId: visit.registrationId,
      expiresAt: new Date(ctx.now.getTime() + VISITOR_ACCESS_HOURS * HOUR),
      createdAt: ctx.now,
    });
    await ctx.notify(
      {
        kind: 'visit_access',
        params: { visitorName: visit.visitorName, reference: visit.reference, hours: VISITOR_ACCESS_HOURS },
        link: `/visitor-reservation-inquiry-result?token=${token}`,
        userId: null,
        email: visit.email || null,
        phone: visit.mobile || null,
        language: visit.qrLang,
      },
      tx,
    );
  });
  return 'sent';
}

/**
 * The registration a visitor's token opens now, or 404 (unknown, expired or ended): not the 403 of an
 * ended session, which the web answers by logging its member out.
 */
async function registrationOf(ctx: RequestContext, token: string | undefined): Promise<number> {
  if (!token || !/^[a-km-np-z2-9]{26}$/.test(token)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select({ registrationId: visitorAccessTokens.registrationId })
    .from(visitorAccessTokens)
    .where(
      and(
        eq(visitorAccessTokens.tokenDigest, codeDigest(token)),
        gt(visitorAccessTokens.expiresAt, ctx.now),
        isNull(visitorAccessTokens.revokedAt),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row.registrationId;
}

/** GET /visits/visitor: the visits of the registration the token opens. */
export async function visitorVisits(ctx: RequestContext, token: string | undefined) {
  const registrationId = await registrationOf(ctx, token);
  const rows = await visitQuery(ctx.db)
    .where(and(eq(visits.registrationId, registrationId), isNull(visits.anonymisedAt)))
    .orderBy(visits.id);
  return rows.map((r) => visitView(ctx.lang, null, r));
}

/** POST /visits/visitor/cancel: the visitor cancels visits of their own registration; another id is 404. */
export async function visitorCancel(ctx: RequestContext, token: string | undefined, ids: number[]) {
  const registrationId = await registrationOf(ctx, token);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: visits.id, status: visits.status })
      .from(visits)
      .where(and(eq(visits.registrationId, registrationId), isNull(visits.anonymisedAt)))
      .for('update');
    const mine = new Map(rows.map((r) => [r.id, r.status]));
    if (ids.some((id) => !mine.has(id))) throw new AppError('NOT_FOUND');
    const open = [...new Set(ids)].filter((id) => (CANCELLABLE_VISIT_STATUSES as readonly string[]).includes(mine.get(id)!));
    for (const id of open)
      await tx.update(visits).set({ status: 'cancelled', cancelledAt: ctx.now, updatedAt: ctx.now }).where(eq(visits.id, id));
    if (open.length > 0)
      await audit(tx, {
        actorId: null,
        action: 'update',
        targetType: 'visit',
        targetId: open.join(','),
        ip: ctx.ip,
        detail: { cancelled: open.length, by: 'visitor' },
      });
    return { changed: open.length };
  });
}

/** The registration `id` when the token opens it, else 404: a token never reads or changes another. */
async function ownRegistration(ctx: RequestContext, token: string | undefined, id: number): Promise<number> {
  const registrationId = await registrationOf(ctx, token);
  if (registrationId !== id) throw new AppError('NOT_FOUND');
  return registrationId;
}

/** GET /visits/visitor/registrations/:id: the registration the token opens, for its edit page. */
export async function visitorRegistration(ctx: RequestContext, token: string | undefined, id: number) {
  await ownRegistration(ctx, token, id);
  const rows = await visitQuery(ctx.db)
    .where(and(eq(visits.registrationId, id), isNull(visits.anonymisedAt)))
    .orderBy(visits.id);
  return registrationView(ctx.lang, null, id, rows);
}

/**
 * PUT /visits/visitor/registrations/:id: the visitor changes their own application (an anonymous
 * one: a member's registration is the member's to change), its visits still waiting or approved and
 * not yet begun. An approved visit gets its pass again; a visit left out is cancelled. A new visitor
 * is a new application, which the tenant approves: none is added here.
 */
export async function visitorUpdate(ctx: RequestContext, token: string | undefined, id: number, input: MemberVisitRequest) {
  await ownRegistration(ctx, token, id);
  if (input.visitors.some((v) => v.id === undefined))
    throw new AppError('VALIDATION_FAILED', { visitors: translator(ctx.lang)('visitors:search.errors.noNewVisitor') });
  checkTimes(ctx, input.visitors);
  const now = seoul(ctx.now).format('YYYY-MM-DD HH:mm');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockRegistration(tx, id, isNull(visits.anonymisedAt));
    if (!rows[0] || rows[0].registration.source !== 'external') throw new AppError('NOT_FOUND');
    const begun = new Set(rows.filter((r) => `${r.visit.date} ${r.visit.time}` <= now).map((r) => r.visit.id));
    if (input.visitors.some((v) => begun.has(v.id!))) throw new AppError('NOT_CHANGEABLE');
    // An application is the tenant managers' to approve, and so is its change (decision 0050).
    return changeRegistration(ctx, tx, rows, input, null, true);
  });
}

/** POST /visits/visitor/logout: the token stops opening anything. */
export async function visitorLogout(ctx: RequestContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db
    .update(visitorAccessTokens)
    .set({ revokedAt: ctx.now })
    .where(and(eq(visitorAccessTokens.tokenDigest, codeDigest(token)), isNull(visitorAccessTokens.revokedAt)));
}
