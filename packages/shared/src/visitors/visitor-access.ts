/**
 * A visitor's own access to their visit (issue 13): the search's fields and their rules, the header
 * the link's token travels in, how long it opens. Plain functions without zod: the search is a public
 * page (150 KB budget) and the web shell reads the header on every page; the API's schema
 * (visit.schema.ts) is built on the same rules and messages.
 */
import { isCalendarDate } from '../calendar';

/** The header a visitor's access token travels in (never in the address once the link is opened). */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

/** How long the link a visitor's search sends opens their registration. */
export const VISITOR_ACCESS_HOURS = 24;

/**
 * A visit's reference: VS-YYYYMMDD and 8 random letters of the public codes' alphabet (decision 0056);
 * the numbered VS-YYYYMMDD-NNNN of the visits made before stay valid.
 */
export const VISIT_REFERENCE_PATTERN = /^VS-\d{8}-(?:\d{4,}|[A-KMNP-Z2-9]{8})$/i;
/** Links to one visit its contact receives a day, however many search for it (decision 0056). */
export const VISITOR_LINKS_PER_DAY = 3;
export const VISIT_SEARCH_NAME_MAX = 100;
export const VISIT_SEARCH_CONTACT_MAX = 254;

/** The two ways to search: the visitor's name, a contact on file and the visit date; or the reference. */
export const VISIT_SEARCH_FIELDS = { details: ['name', 'contact', 'date'], reference: ['reference'] } as const;
export type VisitSearchMode = keyof typeof VISIT_SEARCH_FIELDS;
export type VisitSearchField = (typeof VISIT_SEARCH_FIELDS)[VisitSearchMode][number];

/** Each field's message (an i18n key) when it is missing or not in its form. */
export const VISIT_SEARCH_MESSAGES: Record<VisitSearchField, string> = {
  name: 'validation:visitorNameRequired',
  contact: 'visitors:search.errors.contactRequired',
  date: 'validation:dateRequired',
  reference: 'visitors:errors.referenceFormat',
};

const within = (value: string, max: number) => value.trim().length >= 1 && value.trim().length <= max;

/** Whether a field's value keeps its rule. */
export function visitSearchFieldOk(field: VisitSearchField, value: string): boolean {
  if (field === 'name') return within(value, VISIT_SEARCH_NAME_MAX);
  if (field === 'contact') return within(value, VISIT_SEARCH_CONTACT_MAX);
  if (field === 'date') return isCalendarDate(value);
  return VISIT_REFERENCE_PATTERN.test(value.trim());
}

/** The message of every field of `mode` that breaks its rule (none: the search may go). */
export function visitSearchProblems(
  mode: VisitSearchMode,
  values: Partial<Record<VisitSearchField, string>>,
): Partial<Record<VisitSearchField, string>> {
  const problems: Partial<Record<VisitSearchField, string>> = {};
  for (const field of VISIT_SEARCH_FIELDS[mode])
    if (!visitSearchFieldOk(field, values[field] ?? '')) problems[field] = VISIT_SEARCH_MESSAGES[field];
  return problems;
}
