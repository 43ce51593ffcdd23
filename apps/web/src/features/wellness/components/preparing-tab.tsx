import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';

/** A tab whose service is not online yet: the app's "being prepared" words and the service center's number, never a blank. */
export function PreparingTab() {
  const { t } = useTranslation();
  return (
    <div data-tab="preparing" className="rounded-xl border border-dashed border-line bg-white p-6 text-center">
      <p className="text-lg font-bold text-navy-900">{t('preparing.title')}</p>
      <p className="mt-2 text-muted">{t('preparing.message')}</p>
      <a
        href={`tel:${SERVICE_PHONE}`}
        className="mt-4 inline-flex min-h-11 items-center rounded-md border border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-50"
      >
        {t('preparing.call', { phone: SERVICE_PHONE })}
      </a>
    </div>
  );
}
