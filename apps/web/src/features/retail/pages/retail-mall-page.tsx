import { floorParam, isRetailCategory, parseFloorParam, RETAIL_CATEGORIES, RETAIL_FLOORS } from '@tea/shared/retail/retail.rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useListParams } from '../../../shared/use-list-params';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { retailScene } from '../../../shared/ui/hero-scenes/retail';
import { PageHero } from '../../../shared/ui/page-hero';
import { tabId, Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useRetailTenants, type RetailTenantSummary } from '../api';
import { RetailCard } from '../components/retail-card';
import { RetailStatus } from '../components/retail-status';
import { isMobileRoute } from '../components/use-retail-lang';

const ALL = 'all';

/**
 * /retail-mall and /retail-mall-mbl (no header or footer): the mall's tenants by floor (tabs) and
 * category (chips), both kept in the address (`?floor=B1&category=cafe`); on the -mbl route the cards
 * lead to the -mbl pages.
 */
export default function RetailMallPage() {
  const { t } = useTranslation('retail');
  const mobile = isMobileRoute(useLocation().pathname);
  const { filters, setFilters } = useListParams(['floor', 'category'] as const);
  const floor = parseFloorParam(filters.floor);
  const category = isRetailCategory(filters.category) ? filters.category : null;
  const tenants = useRetailTenants({ floor: floor === null ? null : floorParam(floor), category });
  const floorText = useFloorFormat();
  const panelId = useId();
  const categoryLabelId = useId();
  useDocumentTitle(mobile ? t('title') : undefined);
  const detailBase = mobile ? '/retail-mall-detail-menu-o-mbl' : '/retail-mall-detail-menu-o';
  const current = floor === null ? ALL : floorParam(floor);

  return (
    <>
      {mobile ? (
        <header className="bg-navy-900 text-white">
          <div className="mx-auto max-w-7xl px-4 py-6 lg:px-8">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="mt-1 text-sm text-navy-100">{t('list.phoneNote')}</p>
          </div>
        </header>
      ) : (
        <PageHero scene={retailScene} eyebrow={t('list.eyebrow')} title={t('title')} lead={t('list.lead')} />
      )}
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
        <Tabs
          label={t('list.floors')}
          idPrefix="floor"
          panelId={panelId}
          current={current}
          onChoose={(id) => setFilters({ floor: id === ALL ? '' : id })}
          tabs={[
            { id: ALL, label: t('list.allFloors') },
            ...RETAIL_FLOORS.map((f) => ({ id: floorParam(f), label: floorText(f) })),
          ]}
        />
        <div role="group" aria-labelledby={categoryLabelId} className="mb-6 flex flex-wrap items-center gap-2">
          <span id={categoryLabelId} className="mr-1 text-sm font-semibold text-navy-900">
            {t('list.category')}
          </span>
          {[null, ...RETAIL_CATEGORIES].map((c) => (
            <button
              key={c ?? ALL}
              type="button"
              aria-pressed={c === category}
              onClick={() => setFilters({ category: c ?? '' })}
              className={`min-h-10 rounded-full border px-4 text-sm font-semibold ${
                c === category ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white text-navy-900 hover:bg-navy-50'
              }`}
            >
              {c ? t(`categories.${c}`) : t('list.allCategories')}
            </button>
          ))}
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId('floor', current)}>
          {tenants.data ? (
            <TenantGroups tenants={tenants.data} detailBase={detailBase} />
          ) : (
            <RetailStatus isPending={tenants.isPending} isError={tenants.isError} onRetry={() => void tenants.refetch()} />
          )}
        </div>
      </div>
    </>
  );
}

/** The cards under a heading per floor, lowest first (the API answers in the mall's order). */
function TenantGroups({ tenants, detailBase }: { tenants: RetailTenantSummary[]; detailBase: string }) {
  const { t } = useTranslation('retail');
  const floorText = useFloorFormat();
  if (tenants.length === 0) return <p className="rounded-xl bg-navy-50 p-6 text-center text-muted">{t('list.empty')}</p>;
  const groups = RETAIL_FLOORS.map((floor) => ({ floor, items: tenants.filter((x) => x.floor === floor) })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <div className="space-y-10">
      <p className="text-sm text-muted" aria-live="polite">
        {t('list.count', { count: tenants.length })}
      </p>
      {groups.map((group) => (
        <section key={group.floor}>
          <h2 className="mb-4 text-xl font-bold text-navy-900">{t('list.floorHeading', { floor: floorText(group.floor) })}</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((tenant) => (
              <li key={tenant.id}>
                <RetailCard tenant={tenant} detailBase={detailBase} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
