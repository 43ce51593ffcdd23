/**
 * PIPA consent items of the sign-up (DESIGN.md §4): each asked separately, marked required or
 * optional, and recorded one row per item with the version of the text the person saw. Without zod:
 * the consent step is the first thing the public sign-up page shows, inside its budget (DESIGN.md §9).
 */
export const CONSENT_ITEMS = ['privacyRequired', 'termsRequired', 'marketingOptional'] as const;
export type ConsentItem = (typeof CONSENT_ITEMS)[number];
export const REQUIRED_CONSENTS: readonly ConsentItem[] = ['privacyRequired', 'termsRequired'];
/** Bump when a consent text changes; every consent row keeps the version it was given under. */
export const CONSENT_VERSION = '2025-01-01';
export type Consents = Record<ConsentItem, boolean>;
export const NO_CONSENTS: Consents = { privacyRequired: false, termsRequired: false, marketingOptional: false };

/** The required items not agreed to. */
export function missingConsents(consents: Consents): ConsentItem[] {
  return REQUIRED_CONSENTS.filter((item) => !consents[item]);
}
