import { DEFAULT_LANG, normalizeLang, type Lang } from '@tea/i18n';
import { addJosaFormats } from '@tea/i18n/josa';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookies } from './cookies';
import { STORAGE_KEYS, storage } from './storage';

/**
 * Every namespace is fetched as a JSON file (hashed, cached for a year): texts are data, not code.
 * The shell's namespaces are fetched before the first render, in parallel with the first page's
 * code; a page's namespace with that page (app/routes.tsx).
 */
const urls = import.meta.glob<string>('../../../../packages/i18n/locales/*/*.json', {
  eager: true,
  query: '?url',
  import: 'default',
});

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const key = `../../../../packages/i18n/locales/${language}/${namespace}.json`;
    const url = urls[key];
    if (!url) return callback(new Error(`missing locale ${key}`), null);
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} loading ${url}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (data) => callback(null, data),
        (err: Error) => callback(err, null),
      );
  },
};

export function initialLang(): Lang {
  return normalizeLang(storage.get('selectedLang') ?? DEFAULT_LANG);
}

/** The page language (the date locale follows in shared/dates.ts), and the cookie that tells the server which prerendered home page to send. */
function applyLang(lang: Lang): void {
  document.documentElement.lang = lang;
  cookies.set(STORAGE_KEYS.selectedLang, lang, { days: 365 });
}

export async function initI18n(): Promise<void> {
  const lng = initialLang();
  applyLang(lng);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['ko', 'en'],
      ns: ['common', 'errors', 'validation'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  addJosaFormats(i18next);
}

/** Changes the interface and date language and saves the choice, lower-cased. */
export async function changeLanguage(value: string): Promise<void> {
  const lang = normalizeLang(value);
  storage.set('selectedLang', lang);
  applyLang(lang);
  await i18next.changeLanguage(lang);
}

export function currentLang(): Lang {
  return normalizeLang(i18next.language);
}
