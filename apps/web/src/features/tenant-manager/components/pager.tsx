import { useTranslation } from 'react-i18next';

/** Page links around the current page (at most five numbers), with previous and next. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('tenantManager');
  if (pages <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => start + i);
  const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold';
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${item} text-navy-800 hover:bg-navy-100 disabled:text-muted disabled:hover:bg-transparent`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('pager.previous')}
          >
            ‹
          </button>
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${item} ${n === page ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-navy-100'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${item} text-navy-800 hover:bg-navy-100 disabled:text-muted disabled:hover:bg-transparent`}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t('pager.next')}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
