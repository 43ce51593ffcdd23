import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n';

/** 한국어 / English; the choice is saved and sent as x-language. */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const color = tone === 'light' ? 'border-white/40 bg-transparent text-white' : 'border-line bg-white text-ink';
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-language-select
        value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value)}
        className={`h-9 rounded-md border px-2 text-sm ${color}`}
      >
        <option value="ko" className="text-ink">
          한국어
        </option>
        <option value="en" className="text-ink">
          English
        </option>
      </select>
    </div>
  );
}
