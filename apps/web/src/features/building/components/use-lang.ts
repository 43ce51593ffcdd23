import { normalizeLang, type Lang } from '@tea/i18n';
import { useTranslation } from 'react-i18next';

/** The current interface language (from `i18n.language`), to pick the ko/en fields of API data. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return normalizeLang(i18n.language);
}

/** The Korean or the English text of a pair, by language. */
export function byLang(lang: Lang, ko: string, en: string): string {
  return lang === 'ko' ? ko : en;
}
