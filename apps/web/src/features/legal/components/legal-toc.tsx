import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalArticle } from '../legal-docs';

/** The table of contents: one link per article anchor; a box above the articles on phones, a sticky column on wide screens. */
export function LegalToc({ articles, className = '' }: { articles: LegalArticle[]; className?: string }) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-labelledby="legal-toc-title" className={className}>
      <div className="rounded-xl border border-line bg-navy-50 p-5 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
        <p id="legal-toc-title" className="text-sm font-bold text-navy-900">
          {t('ui.toc')}
        </p>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {articles.map((article, index) => (
            <li key={article.id}>
              <Link
                to={{ hash: article.id }}
                replace
                className="block rounded py-1.5 leading-6 text-navy-800 hover:text-navy-950 hover:underline"
              >
                {t('ui.articleHeading', { number: index + 1, title: article.title })}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
