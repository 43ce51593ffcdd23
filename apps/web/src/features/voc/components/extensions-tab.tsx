import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';

const FORMS = { lights: '/request-for-light-out', hvac: '/request-for-heating-and-cooling' } as const;

/**
 * The lights-out and heating/cooling tabs of /voc-home: the office hours, the deadline rule and the
 * way to the request form.
 */
export function ExtensionsTab({ kind }: { kind: 'lights' | 'hvac' }) {
  const { t } = useTranslation('voc');
  return (
    <section aria-labelledby={`extensions-${kind}`} className="space-y-4 rounded-lg border border-line bg-white p-6">
      <h2 id={`extensions-${kind}`} className="text-xl font-bold text-navy-900">
        {t(`tabs.${kind}`)}
      </h2>
      <p className="text-[15px] text-ink">{t('extensions.officeHours')}</p>
      <p className="text-[15px] text-ink">{t('extensions.deadlines')}</p>
      <LinkButton to={FORMS[kind]}>{t(kind === 'lights' ? 'extensions.openLights' : 'extensions.openHvac')}</LinkButton>
    </section>
  );
}
