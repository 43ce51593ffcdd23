import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_DOCS, type LegalDocKey } from '../legal-docs';
import { LinkList } from '../../../shared/ui/link-list';

/** The end of a document: the other terms and policies, back to top, and home. */
export function LegalRelated({ current }: { current: LegalDocKey }) {
  const { t } = useTranslation('legal');
  return (
    <footer className="border-t border-line pt-8">
      <nav aria-labelledby="legal-related-title">
        <p id="legal-related-title" className="text-sm font-bold text-navy-900">
          {t('ui.related')}
        </p>
        <LinkList
          items={LEGAL_DOCS.filter((doc) => doc.key !== current).map((doc) => ({ to: doc.path, key: doc.key }))}
          className="mt-3 flex flex-wrap gap-2"
          linkClassName="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm text-navy-800 hover:border-navy-700 hover:bg-navy-50"
        >
          {(doc) => t(`docs.${doc.key}.title`)}
        </LinkList>
      </nav>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="inline-flex min-h-11 items-center rounded-md border border-navy-800 px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('ui.backToTop')}
        </button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
        >
          {t('ui.home')}
        </Link>
      </div>
    </footer>
  );
}
