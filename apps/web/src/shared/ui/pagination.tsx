import { useTranslation } from 'react-i18next';

/**
 * Pages of a list (DESIGN.md §10 Pagination): previous, up to five page numbers around the current
 * one, next; with `total`, how many there are in all. Hidden when everything fits on one page
 * (the total still shows). The page itself lives in the URL, where the caller keeps it.
 */
export function Pagination({
  page,
  size,
  total,
  capped = false,
  onPage,
  showTotal = false,
}: {
  page: number;
  size: number;
  total: number;
  /** There are more than `total` (a list that counts only so far): the total says "1,000+". */
  capped?: boolean;
  onPage: (page: number) => void;
  showTotal?: boolean;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / size));
  const start = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => start + i);
  const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold';
  const arrow = `${item} text-navy-800 hover:bg-navy-100 disabled:text-muted disabled:hover:bg-transparent`;
  if (pages <= 1 && !showTotal) return null;
  return (
    <nav
      aria-label={t('pager.label')}
      className={`mt-6 flex flex-wrap items-center gap-3 ${showTotal ? 'justify-between' : 'justify-center'}`}
    >
      {showTotal && <p className="text-sm text-muted">{t(capped ? 'pager.totalCapped' : 'pager.total', { count: total })}</p>}
      {pages > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              className={arrow}
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
              className={arrow}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
              aria-label={t('pager.next')}
            >
              ›
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
