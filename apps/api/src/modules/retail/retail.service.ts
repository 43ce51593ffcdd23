import { formatPhone, toE164 } from '@tea/shared/accounts/phone';
import type {
  AdminRetailTenant,
  RetailTenantDetail,
  RetailTenantSummary,
  RetailTenantValues,
} from '@tea/shared/retail/retail.schema';
import type { RetailCategory } from '@tea/shared/retail/retail.rules';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retailTenants } from '../../db/schema/retail.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { keepListedUploads, RETAIL_PHOTO_KIND, releaseUploads, uploadsAttachedTo } from '../uploads/uploads.service.js';

type Row = typeof retailTenants.$inferSelect;
const TARGET = 'retail_tenant';

/** The mall's order: by floor (B2 first), then the office's order within the floor. */
const mallOrder = [asc(retailTenants.floor), asc(retailTenants.sortOrder), asc(retailTenants.id)];

function summary(row: Row): RetailTenantSummary {
  return {
    id: row.id,
    nameKo: row.nameKo,
    nameEn: row.nameEn,
    floor: row.floor,
    category: row.category,
    hours: row.hours,
    hoursNoteKo: row.hoursNoteKo,
    hoursNoteEn: row.hoursNoteEn,
    phone: formatPhone(row.phone),
    phoneE164: row.phone,
    coverPhotoId: row.photoIds[0] ?? null,
    hasMenu: row.menu.length > 0,
  };
}

function detail(row: Row): RetailTenantDetail {
  return {
    ...summary(row),
    descriptionKo: row.descriptionKo,
    descriptionEn: row.descriptionEn,
    menu: row.menu,
    photoIds: row.photoIds,
  };
}

/** GET /retail-tenants: the published tenants, on a floor and of a category when asked, in the mall's order. */
export async function listPublished(
  ctx: RequestContext,
  query: { floor?: number; category?: RetailCategory },
): Promise<RetailTenantSummary[]> {
  const where: SQL[] = [eq(retailTenants.published, true)];
  if (query.floor !== undefined) where.push(eq(retailTenants.floor, query.floor));
  if (query.category !== undefined) where.push(eq(retailTenants.category, query.category));
  const rows = await ctx.db
    .select()
    .from(retailTenants)
    .where(and(...where))
    .orderBy(...mallOrder);
  return rows.map(summary);
}

/** GET /retail-tenants/{id}: a published tenant's page; a draft or an unknown id is 404 alike. */
export async function publishedTenant(ctx: RequestContext, id: number): Promise<RetailTenantDetail> {
  const [row] = await ctx.db
    .select()
    .from(retailTenants)
    .where(and(eq(retailTenants.id, id), eq(retailTenants.published, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return detail(row);
}

/** The English texts a tenant lacks (its Korean ones stand in): the back office's list flags them. */
function missingEnglish(row: Row): AdminRetailTenant['missingEnglish'] {
  const missing: AdminRetailTenant['missingEnglish'] = [];
  if (!row.nameEn) missing.push('name');
  if (row.descriptionKo && !row.descriptionEn) missing.push('description');
  if (row.hoursNoteKo && !row.hoursNoteEn) missing.push('hoursNote');
  if (row.menu.some((item) => !item.nameEn)) missing.push('menu');
  return missing;
}

async function adminView(db: Db, rows: Row[]): Promise<AdminRetailTenant[]> {
  return Promise.all(
    rows.map(async (row) => {
      const attached = row.photoIds.length > 0 ? await uploadsAttachedTo(db, RETAIL_PHOTO_KIND, row.id) : [];
      return {
        ...detail(row),
        published: row.published,
        sortOrder: row.sortOrder,
        photos: row.photoIds.flatMap((id) => attached.filter((f) => f.id === id)),
        missingEnglish: missingEnglish(row),
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  );
}

/** GET /admin/retail-tenants: every tenant, drafts too, in the mall's order. */
export async function listAll(ctx: ActorContext): Promise<AdminRetailTenant[]> {
  const rows = await ctx.db
    .select()
    .from(retailTenants)
    .orderBy(...mallOrder);
  return adminView(ctx.db, rows);
}

async function found(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(retailTenants).where(eq(retailTenants.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function oneForOffice(ctx: ActorContext, id: number): Promise<AdminRetailTenant> {
  return (await adminView(ctx.db, [await found(ctx.db, id)]))[0]!;
}

/** The columns of an edit (the phone as E.164; the schema has checked it is one). */
function columns(values: RetailTenantValues) {
  const { phone, ...rest } = values;
  return { ...rest, phone: toE164(phone) ?? phone };
}

/**
 * Claims the photos a tenant newly lists (the office's uploads of `retail-photo`, not yet attached
 * to anything) and lets go of those it no longer lists, in the edit's transaction.
 */
const claimPhotos = (ctx: ActorContext, tx: Db, id: number, photoIds: readonly string[], had: readonly string[]) =>
  keepListedUploads(ctx, tx, { purpose: 'retail-photo', kind: RETAIL_PHOTO_KIND, recordId: id }, photoIds, had);

/** An entry of the audit log for a change to the mall, in the change's transaction. */
function auditTenant(
  ctx: ActorContext,
  tx: Db,
  action: 'create' | 'update' | 'delete',
  id: number | string,
  detail: Record<string, unknown>,
) {
  return audit(tx, { actorId: ctx.actor.id, action, targetType: TARGET, targetId: id, ip: ctx.ip, detail });
}

const auditDetail = (values: RetailTenantValues) => ({
  nameKo: values.nameKo,
  nameEn: values.nameEn,
  floor: values.floor,
  category: values.category,
  published: values.published,
  menuItems: values.menu.length,
  photos: values.photoIds.length,
});

/** POST /admin/retail-tenants: a new tenant, last on its floor. */
export async function createTenant(ctx: ActorContext, values: RetailTenantValues): Promise<AdminRetailTenant> {
  const photoIds = [...new Set(values.photoIds)];
  const id = await ctx.db.transaction(async (tx) => {
    const onFloor = await tx
      .select({ sortOrder: retailTenants.sortOrder })
      .from(retailTenants)
      .where(eq(retailTenants.floor, values.floor));
    const sortOrder = Math.max(0, ...onFloor.map((r) => r.sortOrder)) + 1;
    const [row] = await tx
      .insert(retailTenants)
      .values({ ...columns({ ...values, photoIds }), sortOrder, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: retailTenants.id });
    await claimPhotos(ctx, tx, row!.id, photoIds, []);
    await auditTenant(ctx, tx, 'create', row!.id, auditDetail(values));
    return row!.id;
  });
  return oneForOffice(ctx, id);
}

/** PUT /admin/retail-tenants/{id}: the whole tenant as the editor holds it. */
export async function updateTenant(ctx: ActorContext, id: number, values: RetailTenantValues): Promise<AdminRetailTenant> {
  const photoIds = [...new Set(values.photoIds)];
  await ctx.db.transaction(async (tx) => {
    const before = await found(tx, id);
    await tx
      .update(retailTenants)
      .set({ ...columns({ ...values, photoIds }), updatedAt: ctx.now })
      .where(eq(retailTenants.id, id));
    await claimPhotos(ctx, tx, id, photoIds, before.photoIds);
    await auditTenant(ctx, tx, 'update', id, auditDetail(values));
  });
  return oneForOffice(ctx, id);
}

/** PATCH /admin/retail-tenants/{id}/published: publish or take down. */
export async function setPublished(ctx: ActorContext, id: number, published: boolean): Promise<AdminRetailTenant> {
  await ctx.db.transaction(async (tx) => {
    await found(tx, id);
    await tx.update(retailTenants).set({ published, updatedAt: ctx.now }).where(eq(retailTenants.id, id));
    await auditTenant(ctx, tx, 'update', id, { published });
  });
  return oneForOffice(ctx, id);
}

/** PUT /admin/retail-tenants/order: the tenants named, in this order (each floor keeps its own order). */
export async function reorder(ctx: ActorContext, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    const known = await tx.select({ id: retailTenants.id }).from(retailTenants).where(inArray(retailTenants.id, unique));
    if (known.length !== unique.length) throw new AppError('NOT_FOUND');
    for (const [i, id] of unique.entries()) {
      await tx
        .update(retailTenants)
        .set({ sortOrder: i + 1, updatedAt: ctx.now })
        .where(eq(retailTenants.id, id));
    }
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: TARGET,
      targetId: unique.join(','),
      detail: { order: unique },
    });
  });
}

/** DELETE /admin/retail-tenants/{id}: a tenant that has left; its photos are let go (the purge job deletes them). */
export async function deleteTenant(ctx: ActorContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await found(tx, id);
    await tx.delete(retailTenants).where(eq(retailTenants.id, id));
    await releaseUploads(tx, RETAIL_PHOTO_KIND, id, []);
    await auditTenant(ctx, tx, 'delete', id, { nameKo: before.nameKo, floor: before.floor });
  });
}
