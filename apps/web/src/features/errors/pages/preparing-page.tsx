import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/**
 * A route of the spec whose screen a later issue builds (app/preparing-paths.ts): it says so in both
 * languages and gives the tenant service center's number meanwhile, never the not-found page.
 */
export default function PreparingPage() {
  const { t } = useTranslation();
  return (
    <div data-page="preparing">
      <ErrorScreen
        code={t('preparing.badge')}
        title={t('preparing.title')}
        message={t('preparing.message')}
        action={
          <a
            href={`tel:${SERVICE_PHONE}`}
            className="rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
          >
            {t('preparing.call', { phone: SERVICE_PHONE })}
          </a>
        }
      />
    </div>
  );
}
