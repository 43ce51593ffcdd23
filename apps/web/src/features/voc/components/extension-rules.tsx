import { FACILITY_TEAM_PHONE } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';

/** The office hours, the deadlines (with the facility team's phone) and the cancellation rule. */
export function ExtensionRules() {
  const { t } = useTranslation('extensions');
  return (
    <section
      aria-labelledby="extension-rules"
      className="space-y-2 rounded-lg border border-line bg-white p-6 text-[15px] text-ink"
    >
      <h2 id="extension-rules" className="text-lg font-bold text-navy-900">
        {t('rules.heading')}
      </h2>
      <p>{t('rules.officeHours')}</p>
      <p>{t('rules.deadlines')}</p>
      <p>{t('rules.phone', { phone: FACILITY_TEAM_PHONE })}</p>
      <p>{t('rules.cancel')}</p>
    </section>
  );
}
