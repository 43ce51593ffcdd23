/**
 * The CMS's content items (issue 17): notices, the community resource room and advertisements, in
 * one shape. The home's advertisement banner and notice modal are advertisements with a placement
 * (decision 0038). Pure rules only: which state an item may move to, and whether the public sees it
 * at an instant (the Seoul clock is the server's injected clock; instants are absolute).
 */

export const CONTENT_KINDS = ['notice', 'community', 'advertisement'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Where an advertisement shows: the list (/advertisement), the home's banner or the home's notice modal. */
export const CONTENT_PLACEMENTS = ['list', 'homeBanner', 'homeModal'] as const;
export type ContentPlacement = (typeof CONTENT_PLACEMENTS)[number];

/** The categories of each kind (an advertisement has none). */
export const CONTENT_CATEGORIES = {
  notice: ['general', 'facility', 'parking', 'safety'],
  community: ['document', 'form'],
  advertisement: [],
} as const satisfies Record<ContentKind, readonly string[]>;
export const ALL_CATEGORIES = ['general', 'facility', 'parking', 'safety', 'document', 'form'] as const;
export type ContentCategory = (typeof ALL_CATEGORIES)[number];

/** Who may read a community item: anyone, or people signed in (tenants and the office). */
export const CONTENT_ACCESS = ['public', 'tenants'] as const;
export type ContentAccess = (typeof CONTENT_ACCESS)[number];

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What an editor does to an item's state. */
export const CONTENT_ACTIONS = ['publish', 'schedule', 'archive', 'draft'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

export const CONTENT_TITLE_MAX = 200;
/** The stored HTML of a body, after sanitising. */
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_ATTACHMENTS_MAX = 10;
/** How many past versions of an item are kept (older ones are dropped at each save). */
export const CONTENT_VERSIONS_KEPT = 20;
export const CONTENT_PAGE_SIZE_DEFAULT = 10;
export const CONTENT_PAGE_SIZE_MAX = 50;
export const CONTENT_QUERY_MAX = 100;

export interface ContentWindow {
  status: ContentStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/**
 * Whether the public sees an item at an instant: published or scheduled, its publishing instant
 * reached (09:00:00 Seoul is visible, 08:59:59 is not) and its unpublishing instant not yet. Reads
 * use this, so an item never shows outside its window even before the job has moved its state.
 */
export function isVisibleAt(item: ContentWindow, now: Date): boolean {
  if (item.status !== 'published' && item.status !== 'scheduled') return false;
  if (item.publishAt === null || item.publishAt.getTime() > now.getTime()) return false;
  return item.unpublishAt === null || now.getTime() < item.unpublishAt.getTime();
}

/** What the CMS list says of an item at an instant: its state, with "live" and "ended" for the window's sides. */
export type ContentPhase = 'draft' | 'scheduled' | 'live' | 'ended' | 'archived';

export function phaseAt(item: ContentWindow, now: Date): ContentPhase {
  if (item.status === 'draft' || item.status === 'archived') return item.status;
  if (isVisibleAt(item, now)) return 'live';
  if (item.unpublishAt !== null && item.unpublishAt.getTime() <= now.getTime()) return 'ended';
  return 'scheduled';
}

/** The states an action may start from. */
const FROM: Record<ContentAction, readonly ContentStatus[]> = {
  publish: ['draft', 'scheduled', 'archived'],
  schedule: ['draft', 'scheduled', 'published', 'archived'],
  archive: ['draft', 'scheduled', 'published'],
  draft: ['scheduled', 'published', 'archived'],
};

export type TransitionProblem = 'notAllowed' | 'publishAtPassed' | 'windowEmpty';

/**
 * The state and window after an action, or why it is refused: publishing starts now (keeping an
 * unpublishing instant still ahead), scheduling needs a publishing instant in the future and an
 * unpublishing one after it, archiving and returning to draft keep the window as it was.
 */
export function transition(
  item: ContentWindow,
  action: ContentAction,
  now: Date,
  window: { publishAt?: Date | null; unpublishAt?: Date | null } = {},
): ContentWindow | TransitionProblem {
  if (!FROM[action].includes(item.status)) return 'notAllowed';
  const unpublishAt = window.unpublishAt === undefined ? item.unpublishAt : window.unpublishAt;
  switch (action) {
    case 'publish': {
      if (unpublishAt !== null && unpublishAt.getTime() <= now.getTime()) return 'windowEmpty';
      return { status: 'published', publishAt: now, unpublishAt };
    }
    case 'schedule': {
      const publishAt = window.publishAt ?? null;
      if (publishAt === null || publishAt.getTime() <= now.getTime()) return 'publishAtPassed';
      if (unpublishAt !== null && unpublishAt.getTime() <= publishAt.getTime()) return 'windowEmpty';
      return { status: 'scheduled', publishAt, unpublishAt };
    }
    case 'archive':
      return { ...item, status: 'archived' };
    case 'draft':
      return { ...item, status: 'draft' };
  }
}

/** The job's step: a scheduled item whose instant has come is published. */
export function isDueToPublish(item: ContentWindow, now: Date): boolean {
  return item.status === 'scheduled' && item.publishAt !== null && item.publishAt.getTime() <= now.getTime();
}

/** Whether an item lacks its English (the CMS list flags it; the public then reads Korean). */
export function missingEnglish(item: { titleEn: string | null; bodyEn: string | null }): boolean {
  return !item.titleEn?.trim() || !item.bodyEn?.trim();
}
