import type { Lang } from '@tea/i18n';

/**
 * A row's name in both languages (companies, resources, programs: each has `name_ko` and `name_en`),
 * as a select nests it: `company: bilingualName(companies)`. The view then shows it with `nameIn`.
 */
export function bilingualName<Ko, En>(table: { nameKo: Ko; nameEn: En }): { nameKo: Ko; nameEn: En } {
  return { nameKo: table.nameKo, nameEn: table.nameEn };
}

/** The name in the reader's language. */
export function nameIn(lang: Lang, name: { nameKo: string; nameEn: string }): string {
  return lang === 'en' ? name.nameEn : name.nameKo;
}
