import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, NAMESPACES, type Lang } from '@tea/i18n';
import { addJosaFormats } from '@tea/i18n/josa';
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
addJosaFormats(instance);

const fixed = new Map<Lang, TFunction>(LANGUAGES.map((lang) => [lang, instance.getFixedT(lang)]));

/** Server-side texts (error messages, e-mail) in the request's language (one function per language, made once). */
export function translator(lang: Lang): TFunction {
  return fixed.get(lang) ?? instance.getFixedT(lang);
}
