import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

/** Previous / next with "page x of y" and the total; hidden when everything fits on one page. */
export function Pagination({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('list.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{t('list.total', { n: total })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common:actions.previous')}
          </Button>
          <span className="text-sm text-ink" aria-live="polite">
            {t('list.pageOf', { page, pages })}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('common:actions.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
