import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';

const LANGUAGES = [
  { lang: 'ko', label: '한국어' },
  { lang: 'en', label: 'English' },
] as const;

/** 한국어 | English, for the pages without the site header (the legal documents, the visitor's pass): they carry the language switch themselves. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="flex rounded-md border border-line p-0.5 text-sm">
      {LANGUAGES.map(({ lang, label }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          onClick={() => void changeLanguage(lang)}
          className="min-h-9 rounded px-2.5 font-semibold text-navy-800 hover:bg-navy-50 aria-pressed:bg-navy-900 aria-pressed:text-white"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
