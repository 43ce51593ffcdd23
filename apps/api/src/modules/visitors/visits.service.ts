/**
 * Visitor registrations (issue 13): a member registers 1–5 visitors (or a group of up to 20), an
 * anonymous visitor applies; the company's setting or a tenant manager approves; the visitor gets a
 * pass in their language. Who may see and change a visit is decided here, per record: the member who
 * registered it, the tenant managers of its company, and the building's managers.
 */
import { toE164 } from '@tea/shared/accounts/phone';
import { seoulDate } from '@tea/shared/calendar';
import { seoul } from '@tea/shared/time';
import {
  CANCELLABLE_VISIT_STATUSES,
  DECIDABLE_VISIT_STATUSES,
  visitTimeProblem,
  type VisitSource,
  type VisitStatus,
} from '@tea/shared/visitors/visit.rules';
import type { ExternalVisitRequest, MemberVisitRequest, Visitor, VisitListQuery } from '@tea/shared/visitors/visit.schema';
import { admissionChanges, hostChanged, type AdmissionFields } from '@tea/shared/visitors/visit-admission';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { companyVisitSettings, visitRegistrations, visits } from '../../db/schema/visitors.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import type { Lang } from '@tea/i18n';
import { audit, auditActor } from '../audit/audit.service.js';
import { newPublicCode, randomLetters } from '../public-codes/public-codes.js';
import { notifyManagersToApprove, notifyVisitor, type VisitNoticeSource } from './visit-notices.js';
import { visitPage, type VisitFilter } from './visit-pages.js';
import { visitQuery, visitView, type VisitJoinedRow, type VisitReader } from './visit-view.js';
import { nameIn } from '../../db/schema/name-columns.js';

const REFERENCE_PREFIX = 'VS';

/** Refuses visitors whose day or time the rules refuse now, each under its own row's field. */
export function checkTimes(ctx: RequestContext, visitors: Visitor[]): void {
  const now = seoul(ctx.now);
  const today = { date: now.format('YYYY-MM-DD'), time: now.format('HH:mm') };
  const t = translator(ctx.lang);
  const fields: Record<string, string> = {};
  visitors.forEach((v, i) => {
    const problem = visitTimeProblem(v, today);
    if (problem)
      fields[problem === 'visitors:errors.dateOutsideWindow' ? `visitors.${i}.date` : `visitors.${i}.time`] = t(problem);
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
}

/**
 * `n` references of the day (VS-20261201-K7QX9MPA): random letters, not the reservations' day
 * counter, so that one visit's reference leads to no other's (decision 0056). 40 bits a day: at a
 * thousand visits a day two share one about once in 6,000 years (the unique index refuses it, 409).
 */
function newReferences(now: Date, n: number): string[] {
  const head = `${REFERENCE_PREFIX}-${seoulDate(now).replaceAll('-', '')}-`;
  return Array.from({ length: n }, () => head + randomLetters(8).toUpperCase());
}

/** A visitor's columns as stored: the mobile as E.164, no empty strings turned into anything else. */
function visitorColumns(v: Visitor) {
  return {
    visitorName: v.name,
    visitorCompany: v.company,
    email: v.email,
    mobile: v.mobile ? (toE164(v.mobile) ?? v.mobile) : '',
    qrLang: v.qrLang,
    date: v.date,
    time: v.time,
    durationMinutes: v.durationMinutes,
    purpose: v.purpose,
    visitedPerson: v.visitedPerson,
    building: v.building,
  };
}

async function companyOf(db: Db, companyId: number) {
  const [company] = await db
    .select({
      id: companies.id,
      nameKo: companies.nameKo,
      nameEn: companies.nameEn,
      kind: companies.kind,
      status: companies.status,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/** The company's setting: member registrations approved at once (the default) or by a tenant manager. */
async function approvalMode(db: Db, companyId: number) {
  const [row] = await db
    .select({ approval: companyVisitSettings.approval })
    .from(companyVisitSettings)
    .where(eq(companyVisitSettings.companyId, companyId));
  return row?.approval ?? 'auto';
}

interface NewRegistration {
  source: VisitSource;
  companyId: number;
  createdBy: number | null;
  personInCharge: MemberVisitRequest['personInCharge'];
  visitors: Visitor[];
  status: VisitStatus;
  consentAt: Date | null;
}

/** Writes a registration and its visits, audited, and tells the visitors (approved) or the managers (pending). */
async function insertRegistration(ctx: RequestContext, input: NewRegistration) {
  const company = await companyOf(ctx.db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const [registration] = await tx
      .insert(visitRegistrations)
      .values({
        source: input.source,
        companyId: input.companyId,
        createdBy: input.createdBy,
        personInCharge: input.personInCharge.name,
        building: input.personInCharge.building,
        floor: input.personInCharge.floor,
        consentAt: input.consentAt,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const references = newReferences(ctx.now, input.visitors.length);
    const rows = await tx
      .insert(visits)
      .values(
        input.visitors.map((v, i) => ({
          registrationId: registration!.id,
          companyId: input.companyId,
          createdBy: input.createdBy,
          reference: references[i]!,
          code: newPublicCode(),
          status: input.status,
          ...visitorColumns(v),
          ...(input.status === 'approved' && { decidedAt: ctx.now, decidedBy: input.createdBy }),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning();
    await audit(tx, {
      actorId: input.createdBy,
      action: 'create',
      targetType: 'visit_registration',
      targetId: registration!.id,
      companyId: input.companyId,
      ip: ctx.ip,
      detail: { source: input.source, visits: rows.length, status: input.status },
    });
    const sources = rows.map((visit) => ({ visit, registration: registration!, company }));
    if (input.status === 'approved') for (const s of sources) await notifyVisitor(ctx, tx, s, { kind: 'visit_pass' });
    else await notifyManagersToApprove(ctx, tx, input.companyId, sources[0]!, sources.length);
    return { registrationId: registration!.id, references, status: input.status };
  });
}

/** The member's company, or 403: a building manager registers no visits of their own. */
function memberCompany(ctx: ActorContext): number {
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  return ctx.actor.companyId;
}

/** POST /visits and /visits/group: approved at once, or pending when the company wants its tenant managers to approve. */
export async function register(ctx: ActorContext, input: MemberVisitRequest, source: 'member' | 'group') {
  const companyId = memberCompany(ctx);
  checkTimes(ctx, input.visitors);
  const mode = ctx.actor.role === 'tenant_manager' ? 'auto' : await approvalMode(ctx.db, companyId);
  return insertRegistration(ctx, {
    source,
    companyId,
    createdBy: ctx.actor.id,
    personInCharge: input.personInCharge,
    visitors: input.visitors,
    status: mode === 'auto' ? 'approved' : 'pending',
    consentAt: null,
  });
}

/** POST /visits/external: an anonymous application, pending until the company's tenant managers decide. */
export async function applyExternal(ctx: RequestContext, input: ExternalVisitRequest) {
  const company = await companyOf(ctx.db, input.companyId);
  if (!company || company.kind !== 'office' || company.status !== 'active')
    throw new AppError('VALIDATION_FAILED', { companyId: translator(ctx.lang)('visitors:errors.companyNotFound') });
  checkTimes(ctx, input.visitors);
  return insertRegistration(ctx, {
    source: 'external',
    companyId: company.id,
    createdBy: null,
    personInCharge: input.personInCharge,
    visitors: input.visitors,
    status: 'pending',
    consentAt: ctx.now,
  });
}

/** The visits a person may see: their own registrations, their company's (tenant managers), or every one (building managers). */
export function visibleTo(actor: ActorContext['actor']): SQL | undefined {
  if (actor.role === 'building_manager') return undefined;
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return eq(visits.companyId, actor.companyId);
  return eq(visits.createdBy, actor.id);
}

/** The visits a person may approve or reject: their company's (tenant managers) or any (building managers). */
function decidableBy(actor: ActorContext['actor']): SQL {
  if (actor.role === 'building_manager') return sql`true`;
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return eq(visits.companyId, actor.companyId);
  throw new AppError('ACCESS_DENIED');
}

/** GET /visits: mine, the company's or the company's waiting list, newest visit day first (the waiting list: soonest first). */
export async function list(
  ctx: ActorContext,
  query: { page: number; status?: VisitStatus; view: NonNullable<VisitListQuery['view']> },
) {
  const { actor } = ctx;
  const scope: Pick<VisitFilter, 'createdBy' | 'companyId'> =
    query.view === 'mine' || actor.role === 'member'
      ? { createdBy: actor.id }
      : actor.role === 'building_manager'
        ? {}
        : { companyId: actor.companyId ?? -1 };
  const status = query.view === 'waiting' ? 'pending' : query.status;
  return visitPage(ctx, { ...scope, status, order: query.view === 'waiting' ? 'soonest' : 'latest' }, query.page);
}

/** A registration with its visits, for its edit page: its registering member, its company's tenant managers, building managers. */
export async function registration(ctx: ActorContext, id: number) {
  const rows = await visitQuery(ctx.db)
    .where(and(eq(visits.registrationId, id), visibleTo(ctx.actor), isNull(visits.anonymisedAt)))
    .orderBy(asc(visits.id));
  return registrationView(ctx.lang, ctx.actor, id, rows);
}

/** A registration as its edit page reads it (`rows`: its visits `reader` may see), or 404 when none. */
export function registrationView(lang: Lang, reader: VisitReader, id: number, rows: VisitJoinedRow[]) {
  const first = rows[0];
  if (!first) throw new AppError('NOT_FOUND');
  return {
    id,
    source: first.registration.source,
    company: { id: first.company.id, name: nameIn(lang, first.company) },
    personInCharge: {
      name: first.registration.personInCharge,
      building: first.registration.building as 'A' | 'B',
      floor: first.registration.floor,
    },
    visits: rows.map((r) => visitView(lang, reader, r)),
  };
}

/** Locks a registration's visits (within `scope`) for a change, with their registration and company. */
export function lockRegistration(tx: Db, id: number, scope: SQL | undefined) {
  return visitQuery(tx)
    .where(and(eq(visits.registrationId, id), scope))
    .orderBy(asc(visits.id))
    .for('update', { of: visits });
}

/**
 * PUT /visits/registrations/:id: the registering member (or their tenant manager) changes it. Rows
 * with an id change that visit (an approved one gets its pass again), rows without one are added
 * (as the registration's first visit stands: approved or pending), and a visit left out is cancelled
 * (its visitor told). Visits that are over (checked in, rejected, cancelled) are kept as they are.
 */
export async function update(ctx: ActorContext, id: number, input: MemberVisitRequest) {
  checkTimes(ctx, input.visitors);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockRegistration(tx, id, visibleTo(ctx.actor));
    const first = rows[0];
    if (!first || first.registration.source === 'external') throw new AppError('NOT_FOUND');
    // The approvers' own changes stand; a member's need the approval their company asks for (decision 0050).
    const needsApproval = ctx.actor.role === 'member' && (await approvalMode(tx, first.visit.companyId)) === 'manager';
    return changeRegistration(ctx, tx, rows, input, ctx.actor.id, needsApproval);
  });
}

/**
 * Changes a locked registration (`rows`, its visits, none empty) as `input` says, by `actorId` (null:
 * the visitor through their access link); see `update`. Where the change `needsApproval` (decision
 * 0050), an approved visit whose visitor, time, length or tower changes, or every approved one when
 * the host or landing floor changes, goes back to waiting with a new pass code (the old pass stops opening at
 * once), visitors added wait too, and the tenant managers are asked; other changes keep the approval.
 */
export async function changeRegistration(
  ctx: RequestContext,
  tx: Db,
  rows: VisitJoinedRow[],
  input: MemberVisitRequest,
  actorId: number | null,
  needsApproval: boolean,
) {
  const first = rows[0]!;
  const id = first.registration.id;
  const open = rows.filter((r) => (CANCELLABLE_VISIT_STATUSES as readonly string[]).includes(r.visit.status));
  const byId = new Map(open.map((r) => [r.visit.id, r]));
  if (input.visitors.some((v) => v.id !== undefined && !byId.has(v.id))) throw new AppError('NOT_CHANGEABLE');
  const kept = input.visitors.filter((v) => v.id !== undefined).length;
  const added = input.visitors.filter((v) => v.id === undefined);
  if (kept + added.length + rows.filter((r) => r.visit.status === 'checked_in').length > 20)
    throw new AppError('VALIDATION_FAILED');
  const [registration] = await tx
    .update(visitRegistrations)
    .set({
      personInCharge: input.personInCharge.name,
      building: input.personInCharge.building,
      floor: input.personInCharge.floor,
      updatedAt: ctx.now,
    })
    .where(eq(visitRegistrations.id, id))
    .returning();
  const company = first.company;
  const told: { source: VisitNoticeSource; kind: 'visit_pass' | 'visit_cancelled' }[] = [];
  const waiting: VisitNoticeSource[] = [];
  const hostMoved = hostChanged(first.registration, input.personInCharge);
  for (const v of input.visitors) {
    if (v.id === undefined) continue;
    const before = byId.get(v.id)!.visit;
    const backToWaiting =
      needsApproval &&
      before.status === 'approved' &&
      (hostMoved || admissionChanges(admissionOf(before), { ...v, mobile: v.mobile ?? '', email: v.email ?? '' }).length > 0);
    const [visit] = await tx
      .update(visits)
      .set({
        ...visitorColumns(v),
        ...(backToWaiting && { status: 'pending' as const, decidedAt: null, decidedBy: null, code: newPublicCode() }),
        updatedAt: ctx.now,
      })
      .where(eq(visits.id, v.id))
      .returning();
    const source = { visit: visit!, registration: registration!, company };
    if (backToWaiting) waiting.push(source);
    else if (visit!.status === 'approved') told.push({ source, kind: 'visit_pass' });
    byId.delete(v.id);
  }
  for (const gone of byId.values()) {
    const [visit] = await tx
      .update(visits)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelledBy: actorId, updatedAt: ctx.now })
      .where(eq(visits.id, gone.visit.id))
      .returning();
    if (gone.visit.status === 'approved')
      told.push({ source: { visit: visit!, registration: registration!, company }, kind: 'visit_cancelled' });
  }
  const wasPending = open[0]?.visit.status === 'pending';
  // Visitors added wait where approval is required, or with a registration still waiting.
  const status: VisitStatus = needsApproval || wasPending ? 'pending' : 'approved';
  const references = newReferences(ctx.now, added.length);
  if (added.length > 0) {
    const inserted = await tx
      .insert(visits)
      .values(
        added.map((v, i) => ({
          registrationId: id,
          companyId: first.visit.companyId,
          createdBy: first.visit.createdBy,
          reference: references[i]!,
          code: newPublicCode(),
          status,
          ...visitorColumns(v),
          ...(status === 'approved' && { decidedAt: ctx.now, decidedBy: actorId }),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning();
    for (const visit of inserted) {
      const source = { visit, registration: registration!, company };
      if (status === 'approved') told.push({ source, kind: 'visit_pass' });
      else if (needsApproval) waiting.push(source);
    }
  }
  await audit(tx, {
    actorId,
    action: 'update',
    targetType: 'visit_registration',
    targetId: id,
    companyId: first.visit.companyId,
    ip: ctx.ip,
    detail: { changed: kept, added: added.length, cancelled: byId.size, waiting: waiting.length },
  });
  for (const { source, kind } of told) await notifyVisitor(ctx, tx, source, { kind });
  if (waiting.length > 0) await notifyManagersToApprove(ctx, tx, first.visit.companyId, waiting[0]!, waiting.length);
  return {
    registrationId: id,
    references: [
      ...input.visitors.flatMap((v) => (v.id ? [rows.find((r) => r.visit.id === v.id)!.visit.reference] : [])),
      ...references,
    ],
    // What the person is told: waiting only when something now waits (a purpose changed keeps the approval).
    status: (waiting.length > 0 || wasPending ? 'pending' : 'approved') as VisitStatus,
  };
}

/** What the tenant's approval of `visit` decided, as stored (decision 0050). */
function admissionOf(visit: VisitJoinedRow['visit']): AdmissionFields {
  return {
    name: visit.visitorName,
    company: visit.visitorCompany,
    email: visit.email,
    mobile: visit.mobile,
    date: visit.date,
    time: visit.time,
    durationMinutes: visit.durationMinutes,
    building: visit.building,
    visitedPerson: visit.visitedPerson,
  };
}

/** Locks the visits `ids` that `scope` allows; any id outside it (or unknown) is 404 and nothing changes. */
async function lockVisits(tx: Db, ids: number[], scope: SQL | undefined): Promise<VisitJoinedRow[]> {
  const unique = [...new Set(ids)];
  const rows = await visitQuery(tx)
    .where(and(inArray(visits.id, unique), scope))
    .orderBy(asc(visits.id))
    .for('update', { of: visits });
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return rows;
}

/** POST /visits/approve and /visits/reject: the pending ones among `ids` are decided; each visitor is told. */
export async function decide(ctx: ActorContext, ids: number[], decision: { approve: true } | { approve: false; reason: string }) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockVisits(tx, ids, decidableBy(ctx.actor));
    const pending = rows.filter((r) => (DECIDABLE_VISIT_STATUSES as readonly string[]).includes(r.visit.status));
    if (pending.length === 0) return { changed: 0 };
    const changed = await tx
      .update(visits)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        decidedAt: ctx.now,
        decidedBy: ctx.actor.id,
        decisionReason: decision.approve ? null : decision.reason,
        updatedAt: ctx.now,
      })
      .where(
        inArray(
          visits.id,
          pending.map((r) => r.visit.id),
        ),
      )
      .returning();
    await auditActor(tx, ctx, {
      action: decision.approve ? 'approve' : 'reject',
      targetType: 'visit',
      targetId: changed.map((v) => v.id).join(','),
      companyId: ctx.actor.companyId,
      detail: { visits: changed.length },
    });
    const byId = new Map(pending.map((r) => [r.visit.id, r]));
    for (const visit of changed) {
      const { registration, company } = byId.get(visit.id)!;
      await notifyVisitor(
        ctx,
        tx,
        { visit, registration, company },
        decision.approve ? { kind: 'visit_pass' } : { kind: 'visit_rejected', reason: decision.reason },
      );
    }
    return { changed: changed.length };
  });
}

/** POST /visits/cancel: the pending or approved ones among `ids`; a visitor who held a pass is told. */
export async function cancel(ctx: ActorContext, ids: number[]) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockVisits(tx, ids, visibleTo(ctx.actor));
    const open = rows.filter((r) => (CANCELLABLE_VISIT_STATUSES as readonly string[]).includes(r.visit.status));
    if (open.length === 0) return { changed: 0 };
    const changed = await tx
      .update(visits)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelledBy: ctx.actor.id, updatedAt: ctx.now })
      .where(
        inArray(
          visits.id,
          open.map((r) => r.visit.id),
        ),
      )
      .returning();
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'visit',
      targetId: changed.map((v) => v.id).join(','),
      companyId: ctx.actor.companyId,
      detail: { cancelled: changed.length },
    });
    for (const r of open) {
      if (r.visit.status !== 'approved') continue;
      const visit = changed.find((v) => v.id === r.visit.id)!;
      await notifyVisitor(ctx, tx, { visit, registration: r.registration, company: r.company }, { kind: 'visit_cancelled' });
    }
    return { changed: changed.length };
  });
}

/** The tenants a visitor can choose on the external form: active offices, with their tower and floors. */
export async function visitableCompanies(ctx: RequestContext) {
  const rows = await ctx.db
    .select({
      id: companies.id,
      nameKo: companies.nameKo,
      nameEn: companies.nameEn,
      tower: companies.tower,
      floors: companies.floors,
    })
    .from(companies)
    .where(and(eq(companies.kind, 'office'), eq(companies.status, 'active')))
    .orderBy(ctx.lang === 'ko' ? asc(companies.nameKo) : asc(companies.nameEn));
  return rows.map((c) => ({
    id: c.id,
    name: nameIn(ctx.lang, c),
    tower: c.tower as 'A' | 'B',
    floors: c.floors,
  }));
}

/** GET /admin/visits: every visit by day, company, status and visitor name; on a day, in the order of arrival. */
type AdminVisitFilters = Pick<VisitFilter, 'date' | 'companyId' | 'status' | 'q' | 'sort'>;

/** The back office's filters, and its order: a day's visits in the order of arrival, else the latest day first. */
export function adminVisitFilter(query: AdminVisitFilters): VisitFilter {
  const { date, companyId, status, q, sort } = query;
  return { date, companyId, status, q, order: date ? 'arrival' : 'latest', sort };
}

export async function adminList(ctx: ActorContext, query: AdminVisitFilters & { page: number }) {
  return visitPage(ctx, adminVisitFilter(query), query.page);
}

/** GET /company/visit-settings: the tenant manager's company's setting. */
export async function visitSettings(ctx: ActorContext) {
  return { approval: await approvalMode(ctx.db, memberCompany(ctx)) };
}

/** PUT /company/visit-settings: audited. */
export async function changeVisitSettings(ctx: ActorContext, approval: 'auto' | 'manager') {
  const companyId = memberCompany(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(companyVisitSettings)
      .values({ companyId, approval })
      .onConflictDoUpdate({ target: companyVisitSettings.companyId, set: { approval } });
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'company_visit_settings',
      targetId: companyId,
      companyId,
      detail: { approval },
    });
  });
  return { approval };
}
