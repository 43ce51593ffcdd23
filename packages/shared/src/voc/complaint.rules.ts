/**
 * Customer complaints and inconveniences (VOC, spec §4 and issue 14): the seven types, the statuses
 * a complaint moves through, the text limits and the rating scale, as named constants.
 */

/** The spec's seven complaint types, in its order. */
export const COMPLAINT_TYPES = [
  'ventilation',
  'lighting_heating',
  'beautification',
  'architecture',
  'sanitation',
  'elevators',
  'security',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

/** received → in_progress (assigned) → answered → resolved; a low rating reopens an answered one. */
export const COMPLAINT_STATUSES = ['received', 'in_progress', 'answered', 'resolved', 'reopened'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_TITLE_MAX = 150;
export const COMPLAINT_DETAIL_MAX = 500;
export const COMPLAINT_ANSWER_MAX = 2000;
/** The desk's internal note (decision 0057). */
export const COMPLAINT_NOTE_MAX = 1000;
/** A canned reply's title; its body is an answer (`COMPLAINT_ANSWER_MAX`). */
export const CANNED_REPLY_TITLE_MAX = 60;
/** The most complaints one bulk assignment takes (a queue page is 10; the selection spans pages). */
export const BULK_ASSIGN_MAX = 100;

export const RATING_MIN = 0;
export const RATING_MAX = 5;
/** A rating of this or less reopens the complaint and alerts the building managers. */
export const REOPEN_RATING_MAX = 2;

/** A complaint can be rated once it has an answer. */
export function canRate(status: ComplaintStatus): boolean {
  return status === 'answered' || status === 'resolved' || status === 'reopened';
}

/** The tenant marks a complaint resolved at any time before it is. */
export function canResolve(status: ComplaintStatus): boolean {
  return status !== 'resolved';
}

/** The status a rating leaves: a low rating reopens, any other keeps it. */
export function statusAfterRating(status: ComplaintStatus, rating: number): ComplaintStatus {
  return rating <= REOPEN_RATING_MAX ? 'reopened' : status;
}

/** Whether a rating reopens the complaint. */
export function ratingReopens(rating: number): boolean {
  return rating <= REOPEN_RATING_MAX;
}
