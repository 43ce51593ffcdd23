import { describe, expect, it } from 'vitest';
import { isDueToPublish, isVisibleAt, missingEnglish, phaseAt, transition, type ContentWindow } from './content.rules';

const at = (s: string) => new Date(s);
const nine = at('2026-11-24T09:00:00+09:00');
const scheduled: ContentWindow = { status: 'scheduled', publishAt: nine, unpublishAt: at('2026-11-30T00:00:00+09:00') };

describe('visibility at an instant (Seoul clock)', () => {
  it('is not visible at 08:59:59 and visible at 09:00:00 Seoul', () => {
    expect(isVisibleAt(scheduled, at('2026-11-24T08:59:59+09:00'))).toBe(false);
    expect(isVisibleAt(scheduled, at('2026-11-24T09:00:00+09:00'))).toBe(true);
  });

  it('ends at the unpublishing instant', () => {
    expect(isVisibleAt(scheduled, at('2026-11-29T23:59:59+09:00'))).toBe(true);
    expect(isVisibleAt(scheduled, at('2026-11-30T00:00:00+09:00'))).toBe(false);
  });

  it('never shows a draft or an archived item, whatever its window', () => {
    expect(isVisibleAt({ ...scheduled, status: 'draft' }, at('2026-11-25T00:00:00Z'))).toBe(false);
    expect(isVisibleAt({ ...scheduled, status: 'archived' }, at('2026-11-25T00:00:00Z'))).toBe(false);
    expect(isVisibleAt({ status: 'published', publishAt: null, unpublishAt: null }, nine)).toBe(false);
  });

  it('names the phase the CMS list shows', () => {
    expect(phaseAt(scheduled, at('2026-11-24T08:00:00+09:00'))).toBe('scheduled');
    expect(phaseAt(scheduled, nine)).toBe('live');
    expect(phaseAt({ ...scheduled, status: 'published' }, at('2026-12-01T00:00:00+09:00'))).toBe('ended');
    expect(phaseAt({ ...scheduled, status: 'draft' }, nine)).toBe('draft');
  });
});

describe('state transitions', () => {
  const now = at('2026-11-24T09:30:00+09:00');
  const draft: ContentWindow = { status: 'draft', publishAt: null, unpublishAt: null };

  it('publishes now, keeping an unpublishing instant ahead', () => {
    expect(transition(draft, 'publish', now)).toEqual({ status: 'published', publishAt: now, unpublishAt: null });
    const until = at('2026-12-01T00:00:00+09:00');
    expect(transition(draft, 'publish', now, { unpublishAt: until })).toEqual({
      status: 'published',
      publishAt: now,
      unpublishAt: until,
    });
    expect(transition(draft, 'publish', now, { unpublishAt: now })).toBe('windowEmpty');
  });

  it('schedules only into the future, with an end after the start', () => {
    expect(transition(draft, 'schedule', now, { publishAt: now })).toBe('publishAtPassed');
    expect(transition(draft, 'schedule', now, {})).toBe('publishAtPassed');
    const later = at('2026-11-25T09:00:00+09:00');
    expect(transition(draft, 'schedule', now, { publishAt: later, unpublishAt: later })).toBe('windowEmpty');
    expect(transition(draft, 'schedule', now, { publishAt: later })).toEqual({
      status: 'scheduled',
      publishAt: later,
      unpublishAt: null,
    });
  });

  it('archives anything not archived; an archived item is published or drafted again', () => {
    const archived = transition({ ...scheduled, status: 'published' }, 'archive', now);
    expect(archived).toMatchObject({ status: 'archived' });
    expect(transition(archived as ContentWindow, 'archive', now)).toBe('notAllowed');
    expect(transition(archived as ContentWindow, 'publish', now)).toMatchObject({ status: 'published' });
    expect(transition(draft, 'draft', now)).toBe('notAllowed');
  });

  it('the job publishes a scheduled item when its instant has come', () => {
    expect(isDueToPublish(scheduled, at('2026-11-24T08:59:59+09:00'))).toBe(false);
    expect(isDueToPublish(scheduled, nine)).toBe(true);
    expect(isDueToPublish({ ...scheduled, status: 'draft' }, nine)).toBe(false);
  });
});

describe('languages', () => {
  it('flags a missing English title or body (the public then reads the Korean: bilingual.ts)', () => {
    expect(missingEnglish({ titleEn: 'Notice', bodyEn: '' })).toBe(true);
    expect(missingEnglish({ titleEn: 'Notice', bodyEn: '<p>x</p>' })).toBe(false);
  });
});
