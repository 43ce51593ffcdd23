import { useTranslation } from 'react-i18next';
import type { LegalArticle as LegalArticleData } from '../legal-docs';
import { LegalTable } from './legal-table';
import { LegalText } from './legal-text';

/** One numbered article (h2) with its paragraphs, numbered items, table and closing paragraphs. */
export function LegalArticle({ article, number }: { article: LegalArticleData; number: number }) {
  const { t } = useTranslation('legal');
  const titleId = `${article.id}-title`;
  return (
    <section id={article.id} aria-labelledby={titleId} className="border-t border-line pt-8 pb-2 first:border-t-0 first:pt-0">
      <h2 id={titleId} className="text-lg font-bold text-navy-900 lg:text-xl">
        {t('ui.articleHeading', { number, title: article.title })}
      </h2>
      {article.paragraphs?.map((text) => (
        <p key={text} className="mt-3 leading-8">
          <LegalText text={text} />
        </p>
      ))}
      {article.items && (
        <ol className="mt-3 list-decimal space-y-2 pl-6 leading-7 marker:font-semibold marker:text-navy-700">
          {article.items.map((text) => (
            <li key={text} className="pl-1">
              <LegalText text={text} />
            </li>
          ))}
        </ol>
      )}
      {article.table && <LegalTable table={article.table} />}
      {article.notes?.map((text) => (
        <p key={text} className="mt-3 leading-8">
          <LegalText text={text} />
        </p>
      ))}
    </section>
  );
}
