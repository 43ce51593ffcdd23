/**
 * What a visit tells people (issue 13, DESIGN.md §7): the visitor gets their pass, a cancellation or
 * a rejection in their QR language, by e-mail and the text channel (they have no account); the
 * company's tenant managers get the visits to approve; the host gets the check-in. Each goes through
 * the outbox in the transaction of the change.
 */
import type { VisitNoticeParams } from '@tea/shared/notifications/kinds';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { visitRegistrations, visits } from '../../db/schema/visitors.js';
import type { RequestContext } from '../../request-context.js';
import { activeManagersOf } from '../accounts/tenant-managers.js';

type VisitRow = typeof visits.$inferSelect;
export interface VisitNoticeSource {
  visit: VisitRow;
  registration: Pick<typeof visitRegistrations.$inferSelect, 'personInCharge' | 'floor'>;
  company: Pick<typeof companies.$inferSelect, 'nameKo' | 'nameEn'>;
}

export function visitParams({ visit, registration, company }: VisitNoticeSource): VisitNoticeParams {
  return {
    code: visit.code,
    reference: visit.reference,
    visitorName: visit.visitorName,
    company: { ko: company.nameKo, en: company.nameEn },
    personInCharge: registration.personInCharge,
    visitedPerson: visit.visitedPerson,
    date: visit.date,
    time: visit.time,
    durationMinutes: visit.durationMinutes,
    building: visit.building,
    floor: registration.floor,
  };
}

const PASS = (code: string) => `/visitor-qr/${code}`;
const LIST = '/old-visitor-reservation';

/** To the visitor, in their QR language, by e-mail and text: the pass, a cancellation or a rejection. */
export async function notifyVisitor(
  ctx: RequestContext,
  tx: Db,
  source: VisitNoticeSource,
  what: { kind: 'visit_pass' | 'visit_cancelled' } | { kind: 'visit_rejected'; reason: string },
): Promise<void> {
  const { visit } = source;
  const to = {
    link: PASS(visit.code),
    userId: null,
    email: visit.email || null,
    phone: visit.mobile || null,
    language: visit.qrLang,
  };
  const params = visitParams(source);
  if (what.kind === 'visit_rejected')
    await ctx.notify({ kind: what.kind, params: { ...params, reason: what.reason }, ...to }, tx);
  else await ctx.notify({ kind: what.kind, params, ...to }, tx);
}

/** To the company's tenant managers: `count` visits wait for their approval (the first one's details shown). */
export async function notifyManagersToApprove(
  ctx: RequestContext,
  tx: Db,
  companyId: number,
  first: VisitNoticeSource,
  count: number,
): Promise<void> {
  const managers = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(activeManagersOf(companyId));
  for (const m of managers) {
    await ctx.notify(
      {
        kind: 'visit_requested',
        params: { ...visitParams(first), count },
        link: `${LIST}?view=waiting`,
        userId: m.id,
        email: m.email,
        language: m.language,
      },
      tx,
    );
  }
}

/** At check-in: the member who registered the visit, or (an anonymous application) the company's tenant managers. */
export async function notifyHostOfArrival(ctx: RequestContext, tx: Db, source: VisitNoticeSource): Promise<void> {
  const hosts = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(source.visit.createdBy ? eq(users.id, source.visit.createdBy) : activeManagersOf(source.visit.companyId));
  for (const h of hosts) {
    await ctx.notify(
      { kind: 'visit_checked_in', params: visitParams(source), link: LIST, userId: h.id, email: h.email, language: h.language },
      tx,
    );
  }
}
