import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, NAMESPACES, type Lang } from '@tea/i18n';
import i18next, { type TFunction } from 'i18next';

const require = createRequire(import.meta.url);
const localesDir = path.join(path.dirname(require.resolve('@tea/i18n/package.json')), 'locales');

function loadResources() {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(
        NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'))]),
      ),
    ]),
  );
}

const instance = i18next.createInstance();
await instance.init({
  resources: loadResources(),
  fallbackLng: 'ko',
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Server-side texts (error messages, e-mail) in the request's language. */
export function translator(lang: Lang): TFunction {
  return instance.getFixedT(lang);
}
