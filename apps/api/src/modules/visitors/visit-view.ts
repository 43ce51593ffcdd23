import { formatPhone } from '@tea/shared/accounts/phone';
import { CANCELLABLE_VISIT_STATUSES, DECIDABLE_VISIT_STATUSES } from '@tea/shared/visitors/visit.rules';
import type { Lang } from '@tea/i18n';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { visitRegistrations, visits } from '../../db/schema/visitors.js';
import type { ActorContext } from '../../request-context.js';
import { nameIn } from '../../db/schema/name-columns.js';

/** What a visit's view reads: the list pages select these columns alone (visit-pages.ts). */
export interface VisitViewRow {
  visit: Pick<
    typeof visits.$inferSelect,
    | 'id'
    | 'registrationId'
    | 'companyId'
    | 'createdBy'
    | 'reference'
    | 'code'
    | 'status'
    | 'visitorName'
    | 'visitorCompany'
    | 'email'
    | 'mobile'
    | 'qrLang'
    | 'date'
    | 'time'
    | 'durationMinutes'
    | 'purpose'
    | 'visitedPerson'
    | 'building'
    | 'decisionReason'
    | 'checkedInAt'
    | 'createdAt'
  >;
  registration: Pick<typeof visitRegistrations.$inferSelect, 'source' | 'floor' | 'personInCharge'>;
  company: Pick<typeof companies.$inferSelect, 'id' | 'nameKo' | 'nameEn'>;
}

export interface VisitJoinedRow {
  visit: typeof visits.$inferSelect;
  registration: typeof visitRegistrations.$inferSelect;
  company: typeof companies.$inferSelect;
}

/** Visits with their registration and company: every read of a visit starts here (add the scope in `where`). */
export function visitQuery(db: Db) {
  return db
    .select({ visit: visits, registration: visitRegistrations, company: companies })
    .from(visits)
    .innerJoin(visitRegistrations, eq(visitRegistrations.id, visits.registrationId))
    .innerJoin(companies, eq(companies.id, visits.companyId));
}

/** Who reads a visit: a person with an account, or (null) the visitor through their access link. */
export type VisitReader = Pick<ActorContext['actor'], 'id' | 'role' | 'companyId'> | null;

/**
 * A visit as the API shows it to `reader` (who may see it is decided by the query), with what they
 * may do with it now: a visitor may cancel a visit that has not happened, and change their own
 * application; they see their pass's code once it is approved.
 */
export function visitView(lang: Lang, reader: VisitReader, { visit, registration, company }: VisitViewRow): VisitView {
  const manages =
    reader !== null &&
    (reader.role === 'building_manager' || (reader.role === 'tenant_manager' && reader.companyId === visit.companyId));
  const own = manages || (reader !== null && visit.createdBy === reader.id);
  const open = (CANCELLABLE_VISIT_STATUSES as readonly string[]).includes(visit.status);
  return {
    id: visit.id,
    registrationId: visit.registrationId,
    reference: visit.reference,
    source: registration.source,
    status: visit.status,
    visitor: {
      name: visit.visitorName,
      company: visit.visitorCompany,
      email: visit.email,
      mobile: visit.mobile ? formatPhone(visit.mobile) : '',
      qrLang: visit.qrLang,
    },
    date: visit.date,
    time: visit.time,
    durationMinutes: visit.durationMinutes,
    purpose: visit.purpose,
    visitedPerson: visit.visitedPerson,
    building: visit.building as VisitView['building'],
    floor: registration.floor,
    personInCharge: registration.personInCharge,
    company: { id: company.id, name: nameIn(lang, company) },
    decisionReason: visit.decisionReason,
    checkedInAt: visit.checkedInAt?.toISOString() ?? null,
    createdAt: visit.createdAt.toISOString(),
    can: {
      approve: manages && (DECIDABLE_VISIT_STATUSES as readonly string[]).includes(visit.status),
      cancel: open && (own || reader === null),
      edit: open && (reader === null ? registration.source === 'external' : registration.source !== 'external' && own),
    },
    // The visitor's own pass link, for the visitor through their access link once it is approved.
    ...(reader === null && visit.status === 'approved' && { passCode: visit.code }),
  };
}
