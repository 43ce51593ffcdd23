import { normalizeLang } from '@tea/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import i18next from 'i18next';

/**
 * dayjs for the interface: its locale follows the interface language. Loaded only by the pages
 * that show dates, so the shell does not carry it.
 */
function follow(language: string | undefined): void {
  dayjs.locale(normalizeLang(language));
}

follow(i18next.language);
i18next.on('languageChanged', follow);

export { dayjs };
