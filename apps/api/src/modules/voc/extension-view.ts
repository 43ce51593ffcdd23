/**
 * How an extension request is read (issue 14): one query with its company and requester, who may
 * see it, and the view the API answers (with what the tenant may still do on the request's clock).
 */
import type { Lang } from '@tea/i18n';
import { canCancel, cancellationCharged } from '@tea/shared/voc/extension.rules';
import type { ExtensionView } from '@tea/shared/voc/extension.schema';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { extensionRequests } from '../../db/schema/extensions.js';
import type { AuthUser } from '../auth/sessions.service.js';
import { nameIn } from '../../db/schema/name-columns.js';

export function extensionQuery(db: Db) {
  return db
    .select({
      e: extensionRequests,
      company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
      requester: { id: users.id, name: users.name },
    })
    .from(extensionRequests)
    .innerJoin(companies, eq(companies.id, extensionRequests.companyId))
    .innerJoin(users, eq(users.id, extensionRequests.requesterId));
}
export type ExtensionRow = Awaited<ReturnType<ReturnType<typeof extensionQuery>['execute']>>[number];

/** The requests a person may see: their own, their company's (tenant managers), every one (building managers). */
export function extensionsVisibleTo(actor: Pick<AuthUser, 'id' | 'role' | 'companyId'>): SQL | undefined {
  if (actor.role === 'building_manager') return undefined;
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return eq(extensionRequests.companyId, actor.companyId);
  return eq(extensionRequests.requesterId, actor.id);
}

export function extensionView(lang: Lang, now: Date, { e, company, requester }: ExtensionRow, tenant: boolean): ExtensionView {
  return {
    id: e.id,
    kind: e.kind,
    date: e.date,
    floors: e.floors,
    start: e.startTime,
    end: e.endTime,
    status: e.status,
    name: e.name,
    email: e.email,
    contact: e.contact,
    detail: e.detail,
    requestText: e.requestText,
    reason: e.reason,
    company: { id: company.id, name: nameIn(lang, company) },
    requester,
    lines: e.lines,
    total: e.total,
    charged: e.charged,
    createdAt: e.createdAt.toISOString(),
    can: {
      cancel: tenant && canCancel(e.status),
      cancelCharged: tenant && cancellationCharged(e.status, now, e.date, e.startTime),
    },
  };
}
