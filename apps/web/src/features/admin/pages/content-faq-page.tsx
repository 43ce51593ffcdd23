import { inLanguage } from '@tea/shared/bilingual';
import { FAQ_TOPICS } from '@tea/shared/faq/faq.topics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { HighlightedText } from '../../../shared/ui/highlighted-text';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useListParams } from '../../../shared/use-list-params';
import { FaqFormDialog } from '../components/faq-form-dialog';
import { FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import { SectionTabsShell } from '../components/section-tabs-shell';
import { useAdminFaq, useDeleteFaq, type AdminFaqItem } from '../faq-api';

const KEYS = ['q', 'topic'] as const;

/**
 * /admin/content/faq (issue 17, decision 0042): the customer service center's FAQ in the CMS: by
 * topic and searched, drafts and missing English flagged, added, edited and removed (audited).
 */
export default function ContentFaqPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters } = useListParams(KEYS);
  const list = useAdminFaq({ q: filters.q || undefined, topic: filters.topic || undefined });
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<AdminFaqItem | null | 'new'>(null);
  const [removing, setRemoving] = useState<AdminFaqItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const question = (item: AdminFaqItem) => inLanguage(item.questionKo, item.questionEn, i18n.language);

  const columns: Column<AdminFaqItem>[] = [
    {
      id: 'question',
      header: t('contentFaq.columns.question'),
      rowHeader: true,
      card: 'title',
      cell: (item) => <HighlightedText text={question(item)} query={filters.q} />,
    },
    { id: 'topic', header: t('contentFaq.topic'), cell: (item) => t(`building:faq.topics.${item.topic}`) },
    {
      id: 'state',
      header: t('contentFaq.columns.state'),
      cell: (item) => (
        <span className="flex flex-wrap gap-1">
          <StatusChip tone={item.published ? 'good' : 'neutral'}>
            {t(item.published ? 'contentFaq.states.published' : 'contentFaq.states.draft')}
          </StatusChip>
          {item.missingEnglish && <StatusChip tone="warn">{t('contentFaq.missingEnglish')}</StatusChip>}
        </span>
      ),
    },
    { id: 'order', header: t('contentFaq.order'), className: 'tabular-nums', cell: (item) => item.sortOrder },
    { id: 'updated', header: t('contentFaq.columns.updated'), cell: (item) => <DateTimeText value={item.updatedAt} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      card: 'foot',
      cell: (item) => (
        <span className="flex gap-2">
          <Button variant="secondary" aria-label={`${t('contentFaq.edit')}: ${question(item)}`} onClick={() => setEditing(item)}>
            {t('contentFaq.edit')}
          </Button>
          <Button
            variant="ghost"
            className="text-danger"
            aria-label={`${t('contentFaq.remove')}: ${question(item)}`}
            onClick={() => setRemoving(item)}
          >
            {t('contentFaq.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <SectionTabsShell
      group="content"
      title={t('contentFaq.title')}
      lead={t('contentFaq.lead')}
      actions={<Button onClick={() => setEditing('new')}>{t('contentFaq.add')}</Button>}
    >
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('contentFaq.search')} htmlFor="faq-q" minWidth="min-w-[14rem]">
          <input id="faq-q" name="q" type="search" defaultValue={filters.q} className={filterControl} />
        </FilterField>
        <FilterSelect
          label={t('contentFaq.topic')}
          id="faq-topic"
          name="topic"
          value={filters.topic}
          options={FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`building:faq.topics.${topic}`) }))}
        />
      </FilterForm>
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      <DataTable
        caption={t('contentFaq.caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(item) => item.id}
        loading={list.isFetching}
        error={list.isError ? t('list.failed') : null}
        empty={t('contentFaq.empty')}
        cards="lg"
      />
      <FaqFormDialog
        open={editing !== null}
        item={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(q) => {
          setEditing(null);
          setNotice(t('contentFaq.saved', { question: q }));
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('contentFaq.removeTitle')}
        message={removing ? t('contentFaq.removeMessage', { question: question(removing) }) : ''}
        confirmLabel={t('contentFaq.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const item = removing!;
          await remove.mutateAsync(item.id);
          setNotice(t('contentFaq.removed', { question: question(item) }));
        }}
      />
    </SectionTabsShell>
  );
}
