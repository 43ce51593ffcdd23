/**
 * The lease inquiry (spec §3, §5, §9; issue 17): its fields and what each needs, written once without
 * zod. The public page checks with these functions (its first load stays inside the 150 KB budget,
 * DESIGN.md §9) and the API's schema (lease-inquiry.schema.ts) is built on the same functions and
 * messages, so a message is the same on both sides.
 */
import { isCalendarDate } from '../calendar';

/** Spec §5 and §9: "lease area 1 to 100". */
export const LEASE_AREA_MAX = 100;
/** A person's name as they write it. */
export const LEASE_WRITER_MAX = 50;
/** RFC 5321's longest address. */
export const LEASE_EMAIL_MAX = 254;
/** As the complaint's title (spec §5: 150). */
export const LEASE_TITLE_MAX = 150;
/** An inquiry describes a need (floors, layout, budget, timing): more room than a complaint's 500. */
export const LEASE_DETAIL_MAX = 2000;
/** A typed phone number with its separators. */
export const LEASE_CONTACT_MAX = 20;

export const LEASE_OCCUPANCY_TYPES = ['office', 'retail'] as const;
export type LeaseOccupancy = (typeof LEASE_OCCUPANCY_TYPES)[number];

/** The sectors a tenant may name (spec §3 "sectors", several allowed; `other` for anything else). */
export const LEASE_SECTORS = [
  'it',
  'finance',
  'legal',
  'consulting',
  'manufacturing',
  'media',
  'healthcare',
  'education',
  'retail',
  'food',
  'other',
] as const;
export type LeaseSector = (typeof LEASE_SECTORS)[number];

/** The pipeline of the back office: new → contacted → viewing → closed (any step may be set again). */
export const LEASE_STATUSES = ['new', 'contacted', 'viewing', 'closed'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

/** The version of the consent text the person agreed to (the spec's `tnc agreement`): bump when it changes. */
export const LEASE_TERMS_VERSION = '2026-11-24';

/**
 * The itemised consent (DESIGN.md §4, PIPA): the items collected, why, and for how long — spec §9:
 * "lease inquiry data until consent is withdrawn". Texts under `lease:consent.*`.
 */
export const LEASE_CONSENT_ROWS = [
  { items: 'consent.items', purpose: 'consent.purpose', retention: 'consent.retention' },
  { items: 'consent.itemsAuto', purpose: 'consent.purposeAuto', retention: 'consent.retention' },
] as const;

/** The honeypot: a field people never see (hidden from sight and from assistive technology); a bot fills it. */
export const LEASE_HONEYPOT_FIELD = 'website';
/** A person needs longer than this between opening the form and sending it (decision 0040). */
export const LEASE_FORM_MIN_SECONDS = 3;
/** A form open longer than this asks for a fresh token (sent again at once by the page). */
export const LEASE_FORM_MAX_HOURS = 24;

/** The fields a person fills (the form's order). */
export const LEASE_FIELDS = [
  'writer',
  'email',
  'contact',
  'occupancy',
  'moveInDate',
  'area',
  'sectors',
  'title',
  'detail',
  'consent',
] as const;
export type LeaseField = (typeof LEASE_FIELDS)[number];

/** Each field's message (an i18n key naming the field) when it is missing or not in its form. */
export const LEASE_MESSAGES = {
  writer: 'lease:errors.writer',
  email: 'lease:errors.email',
  emailFormat: 'lease:errors.emailFormat',
  contact: 'lease:errors.contact',
  contactFormat: 'lease:errors.contactFormat',
  occupancy: 'lease:errors.occupancy',
  moveInDate: 'lease:errors.moveInDate',
  moveInPast: 'lease:errors.moveInPast',
  area: 'lease:errors.area',
  areaTooLong: 'lease:errors.areaTooLong',
  sectors: 'lease:errors.sectors',
  title: 'lease:errors.title',
  titleTooLong: 'lease:errors.titleTooLong',
  detail: 'lease:errors.detail',
  detailTooLong: 'lease:errors.detailTooLong',
  writerTooLong: 'lease:errors.writerTooLong',
  // The spec's own words (§5): "Please consent to collect and use of personal information".
  consent: 'validation:consentRequired',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Korean number as people type it: 010-1234-5678, 02 6000 1000, +82 10 1234 5678. */
const KOREAN_PHONE_PATTERN = /^(?:\+82[-\s]?|0)(?:\d{1,2})[-\s]?\d{3,4}[-\s]?\d{4}$/;

/** A text's problem: missing (blank), or longer than `max` (counted as typed, less the spaces around it). */
function textProblem(value: string, max: number, missing: string, tooLong: string): string | undefined {
  const text = value.trim();
  if (text === '') return missing;
  return [...text].length > max ? tooLong : undefined;
}

/** The sectors as the form keeps them: one value joined by commas. */
export const joinSectors = (sectors: readonly string[]) => sectors.join(',');
export const splitSectors = (value: string) => (value === '' ? [] : value.split(','));

/**
 * The message key of a field whose value breaks its rule, or undefined. Values are as a form holds
 * them: text as typed, the sectors joined by commas, the consent 'true' when ticked; `today` is the
 * Seoul date the move-in date may not be before.
 */
export function leaseFieldProblem(field: LeaseField, value: string, today: string): string | undefined {
  const m = LEASE_MESSAGES;
  switch (field) {
    case 'writer':
      return textProblem(value, LEASE_WRITER_MAX, m.writer, m.writerTooLong);
    case 'email': {
      const text = value.trim();
      if (text === '') return m.email;
      return text.length > LEASE_EMAIL_MAX || !EMAIL_PATTERN.test(text) ? m.emailFormat : undefined;
    }
    case 'contact': {
      const text = value.trim();
      if (text === '') return m.contact;
      return text.length > LEASE_CONTACT_MAX || !KOREAN_PHONE_PATTERN.test(text) ? m.contactFormat : undefined;
    }
    case 'occupancy':
      return (LEASE_OCCUPANCY_TYPES as readonly string[]).includes(value) ? undefined : m.occupancy;
    case 'moveInDate':
      if (!isCalendarDate(value)) return m.moveInDate;
      return value < today ? m.moveInPast : undefined;
    case 'area':
      return textProblem(value, LEASE_AREA_MAX, m.area, m.areaTooLong);
    case 'sectors': {
      const chosen = splitSectors(value);
      const known = chosen.every((s) => (LEASE_SECTORS as readonly string[]).includes(s));
      return chosen.length > 0 && known && new Set(chosen).size === chosen.length ? undefined : m.sectors;
    }
    case 'title':
      return textProblem(value, LEASE_TITLE_MAX, m.title, m.titleTooLong);
    case 'detail':
      return textProblem(value, LEASE_DETAIL_MAX, m.detail, m.detailTooLong);
    case 'consent':
      return value === 'true' ? undefined : m.consent;
  }
}

/** Every field's problem (none: the inquiry may be sent). */
export function leaseProblems(values: Partial<Record<LeaseField, string>>, today: string): Partial<Record<LeaseField, string>> {
  const problems: Partial<Record<LeaseField, string>> = {};
  for (const field of LEASE_FIELDS) {
    const problem = leaseFieldProblem(field, values[field] ?? '', today);
    if (problem) problems[field] = problem;
  }
  return problems;
}
