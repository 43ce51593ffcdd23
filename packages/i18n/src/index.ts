/** Languages, namespaces and helpers shared by the web and the server. Texts live in locales/{ko,en}/<namespace>.json. */
export const LANGUAGES = ['ko', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'ko';

/** Namespaces; `common` and `errors` load with the shell, the rest with the pages that use them. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'home',
  'building',
  'amenities',
  'legal',
  'auth',
  'myPage',
  'tenantManager',
  'admin',
  'notifications',
  'reservations',
  'visitors',
  'voc',
  'extensions',
  'rentals',
  'wellness',
  'pt',
  'lease',
  'retail',
  'content',
  'events',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A stored or sent language value, lower-cased; anything else falls back to Korean. */
export function normalizeLang(value: unknown): Lang {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Lang) : DEFAULT_LANG;
}
