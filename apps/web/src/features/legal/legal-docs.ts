/** The legal documents (spec §2): each one's key under `docs` in legal.json and its route, opened without header/footer. */
export const LEGAL_DOCS = [
  { key: 'termsOfUse', path: '/termsofuse' },
  { key: 'privacyPolicy', path: '/privacypolicy' },
  { key: 'executiveLounge', path: '/termsofuseExecutive' },
  { key: 'conferenceRoom', path: '/termsofuseConference' },
  { key: 'gx', path: '/termsofuseGX' },
  { key: 'paidLocker', path: '/termsofPaidLocker' },
  { key: 'pt', path: '/termsofusePT' },
] as const;

export type LegalDocKey = (typeof LEGAL_DOCS)[number]['key'];

/** The five amenity terms, in the order the terms page lists them. */
export const AMENITY_DOCS = LEGAL_DOCS.filter((doc) => doc.key !== 'termsOfUse' && doc.key !== 'privacyPolicy');

export function isLegalDocKey(value: string): value is LegalDocKey {
  return LEGAL_DOCS.some((doc) => doc.key === value);
}

/** A table inside an article; on narrow screens each row becomes a card. */
export interface LegalTable {
  headers: string[];
  rows: string[][];
}

/** One numbered article: paragraphs, then a numbered list, a table, then closing paragraphs. */
export interface LegalArticle {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  table?: LegalTable;
  notes?: string[];
}

/** The shape of `docs.<key>` in legal.json (read with returnObjects). */
export interface LegalDoc {
  title: string;
  summary: string;
  effectiveDate: string;
  intro: string;
  articles: LegalArticle[];
  addendum: string[];
}
