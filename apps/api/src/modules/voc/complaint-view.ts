/**
 * How a complaint is read (issue 14): one query with its company, author and assignee, and the view
 * the API answers, with the SLA target in force and its state on the request's clock.
 */
import type { Lang } from '@tea/i18n';
import { activeDueAt, SLA_DUE_SOON_MS, slaState, type SlaState } from '@tea/shared/voc/complaint-sla';
import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { and, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { complaints } from '../../db/schema/complaints.js';
import type { AuthUser } from '../auth/sessions.service.js';
import { nameIn } from '../../db/schema/name-columns.js';

const assignees = alias(users, 'assignees');

export function complaintQuery(db: Db) {
  return db
    .select({
      c: complaints,
      company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
      author: { id: users.id, name: users.name },
      assignee: { id: assignees.id, name: assignees.name },
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .innerJoin(users, eq(users.id, complaints.authorId))
    .leftJoin(assignees, eq(assignees.id, complaints.assigneeId));
}
export type ComplaintRow = Awaited<ReturnType<ReturnType<typeof complaintQuery>['execute']>>[number];

/** The complaints a person may see: their own, their company's (tenant managers), every one (building managers). */
export function visibleTo(actor: Pick<AuthUser, 'id' | 'role' | 'companyId'>): SQL | undefined {
  if (actor.role === 'building_manager') return undefined;
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return eq(complaints.companyId, actor.companyId);
  return eq(complaints.authorId, actor.id);
}

/** The instant the office is held to now, in SQL (as `activeDueAt`). */
const activeDue = sql`case when ${complaints.status} = 'resolved' then null when ${complaints.firstAnsweredAt} is null then ${complaints.responseDueAt} else ${complaints.resolutionDueAt} end`;

/** The complaints in an SLA state at `now` (as `slaState`). */
export function inSlaState(state: SlaState, now: Date): SQL {
  const soon = new Date(now.getTime() + SLA_DUE_SOON_MS);
  if (state === 'breached') return sql`${activeDue} < ${now.toISOString()}`;
  if (state === 'due_soon') return sql`${activeDue} >= ${now.toISOString()} and ${activeDue} <= ${soon.toISOString()}`;
  return sql`(${activeDue} is null or ${activeDue} > ${soon.toISOString()})`;
}

/** Complaints whose first answer (or resolution) target passed and whose managers were not told yet. */
export function breachedUntold(now: Date, target: 'response' | 'resolution'): SQL {
  if (target === 'response')
    return and(
      ne(complaints.status, 'resolved'),
      isNull(complaints.firstAnsweredAt),
      isNull(complaints.responseBreachNotifiedAt),
      lte(complaints.responseDueAt, now),
    )!;
  return and(
    ne(complaints.status, 'resolved'),
    isNull(complaints.resolutionBreachNotifiedAt),
    lte(complaints.resolutionDueAt, now),
  )!;
}

export function complaintSummary(lang: Lang, now: Date, row: ComplaintRow): ComplaintSummary {
  const due = activeDueAt(row.c);
  return {
    id: row.c.id,
    parentId: row.c.parentId,
    type: row.c.type,
    floor: row.c.floor,
    title: row.c.title,
    status: row.c.status,
    rating: row.c.rating,
    company: { id: row.company.id, name: nameIn(lang, row.company) },
    author: row.author,
    assignee: row.assignee?.id ? { id: row.assignee.id, name: row.assignee.name } : null,
    createdAt: row.c.createdAt.toISOString(),
    dueAt: due?.toISOString() ?? null,
    sla: slaState(due, now),
  };
}
