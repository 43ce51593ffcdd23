import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { EmailProhibition } from '../components/email-prohibition';
import { PolicyTabs } from '../components/policy-tabs';
import { PrivacySummary } from '../components/privacy-summary';
import { TermsSummary } from '../components/terms-summary';
import { termsScene } from '../../../shared/ui/hero-scenes/terms';

/** /terms-of-use: the policies in brief, with anchors #termofuse, #privacypolicy and #prohibition that the footer links to. */
export default function TermsOfUsePage() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageHero scene={termsScene} eyebrow={t('page.hero.eyebrow')} title={t('page.hero.title')} lead={t('page.hero.lead')} />
      <PolicyTabs />
      <TermsSummary />
      <PrivacySummary />
      <EmailProhibition />
    </>
  );
}
