import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { LegalDoc, LegalDocKey } from '../legal-docs';
import { LegalArticle } from './legal-article';
import { LegalRelated } from './legal-related';
import { LegalToc } from './legal-toc';
import { useDateFormat } from '../../../shared/ui/date-time-text';

/** A legal document: title (h1), effective date, intro, table of contents, numbered articles, addendum and related documents. */
export function LegalDocument({ docKey, doc }: { docKey: LegalDocKey; doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(doc.title);
  const date = useDateFormat().date(doc.effectiveDate);
  return (
    <article className="mx-auto max-w-[70rem] px-5 pt-8 pb-16 lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center lg:gap-x-12 lg:px-8 lg:pt-12">
      <header className="lg:col-start-2 lg:row-start-1">
        <p className="text-xs font-semibold tracking-widest text-gold-700 uppercase">{t('ui.eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-navy-900 lg:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-muted">
          {t('ui.effectiveDate')} <time dateTime={doc.effectiveDate}>{date}</time>
        </p>
        <p className="mt-6 rounded-xl border-l-4 border-gold-500 bg-navy-50 px-5 py-4 leading-8">{doc.intro}</p>
      </header>
      <LegalToc articles={doc.articles} className="mt-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0" />
      <div className="mt-10 space-y-8 lg:col-start-2 lg:row-start-2">
        {doc.articles.map((article, index) => (
          <LegalArticle key={article.id} article={article} number={index + 1} />
        ))}
        <section aria-labelledby="legal-addendum-title" className="rounded-xl border border-line p-5">
          <h2 id="legal-addendum-title" className="font-bold text-navy-900">
            {t('ui.addendum')}
          </h2>
          {doc.addendum.map((text) => (
            <p key={text} className="mt-2 leading-7">
              {text}
            </p>
          ))}
        </section>
        <LegalRelated current={docKey} />
      </div>
    </article>
  );
}
