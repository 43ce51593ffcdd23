import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocument } from '../components/legal-document';
import { LegalTopBar } from '../components/legal-top-bar';
import { useLegalDoc } from '../components/use-legal-doc';
import { isLegalDocKey } from '../legal-docs';

/** The page for one legal document (routes /termsofuse, /privacypolicy, /termsofuse…): no site header/footer, its own top bar. */
export function legalPage(doc: string): ComponentType {
  function LegalPage() {
    const { t } = useTranslation('legal');
    const data = useLegalDoc(doc);
    return (
      <div className="min-h-screen bg-white">
        <LegalTopBar />
        {data && isLegalDocKey(doc) ? (
          <LegalDocument docKey={doc} doc={data} />
        ) : (
          <div className="mx-auto max-w-3xl px-5 py-16 text-center">
            <h1 className="text-2xl font-bold text-navy-900">{t('ui.missing')}</h1>
            <Link to="/" className="mt-6 inline-flex rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
              {t('ui.home')}
            </Link>
          </div>
        )}
      </div>
    );
  }
  LegalPage.displayName = `LegalPage(${doc})`;
  return LegalPage;
}
