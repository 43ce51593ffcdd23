import type { Lang } from '@tea/i18n';
import { addJosaFormats } from '@tea/i18n/josa';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../../../../packages/i18n/locales/en/common.json';
import commonKo from '../../../../packages/i18n/locales/ko/common.json';
import validationEn from '../../../../packages/i18n/locales/en/validation.json';
import validationKo from '../../../../packages/i18n/locales/ko/validation.json';

/** An i18next for component tests: the shell's common texts and the field messages in both languages, loaded at once. */
export async function testI18n(lang: Lang): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { ko: { common: commonKo, validation: validationKo }, en: { common: commonEn, validation: validationEn } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  addJosaFormats(instance);
  return instance;
}
