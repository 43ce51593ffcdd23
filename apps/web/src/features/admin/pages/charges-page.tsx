import { seoulDate } from '@tea/shared/calendar';
import { formatKrw } from '@tea/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { queryString, useCharges } from '../api';
import { NoticeLine, type Notice } from '../components/notice-line';
import { statementLines, type StatementLine } from '../components/statement-lines';
import { AdminPage } from '../components/admin-page';
import { DownloadButton } from '../components/download-button';
import { StatusChip } from '../../../shared/ui/status-chip';
import { CompanyFilterSelect, FilterField, FilterForm, filterControl } from '../components/filter-form';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useListParams } from '../../../shared/use-list-params';

const KEYS = ['month', 'companyId'] as const;

/**
 * /admin/charges: a month's charges and credits line by line (amenity bookings and VOC extensions) with
 * the total, and the same as an Excel file.
 */
export default function ChargesPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language === 'ko' ? 'ko' : 'en';
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const month = filters.month || seoulDate().slice(0, 7);
  const { data, error, isFetching } = useCharges({ month, companyId: filters.companyId });
  const [notice, setNotice] = useState<Notice>(null);
  const money = (amount: number) => formatKrw(amount, lang);
  // A month the server cannot read (browsers without a month picker take typed text) comes back as a field message.
  const monthError = error instanceof ApiError ? (Object.values(error.fields)[0] ?? null) : null;
  const floorLabel = useFloorFormat();
  const items = error || !data ? [] : statementLines(data, t, floorLabel, lang);

  // The month's lines are all here: the company, day and amount headings order them on the page.
  const columns: Column<StatementLine>[] = [
    {
      id: 'company',
      header: t('chargesPage.company'),
      sortKey: 'company',
      sortValue: (line) => line.company,
      cell: (line) => line.company,
    },
    { id: 'facility', header: t('chargesPage.facility'), cell: (line) => line.facility },
    {
      id: 'date',
      header: t('chargesPage.dateTime'),
      sortKey: 'date',
      sortValue: (line) => `${line.date} ${line.start}`,
      // A rental's period is long: it wraps rather than push the amounts out of view.
      className: 'min-w-[11rem] tabular-nums',
      cell: (line) => <time dateTime={line.date}>{line.when}</time>,
    },
    {
      id: 'code',
      header: t('charges.code'),
      rowHeader: true,
      className: 'font-normal',
      cell: (line) => (
        <>
          <span className="font-mono text-sm">{line.code}</span>
          <span className="block text-sm text-muted">{line.status}</span>
        </>
      ),
    },
    { id: 'payment', header: t('charges.payment'), cell: (line) => line.payment },
    {
      id: 'kind',
      header: t('charges.kind'),
      cell: (line) => (
        <StatusChip tone={line.kind === 'credit' ? 'warn' : 'neutral'}>{t(`charges.kinds.${line.kind}`)}</StatusChip>
      ),
    },
    {
      id: 'amount',
      header: t('chargesPage.amount'),
      numeric: true,
      sortKey: 'amount',
      sortValue: (line) => line.amount,
      className: 'whitespace-nowrap',
      cell: (line) => money(line.amount),
    },
  ];

  const name = `charges-${month}.xlsx`;

  return (
    <AdminPage
      title={t('chargesPage.title')}
      lead={t('chargesPage.lead')}
      actions={
        <DownloadButton
          path={`/admin/charges.xlsx${queryString({ month, companyId: filters.companyId })}`}
          name={name}
          busyLabel={t('chargesPage.downloading')}
          onStart={() => setNotice(null)}
          onDone={() => setNotice({ tone: 'success', text: t('chargesPage.downloaded', { name }) })}
          onError={(e) => setNotice({ tone: 'error', text: e instanceof Error ? e.message : t('list.failed') })}
        >
          {t('chargesPage.download')}
        </DownloadButton>
      }
    >
      <FilterForm key={`${JSON.stringify(filters)}${month}`} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('chargesPage.month')} htmlFor="charges-month" minWidth="min-w-[12rem]">
          <input
            id="charges-month"
            name="month"
            type="month"
            required
            pattern="\d{4}-\d{2}"
            placeholder="YYYY-MM"
            defaultValue={month}
            className={filterControl}
          />
        </FilterField>
        <CompanyFilterSelect label={t('chargesPage.company')} id="charges-company" value={filters.companyId} />
      </FilterForm>

      <NoticeLine notice={notice} />
      {monthError && (
        <div className="mb-4">
          <FormAlert>{monthError}</FormAlert>
        </div>
      )}

      {data && !error && (
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{t('list.total', { n: items.length })}</span>
          <span className="font-semibold text-navy-900">{t('chargesPage.totalLine', { amount: money(data.total) })}</span>
        </p>
      )}

      <DataTable
        caption={t('chargesPage.caption', { month })}
        minWidth="min-w-[56rem]"
        columns={columns}
        rows={items}
        rowKey={(line) => line.key}
        loading={isFetching}
        error={error && !monthError ? t('list.failed') : null}
        empty={t('chargesPage.none')}
        list={list}
        footer={
          data &&
          !error && (
            <tr>
              <th scope="row" colSpan={columns.length - 1} className="px-3 py-3 text-right font-bold text-navy-900">
                {t('charges.total')}
              </th>
              <td className="px-3 py-3 text-right font-bold whitespace-nowrap text-navy-900 tabular-nums">{money(data.total)}</td>
            </tr>
          )
        }
      />
    </AdminPage>
  );
}
