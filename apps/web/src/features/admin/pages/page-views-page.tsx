import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { usePageViews } from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterField, FilterForm, filterControl } from '../components/filter-form';
import { PageViewChart } from '../components/page-view-chart';
import { DataTable } from '../../../shared/ui/data-table';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { useListParams } from '../../../shared/use-list-params';

const KEYS = ['from', 'to', 'path'] as const;

/** /admin/page-views: the portal's own analytics, page views per Seoul day as a chart and the most viewed paths. */
export default function PageViewsPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters } = useListParams(KEYS);
  const { data, error, isPending } = usePageViews({
    from: filters.from || undefined,
    to: filters.to || undefined,
    path: filters.path || undefined,
  });
  const locale = i18n.language === 'ko' ? 'ko-KR' : 'en-US';
  const rangeError =
    error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : error ? t('list.failed') : null;

  return (
    <AdminPage title={t('pageViews.title')} lead={t('pageViews.lead')}>
      <FilterForm key={`${JSON.stringify(filters)}${data?.from ?? ''}${data?.to ?? ''}`} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('list.from')} htmlFor="views-from">
          <input id="views-from" name="from" type="date" defaultValue={filters.from || data?.from} className={filterControl} />
        </FilterField>
        <FilterField label={t('list.to')} htmlFor="views-to">
          <input id="views-to" name="to" type="date" defaultValue={filters.to || data?.to} className={filterControl} />
        </FilterField>
        <FilterField label={t('pageViews.pathFilter')} htmlFor="views-path">
          <input
            id="views-path"
            name="path"
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder="/parking"
            defaultValue={filters.path}
            className={filterControl}
          />
        </FilterField>
      </FilterForm>
      {rangeError && <FormAlert>{rangeError}</FormAlert>}
      {isPending && <p role="status">{t('common:loading')}</p>}
      {data && (
        <div className="space-y-8">
          <HeadedSection id="views-per-day" title={t('pageViews.perDay')} headingClassName="mb-3 text-xl font-bold text-navy-900">
            <PageViewChart days={data.days} locale={locale} />
          </HeadedSection>
          <HeadedSection
            id="views-top-paths"
            title={t('pageViews.topPaths')}
            headingClassName="mb-3 text-xl font-bold text-navy-900"
          >
            <DataTable
              caption={t('pageViews.topPaths')}
              minWidth="min-w-0"
              rows={data.topPaths}
              rowKey={(p) => p.path}
              empty={t('pageViews.none')}
              columns={[
                { id: 'rank', header: t('pageViews.rank'), className: 'tabular-nums', cell: (_, i) => i + 1 },
                {
                  id: 'path',
                  header: t('pageViews.path'),
                  rowHeader: true,
                  className: 'font-normal',
                  cell: (p) => (
                    <code>
                      {/* A long path wraps after a slash, never inside a word. */}
                      {p.path.split('/').map((part, i) => (
                        <Fragment key={i}>
                          {i > 0 && (
                            <>
                              <wbr />/
                            </>
                          )}
                          {part}
                        </Fragment>
                      ))}
                    </code>
                  ),
                },
                {
                  id: 'views',
                  header: t('pageViews.views'),
                  className: 'tabular-nums',
                  cell: (p) => p.views.toLocaleString(locale),
                },
              ]}
            />
          </HeadedSection>
        </div>
      )}
    </AdminPage>
  );
}
