import { seoulDate } from '@tea/shared/calendar';
import { VISIT_STATUSES } from '@tea/shared/visitors/visit.rules';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { rowActions } from '../../../shared/ui/row-actions';
import { VisitTable } from '../../../shared/ui/visit-table';
import { sortParam, useListParams } from '../../../shared/use-list-params';
import { usePageSelection } from '../../../shared/use-page-selection';
import { useCheckIn } from '../../../shared/visit-desk';
import { queryString, useAdminVisits } from '../api';
import { AdminPage } from '../components/admin-page';
import { BulkActions, type BulkAction } from '../components/bulk-actions';
import { DownloadButton } from '../components/download-button';
import { CompanyFilterSelect, FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import { NoticeLine, type Notice } from '../components/notice-line';

const KEYS = ['date', 'companyId', 'status', 'q'] as const;
/** The address's day when the person asked for every day (no day in the address is today). */
const ALL_DAYS = 'all';

/**
 * /admin/visits: every visit, filtered by day, tenant, status and visitor name. It opens on today,
 * the expected arrivals in the order of arrival; a visitor whose pass opens now is checked in by hand
 * after a question (the host is told). The filters' visits download as an Excel sheet.
 */
export default function VisitsPage() {
  const { t } = useTranslation('visitors');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const today = seoulDate();
  const date = filters.date === ALL_DAYS ? '' : filters.date || today;
  const selection = { date, companyId: filters.companyId, status: filters.status, q: filters.q, sort: sortParam(list.sort) };
  const visits = useAdminVisits({ page: list.page, ...selection });
  const checkIn = useCheckIn();
  const dayLabel = useDateFormat().date;
  const [confirming, setConfirming] = useState<VisitView | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // A group arriving is checked in at once (decision 0066): the visitors whose pass opens today.
  const arriving = (v: VisitView) => v.status === 'approved' && v.date === today;
  const bulk: BulkAction<VisitView>[] = [
    { key: 'visits.checkIn', path: 'visits/check-in', applies: arriving, skipAs: 'not_today' },
  ];
  const chosen = usePageSelection([filters, list.page, list.sort]);

  return (
    <AdminPage
      title={t('adminVisits.title')}
      lead={t('adminVisits.lead')}
      actions={
        <DownloadButton
          path={`/admin/visits/export${queryString(selection)}`}
          name={`visits-${date || today}.xlsx`}
          onStart={() => setNotice(null)}
          onError={() => setNotice({ tone: 'error', text: t('adminVisits.exportFailed') })}
        >
          {t('adminVisits.export')}
        </DownloadButton>
      }
    >
      <FilterForm
        key={JSON.stringify(filters)}
        keys={KEYS}
        onApply={(values) => setFilters({ ...values, date: values.date || ALL_DAYS })}
      >
        <FilterField label={t('adminVisits.date')} htmlFor="visit-date">
          <input id="visit-date" name="date" type="date" defaultValue={date} className={filterControl} />
        </FilterField>
        <CompanyFilterSelect label={t('adminVisits.company')} id="visit-company" value={filters.companyId} />
        <FilterSelect
          label={t('adminVisits.status')}
          id="visit-status"
          name="status"
          value={filters.status}
          options={VISIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterField label={t('adminVisits.name')} htmlFor="visit-name">
          <input id="visit-name" name="q" type="search" maxLength={100} defaultValue={filters.q} className={filterControl} />
        </FilterField>
      </FilterForm>

      <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {date !== today && (
          <Link
            to={{ search: queryString({ ...filters, date: '' }) }}
            className="font-semibold text-navy-800 underline underline-offset-4"
          >
            {t('adminVisits.today')}
          </Link>
        )}
        {date && (
          <Link
            to={{ search: queryString({ ...filters, date: ALL_DAYS }) }}
            className="font-semibold text-navy-800 underline underline-offset-4"
          >
            {t('adminVisits.allDays')}
          </Link>
        )}
      </p>

      <NoticeLine notice={notice} />
      <BulkActions
        chosen={(visits.data?.items ?? []).filter((v) => chosen.selected.has(v.id))}
        rowKey={(v) => v.id}
        actions={bulk}
        onDone={(done) => {
          setNotice(done);
          chosen.clear();
        }}
      />

      <VisitTable
        visits={visits.data?.items}
        counted={visits.data}
        caption={date ? t('adminVisits.caption', { day: dayLabel(date) }) : t('adminVisits.captionAll')}
        loading={visits.isFetching}
        error={visits.isError ? t('adminVisits.failed') : null}
        empty={<p className="font-semibold text-ink">{t('adminVisits.empty')}</p>}
        list={{ ...list, size: visits.data?.pageSize ?? list.size }}
        selection={{ ...chosen, canSelect: arriving, allLabel: t('admin:bulk.visits.chooseAll') }}
        sortable
        actions={(v) =>
          arriving(v) ? (
            <div className={`${rowActions} w-max`}>
              <Button
                variant="ghost"
                aria-label={t('adminVisits.checkInRow', { name: v.visitor.name })}
                onClick={() => {
                  setNotice(null);
                  setConfirming(v);
                }}
              >
                {t('adminVisits.checkIn')}
              </Button>
            </div>
          ) : null
        }
      />

      <ConfirmDialog
        open={confirming !== null}
        danger={false}
        title={t('adminVisits.confirmTitle')}
        message={
          confirming && (
            <>
              <p>{t('adminVisits.confirmQuestion', { name: confirming.visitor.name, reference: confirming.reference })}</p>
              <p className="mt-2 text-sm text-muted">{t('adminVisits.confirmNote')}</p>
            </>
          )
        }
        confirmLabel={t('adminVisits.checkIn')}
        onConfirm={async () => {
          const visit = await checkIn.mutateAsync(confirming!.id);
          setNotice({ tone: 'success', text: t('adminVisits.done', { name: visit.visitor.name }) });
        }}
        onClose={() => setConfirming(null)}
      />
    </AdminPage>
  );
}
