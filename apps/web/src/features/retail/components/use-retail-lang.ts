import { normalizeLang, type Lang } from '@tea/i18n';
import { inLanguage } from '@tea/shared/bilingual';
import { useTranslation } from 'react-i18next';

/** The reader's language, and a bilingual text in it (the Korean where the English is missing). */
export function useRetailText(): { lang: Lang; text: (ko: string, en: string | null | undefined) => string } {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  return { lang, text: (ko, en) => inLanguage(ko, en, lang) };
}

/** Whether the page is one of the app's `-mbl` routes (no header or footer): its links stay among them. */
export function isMobileRoute(pathname: string): boolean {
  return /-mbl(\/|$)/.test(pathname);
}
