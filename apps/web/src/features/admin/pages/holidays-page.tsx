import { EDITABLE_HOLIDAY_KINDS, holidayInputSchema, type HolidayInput } from '@tea/shared/admin/holiday.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { holidayPageOf, useAddHoliday, useHolidays, useRemoveHoliday, type Holiday } from '../api';
import { AdminPage } from '../components/admin-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type Column } from '../../../shared/ui/data-table';
import { DateText } from '../../../shared/ui/date-time-text';
import { pageQuery, useListParams } from '../../../shared/use-list-params';
import { PagedTable } from '../components/paged-table';
import { seoulDate } from '@tea/shared/calendar';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '@tea/shared/admin/back-office-lists.schema';

const KEYS = ['year'] as const;

/** The year of the address (`?year=2027`), this Seoul year when it names none or one out of range. */
function yearOf(value: string): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= HOLIDAY_YEAR_MIN && year <= HOLIDAY_YEAR_MAX ? year : Number(seoulDate().slice(0, 4));
}

/**
 * /admin/holidays: a year's holidays (public ones from the gazette list), adding and removing temporary
 * holidays and closures. The year, page and order live in the address (decisions 0061 and 0071).
 */
export default function HolidaysPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, showPage, ...list } = useListParams(KEYS);
  const year = yearOf(filters.year);
  const setYear = (next: number) => setFilters({ year: String(next) });
  const query = useHolidays({ ...pageQuery(list), year: String(year) });
  const remove = useRemoveHoliday();
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ko = i18n.language === 'ko';
  const nameOf = (h: Holiday) => (ko ? h.nameKo : h.nameEn);

  const columns: Column<Holiday>[] = [
    {
      id: 'date',
      header: t('holidays.date'),
      sortKey: 'date',
      rowHeader: true,
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (h) => <DateText value={h.date} />,
    },
    { id: 'name', header: t('holidays.name'), sortKey: 'name', cell: nameOf },
    {
      id: 'kind',
      header: t('holidays.kind'),
      sortKey: 'kind',
      cell: (h) => (
        <StatusChip tone={h.kind === 'public' ? 'neutral' : h.kind === 'closure' ? 'bad' : 'warn'}>
          {t(`holidays.kinds.${h.kind}`)}
        </StatusChip>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (h) =>
        h.kind === 'public' ? (
          <>
            <span className="text-muted" aria-hidden="true">
              —
            </span>
            <span className="sr-only">{t('holidays.fixed')}</span>
          </>
        ) : (
          <Button
            variant="ghost"
            className="-mx-2 -my-2.5 text-danger"
            aria-label={t('holidays.removeOf', { date: h.date, name: nameOf(h) })}
            onClick={() => setRemoving(h)}
          >
            {t('holidays.remove')}
          </Button>
        ),
    },
  ];

  return (
    <AdminPage title={t('holidays.title')} lead={t('holidays.lead')}>
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <div className="mb-4 flex items-center gap-3">
            <Button variant="secondary" onClick={() => setYear(year - 1)} aria-label={t('holidays.previousYear')}>
              ‹
            </Button>
            <h2 className="text-xl font-bold text-navy-900 tabular-nums" aria-live="polite">
              {t('holidays.year', { year })}
            </h2>
            <Button variant="secondary" onClick={() => setYear(year + 1)} aria-label={t('holidays.nextYear')}>
              ›
            </Button>
          </div>
          <div aria-live="polite" className="mb-4 empty:mb-0">
            {notice && <FormAlert tone="success">{notice}</FormAlert>}
          </div>
          <PagedTable
            query={query}
            list={list}
            caption={t('holidays.tableCaption', { year })}
            minWidth="min-w-[30rem]"
            columns={columns}
            rowKey={(h) => h.date}
            empty={t('holidays.none')}
          />
        </div>
        <AddHolidayForm
          onAdded={async (h) => {
            // The day just added, on its page of its year in the list's own order.
            showPage({ year: h.date.slice(0, 4) }, await holidayPageOf(h.date, list.size).catch(() => 1));
            setNotice(t('holidays.added', { date: h.date, name: ko ? h.nameKo : h.nameEn }));
          }}
        />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('holidays.removeTitle')}
        message={removing ? t('holidays.removeMessage', { date: removing.date, name: nameOf(removing) }) : ''}
        confirmLabel={t('holidays.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const h = removing!;
          await remove.mutateAsync(h.date);
          setNotice(t('holidays.removed', { date: h.date, name: nameOf(h) }));
        }}
      />
    </AdminPage>
  );
}

function AddHolidayForm({ onAdded }: { onAdded: (holiday: HolidayInput) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const add = useAddHoliday();
  const { field, reset, formError, submit, formState } = useSchemaForm<HolidayInput>(holidayInputSchema, {
    defaultValues: { date: '', nameKo: '', nameEn: '', kind: 'temporary' },
  });
  const onSubmit = submit(async (values) => {
    await add.mutateAsync(values);
    reset();
    await onAdded(values);
  });
  return (
    <section aria-labelledby="add-holiday-title" className="h-fit rounded-xl border border-line bg-white p-5">
      <h2 id="add-holiday-title" className="text-lg font-bold text-navy-900">
        {t('holidays.addTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField label={t('holidays.date')} type="date" required {...field('date')} />
        <TextField label={t('holidays.nameKo')} required lang="ko" {...field('nameKo')} />
        <TextField label={t('holidays.nameEn')} required lang="en" {...field('nameEn')} />
        <RadioGroup
          legend={t('holidays.kind')}
          required
          options={EDITABLE_HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`holidays.kinds.${k}`) }))}
          {...field('kind')}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t('holidays.add')}
        </Button>
      </form>
    </section>
  );
}
