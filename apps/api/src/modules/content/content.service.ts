/**
 * The CMS (issue 17): notices, community resource room items and advertisements. The public reads
 * what is visible at the request's instant; the building office creates, edits, publishes,
 * schedules and archives, each change audited in its transaction, each save a version (the last
 * CONTENT_VERSIONS_KEPT are kept and can be restored).
 */
import type { Lang } from '@tea/i18n';
import { inLanguage } from '@tea/shared/bilingual';
import { uploadIdsIn } from '@tea/shared/content/content-html';
import {
  CONTENT_CATEGORIES,
  CONTENT_VERSIONS_KEPT,
  transition,
  type ContentAction,
  type ContentKind,
} from '@tea/shared/content/content.rules';
import type {
  AdminItem,
  AdminList,
  AdminListQuery,
  ContentSaved,
  HomeContent,
  PublicDetail,
  PublicList,
  PublicListQuery,
} from '@tea/shared/content/content.schema';
import { and, count, desc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { contentItems, contentVersions } from '../../db/schema/content.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { attachUpload, uploadsAttachedTo } from '../uploads/uploads.service.js';
import { sanitizeBody, plainText } from './content-html.js';
import {
  adminItem,
  adminSummary,
  CONTENT_UPLOAD_KIND,
  matching,
  ofKind,
  publicSummary,
  searchTextOf,
  visibleAt,
  type ContentRow,
} from './content-view.js';

type ListQuery = Omit<PublicListQuery, 'page' | 'size'> & { page: number; size: number };

// ---- the public ----

/** GET /notices, /community, /advertisements: visible items of a kind, pinned first, then newest. */
export async function listPublic(ctx: RequestContext, kind: ContentKind, query: ListQuery): Promise<PublicList> {
  const where = and(
    ofKind(kind),
    visibleAt(ctx.now),
    eq(contentItems.placement, 'list'),
    query.category ? eq(contentItems.category, query.category) : undefined,
    matching(query.q),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.pinned), desc(contentItems.publishAt), desc(contentItems.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return {
    items: rows.map((r) => publicSummary(r, ctx.lang, ctx.actor !== null)),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** GET /notices/{id} etc.: a visible item of the kind; a tenants-only one answers 404 to someone signed out. */
export async function publicDetail(ctx: RequestContext, kind: ContentKind, id: number): Promise<PublicDetail> {
  const [row] = await ctx.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), ofKind(kind), visibleAt(ctx.now)));
  if (!row || (row.access === 'tenants' && ctx.actor === null)) throw new AppError('NOT_FOUND');
  const body = inLanguage(row.bodyKo, row.bodyEn, ctx.lang);
  return {
    ...publicSummary(row, ctx.lang, true),
    body,
    attachments: await listedFiles(ctx.db, row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /content/home: the advertisement banner and the notice modal showing now (the newest of each), as plain text. */
export async function homeContent(ctx: RequestContext): Promise<HomeContent> {
  const rows = await ctx.db
    .select()
    .from(contentItems)
    .where(and(ofKind('advertisement'), visibleAt(ctx.now), inArray(contentItems.placement, ['homeBanner', 'homeModal'])))
    .orderBy(desc(contentItems.publishAt), desc(contentItems.id));
  const home = (placement: 'homeBanner' | 'homeModal') => {
    const row = rows.find((r) => r.placement === placement);
    return row ? homeItem(row, ctx.lang) : null;
  };
  return { banner: home('homeBanner'), modal: home('homeModal') };
}

function homeItem(row: ContentRow, lang: Lang) {
  const lines = inLanguage(row.bodyKo, row.bodyEn, lang)
    .split(/<\/(?:p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/i)
    .map(plainText)
    .filter((line) => line !== '');
  return { id: row.id, title: inLanguage(row.titleKo, row.titleEn, lang), lines };
}

/** The files listed on an item, in its order. */
async function listedFiles(db: Db, row: ContentRow) {
  if (row.attachmentIds.length === 0) return [];
  const files = await uploadsAttachedTo(db, CONTENT_UPLOAD_KIND, row.id);
  const byId = new Map(files.map((f) => [f.id, f]));
  return row.attachmentIds.flatMap((id) => byId.get(id) ?? []);
}

// ---- the building office ----

const editor = { id: users.id, name: users.name };

async function lockedItem(tx: Db, id: number): Promise<ContentRow> {
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function editorOf(db: Db, id: number | null) {
  if (id === null) return null;
  const [person] = await db.select(editor).from(users).where(eq(users.id, id));
  return person ?? null;
}

/** GET /admin/content: a kind's items, last changed first, searchable, by state. */
export async function listAdmin(
  ctx: ActorContext,
  query: Omit<AdminListQuery, 'page' | 'size'> & { page: number; size: number },
): Promise<AdminList> {
  const where = and(ofKind(query.kind), query.status ? eq(contentItems.status, query.status) : undefined, matching(query.q));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ item: contentItems, by: editor })
      .from(contentItems)
      .leftJoin(users, eq(users.id, contentItems.updatedById))
      .where(where)
      .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return {
    items: rows.map((r) => adminSummary(r.item, ctx.now, r.by?.id ? r.by : null)),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** GET /admin/content/{id}: an item with both languages and its files. */
export async function adminDetail(ctx: ActorContext, id: number, db: Db = ctx.db): Promise<AdminItem> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return adminItem(row, ctx.now, await editorOf(db, row.updatedById), await listedFiles(db, row));
}

/** The fields of a save as stored: the bodies sanitised, the category and placement only where the kind has them. */
function storedFields(input: ContentSaved) {
  const categories: readonly string[] = CONTENT_CATEGORIES[input.kind];
  const fields = {
    kind: input.kind as ContentKind,
    category: input.category !== null && categories.includes(input.category) ? input.category : (categories[0] ?? null),
    placement: input.kind === 'advertisement' ? input.placement : 'list',
    access: input.kind === 'community' ? input.access : 'public',
    pinned: input.pinned,
    titleKo: input.titleKo,
    titleEn: input.titleEn,
    bodyKo: sanitizeBody(input.bodyKo),
    bodyEn: sanitizeBody(input.bodyEn),
    attachmentIds: [...new Set(input.attachmentIds)],
  };
  return {
    ...fields,
    category: fields.category as ContentRow['category'],
    placement: fields.placement as ContentRow['placement'],
    access: fields.access as ContentRow['access'],
    searchText: searchTextOf(fields),
  };
}

/**
 * Claims the files of a save for the item: the listed attachments and the bodies' images. One
 * already the item's is fine; any other must be the editor's own unclaimed content upload.
 */
async function claimFiles(
  ctx: ActorContext,
  tx: Db,
  itemId: number,
  fields: { attachmentIds: string[]; bodyKo: string; bodyEn: string },
) {
  const ids = new Set([...fields.attachmentIds, ...uploadIdsIn(fields.bodyKo), ...uploadIdsIn(fields.bodyEn)]);
  if (ids.size === 0) return;
  const own = new Set((await uploadsAttachedTo(tx, CONTENT_UPLOAD_KIND, itemId)).map((u) => u.id));
  for (const id of ids) {
    if (own.has(id)) continue;
    const claim = {
      id,
      ownerId: ctx.actor.id,
      purpose: 'content-attachment',
      kind: CONTENT_UPLOAD_KIND,
      recordId: itemId,
    } as const;
    if (!(await attachUpload(tx, claim))) throw new AppError('UPLOAD_NOT_ATTACHABLE');
  }
}

/** Records the item's fields as its version `version` and drops versions past the kept number. */
async function saveVersion(ctx: ActorContext, tx: Db, itemId: number, version: number, data: Record<string, unknown>) {
  await tx.insert(contentVersions).values({ itemId, version, data, savedAt: ctx.now, savedById: ctx.actor.id });
  await tx
    .delete(contentVersions)
    .where(and(eq(contentVersions.itemId, itemId), lt(contentVersions.version, version - CONTENT_VERSIONS_KEPT + 1)));
}

function versionData(fields: ReturnType<typeof storedFields>): Record<string, unknown> {
  const { searchText: _searchText, ...data } = fields;
  return data;
}

/** POST /admin/content: a new draft. */
export async function createItem(ctx: ActorContext, input: ContentSaved): Promise<AdminItem> {
  return ctx.db.transaction(async (tx) => {
    const fields = storedFields(input);
    const [row] = await tx
      .insert(contentItems)
      .values({ ...fields, status: 'draft', version: 1, createdAt: ctx.now, updatedAt: ctx.now, updatedById: ctx.actor.id })
      .returning();
    const id = row!.id;
    await claimFiles(ctx, tx, id, fields);
    await saveVersion(ctx, tx, id, 1, versionData(fields));
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'content',
      targetId: id,
      detail: { kind: fields.kind, version: 1 },
    });
    return adminDetail(ctx, id, tx);
  });
}

/** PUT /admin/content/{id}: a save of the fields, a new version; the state and window stay. */
export async function updateItem(ctx: ActorContext, id: number, input: ContentSaved): Promise<AdminItem> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedItem(tx, id);
    if (input.kind !== row.kind) throw new AppError('CONFLICT');
    const fields = storedFields(input);
    await writeFields(ctx, tx, row, fields, 'update');
    return adminDetail(ctx, id, tx);
  });
}

async function writeFields(
  ctx: ActorContext,
  tx: Db,
  row: ContentRow,
  fields: ReturnType<typeof storedFields>,
  action: 'update' | 'restore',
  restoredFrom?: number,
) {
  const version = row.version + 1;
  await claimFiles(ctx, tx, row.id, fields);
  await tx
    .update(contentItems)
    .set({ ...fields, version, updatedAt: ctx.now, updatedById: ctx.actor.id })
    .where(eq(contentItems.id, row.id));
  await saveVersion(ctx, tx, row.id, version, versionData(fields));
  await auditActor(tx, ctx, {
    action: 'update',
    targetType: 'content',
    targetId: row.id,
    detail: { change: action, version, ...(restoredFrom ? { restoredFrom } : {}) },
  });
}

/** POST /admin/content/{id}/{publish|schedule|archive|draft}: the state moves by the shared rule. */
export async function moveItem(
  ctx: ActorContext,
  id: number,
  action: ContentAction,
  window: { publishAt?: Date | null; unpublishAt?: Date | null } = {},
): Promise<AdminItem> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedItem(tx, id);
    const next = transition(row, action, ctx.now, window);
    if (next === 'notAllowed') throw new AppError('CONFLICT');
    if (typeof next === 'string') {
      const field = next === 'publishAtPassed' ? 'publishAt' : 'unpublishAt';
      throw new AppError('VALIDATION_FAILED', { [field]: translator(ctx.lang)(`content:validation.${next}`) });
    }
    await tx
      .update(contentItems)
      .set({ ...next, updatedAt: ctx.now, updatedById: ctx.actor.id })
      .where(eq(contentItems.id, id));
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'content',
      targetId: id,
      detail: {
        change: action,
        status: next.status,
        publishAt: next.publishAt?.toISOString() ?? null,
        unpublishAt: next.unpublishAt?.toISOString() ?? null,
      },
    });
    return adminDetail(ctx, id, tx);
  });
}

/** GET /admin/content/{id}/versions: the kept versions, newest first. */
export async function listVersions(ctx: ActorContext, id: number) {
  await adminExists(ctx.db, id);
  const rows = await ctx.db
    .select({ v: contentVersions, by: editor })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedById))
    .where(eq(contentVersions.itemId, id))
    .orderBy(desc(contentVersions.version));
  return {
    items: rows.map(({ v, by }) => ({
      version: v.version,
      titleKo: String(v.data.titleKo ?? ''),
      titleEn: String(v.data.titleEn ?? ''),
      savedAt: v.savedAt.toISOString(),
      savedBy: by?.id ? by : null,
    })),
  };
}

async function adminExists(db: Db, id: number) {
  const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new AppError('NOT_FOUND');
}

/** POST /admin/content/{id}/versions/{version}/restore: the version's fields become a new version. */
export async function restoreVersion(ctx: ActorContext, id: number, version: number): Promise<AdminItem> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedItem(tx, id);
    const [saved] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.itemId, id), eq(contentVersions.version, version)));
    if (!saved) throw new AppError('NOT_FOUND');
    const data = saved.data as Partial<ContentSaved>;
    const fields = storedFields({
      kind: row.kind,
      category: data.category ?? null,
      placement: data.placement ?? 'list',
      access: data.access ?? 'public',
      pinned: data.pinned ?? false,
      titleKo: data.titleKo ?? row.titleKo,
      titleEn: data.titleEn ?? '',
      bodyKo: data.bodyKo ?? row.bodyKo,
      bodyEn: data.bodyEn ?? '',
      attachmentIds: data.attachmentIds ?? [],
    });
    await writeFields(ctx, tx, row, fields, 'restore', version);
    return adminDetail(ctx, id, tx);
  });
}

/** GET /admin/content/{id}/history: the item's audit entries (who, when, what), newest first. */
export async function history(ctx: ActorContext, id: number) {
  await adminExists(ctx.db, id);
  const rows = await ctx.db
    .select({ a: auditLog, by: editor })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'content'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(100);
  return {
    items: rows.map(({ a, by }) => ({
      at: a.at.toISOString(),
      action: String(a.detail?.change ?? a.action),
      by: by?.id ? by : null,
      detail: a.detail ?? null,
    })),
  };
}

/** The job's work (jobs/publish-scheduled-content.ts): scheduled items whose instant has come are published. */
export async function publishDue(db: Db, now: Date): Promise<number> {
  const due = await db
    .update(contentItems)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(contentItems.status, 'scheduled'), lte(contentItems.publishAt, now)))
    .returning({ id: contentItems.id, publishAt: contentItems.publishAt });
  await audit(
    db,
    due.map((d) => ({
      actorId: null,
      action: 'update' as const,
      targetType: 'content',
      targetId: d.id,
      detail: { change: 'publish', status: 'published', by: 'schedule', publishAt: d.publishAt?.toISOString() ?? null },
    })),
  );
  return due.length;
}
