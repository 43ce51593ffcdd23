import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../shared/ui/link-list';
import { AMENITY_DOCS } from '../legal-docs';

/** Links to the five amenity terms, each with its one-line summary. */
export function AmenityTermsList() {
  const { t } = useTranslation('legal');
  return (
    <div>
      <h3 className="text-lg font-bold text-navy-900">{t('page.terms.amenityTitle')}</h3>
      <p className="mt-1 text-sm leading-6 text-muted">{t('page.terms.amenityLead')}</p>
      <LinkList
        items={AMENITY_DOCS.map((doc) => ({ to: doc.path, key: doc.key }))}
        className="mt-4 space-y-3"
        linkClassName="group flex items-center justify-between gap-4 rounded-xl border border-line bg-white p-4 hover:border-navy-700 hover:bg-navy-50"
      >
        {(doc) => (
          <>
            <span>
              <span className="block font-semibold text-navy-900 group-hover:underline">{t(`docs.${doc.key}.title`)}</span>
              <span className="mt-1 block text-sm leading-6 text-muted">{t(`docs.${doc.key}.summary`)}</span>
            </span>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="shrink-0 text-navy-700">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </>
        )}
      </LinkList>
    </div>
  );
}
