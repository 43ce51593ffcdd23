/**
 * How content is read (issue 17): the visibility condition in SQL (the rule of `isVisibleAt`, so an
 * item never shows outside its window, whatever the job has done yet), the search condition, and
 * the views the API answers.
 */
import type { Lang } from '@tea/i18n';
import { inLanguage } from '@tea/shared/bilingual';
import { missingEnglish, phaseAt, type ContentKind } from '@tea/shared/content/content.rules';
import { uploadIdsIn } from '@tea/shared/content/content-html';
import type { AdminItem, AdminSummary, PublicSummary } from '@tea/shared/content/content.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { and, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.js';
import { contentItems } from '../../db/schema/content.js';
import { plainText } from './content-html.js';

export type ContentRow = typeof contentItems.$inferSelect;
/** How uploads name a content item's files (`attached_kind`). */
export const CONTENT_UPLOAD_KIND = 'content';
const EXCERPT_CHARS = 140;

/** The items the public sees at `now`: published (or scheduled and due), inside their window. */
export function visibleAt(now: Date): SQL {
  return and(
    inArray(contentItems.status, ['published', 'scheduled']),
    lte(contentItems.publishAt, now),
    or(isNull(contentItems.unpublishAt), gt(contentItems.unpublishAt, now)),
  )!;
}

/** Items whose titles or bodies (either language) hold the query anywhere: the trigram index serves it. */
export function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  return text ? ilike(contentItems.searchText, containsPattern(text)) : undefined;
}

export const ofKind = (kind: ContentKind) => eq(contentItems.kind, kind);

/** What the search reads: both titles and both bodies' plain text, lower-cased. */
export function searchTextOf(item: { titleKo: string; titleEn: string; bodyKo: string; bodyEn: string }): string {
  return [item.titleKo, item.titleEn, plainText(item.bodyKo), plainText(item.bodyEn)].join('\n').toLowerCase();
}

function excerpt(html: string): string {
  const text = plainText(html);
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).trimEnd()}…` : text;
}

/** The public's view of an item in a language; a tenants-only item read by someone signed out is locked (title only). */
export function publicSummary(row: ContentRow, lang: Lang, signedIn: boolean): PublicSummary {
  const locked = row.access === 'tenants' && !signedIn;
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    pinned: row.pinned,
    access: row.access,
    locked,
    title: inLanguage(row.titleKo, row.titleEn, lang),
    excerpt: locked ? '' : excerpt(inLanguage(row.bodyKo, row.bodyEn, lang)),
    // Only a public item's picture: /media serves files anyone may read (decision 0058).
    imageId: row.access === 'public' ? (uploadIdsIn(inLanguage(row.bodyKo, row.bodyEn, lang))[0] ?? null) : null,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    attachmentCount: row.attachmentIds.length,
    fallback: lang === 'en' && missingEnglish(row),
  };
}

export function adminSummary(row: ContentRow, now: Date, updatedBy: { id: number; name: string } | null): AdminSummary {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    placement: row.placement,
    access: row.access,
    pinned: row.pinned,
    titleKo: row.titleKo,
    titleEn: row.titleEn,
    status: row.status,
    phase: phaseAt(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    missingEnglish: missingEnglish(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

export function adminItem(
  row: ContentRow,
  now: Date,
  updatedBy: { id: number; name: string } | null,
  attachments: Upload[],
): AdminItem {
  return { ...adminSummary(row, now, updatedBy), bodyKo: row.bodyKo, bodyEn: row.bodyEn, attachments };
}
