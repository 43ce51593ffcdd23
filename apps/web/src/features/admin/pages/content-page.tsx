import { CONTENT_STATUSES, type ContentKind } from '@tea/shared/content/content.rules';
import type { AdminSummary } from '@tea/shared/content/content.schema';
import { lazy, Suspense, useState } from 'react';
import type { Saved } from '../components/content-editor';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { HighlightedText } from '../../../shared/ui/highlighted-text';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useListParams } from '../../../shared/use-list-params';
import { ContentPhaseChip } from '../components/content-phase-chip';
import { FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import { SectionTabsShell } from '../components/section-tabs-shell';
import { useAdminContentList } from '../content-api';

// The editor (Tiptap and its ProseMirror) loads only when an item is opened.
const ContentEditor = lazy(() => import('../components/content-editor'));

const KEYS = ['q', 'status'] as const;

/**
 * The CMS of one kind (/admin/content for notices, content/community, content/advertisements): the
 * list (state and window, missing English flagged, search), and the editor of an item (`?edit=`).
 */
export function contentSection(kind: ContentKind) {
  return function ContentSection() {
    const { t } = useTranslation('content');
    const [params, setParams] = useSearchParams();
    const edit = params.get('edit');
    // The last save, kept here: a new item's editor opens again on its id once saved, and says so.
    const [saved, setSaved] = useState<Saved | null>(null);
    const open = (id: number | 'new' | null) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (id === null) out.delete('edit');
        else out.set('edit', String(id));
        return out;
      });
    return (
      <SectionTabsShell
        group="content"
        title={t(`admin.tabs.${kind}`)}
        actions={
          edit === null ? (
            <button
              type="button"
              onClick={() => open('new')}
              className="h-11 rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
            >
              {t('admin.new')}
            </button>
          ) : undefined
        }
      >
        {edit === null ? (
          <ContentList kind={kind} onOpen={open} />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <ContentEditor
              key={edit}
              kind={kind}
              id={edit === 'new' ? null : Number(edit)}
              onOpen={open}
              saved={saved}
              onSaved={setSaved}
            />
          </Suspense>
        )}
      </SectionTabsShell>
    );
  };
}

function ContentList({ kind, onOpen }: { kind: ContentKind; onOpen: (id: number) => void }) {
  const { t } = useTranslation('content');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const items = useAdminContentList(kind, { page: list.page, q: filters.q, status: filters.status });
  const columns: Column<AdminSummary>[] = [
    {
      id: 'title',
      header: t('admin.columns.title'),
      rowHeader: true,
      card: 'title',
      cell: (item) => (
        <Link
          to={`?edit=${item.id}`}
          onClick={(e) => (e.preventDefault(), onOpen(item.id))}
          className="font-semibold text-navy-900 underline"
        >
          {item.pinned && <span className="mr-1 rounded bg-navy-900 px-1.5 text-xs text-white">{t('list.pinned')}</span>}
          <HighlightedText text={item.titleKo} query={filters.q} />
          {item.titleEn && (
            <span className="block text-sm font-normal text-muted" lang="en">
              <HighlightedText text={item.titleEn} query={filters.q} />
            </span>
          )}
        </Link>
      ),
    },
    { id: 'status', header: t('admin.columns.status'), card: 'aside', cell: (item) => <ContentPhaseChip phase={item.phase} /> },
    {
      id: 'window',
      header: t('admin.columns.window'),
      cell: (item) =>
        item.publishAt ? (
          <span className="text-sm whitespace-nowrap">
            <DateTimeText value={item.publishAt} />
            {item.unpublishAt && (
              <>
                {' '}
                {t('admin.until')} <DateTimeText value={item.unpublishAt} />
              </>
            )}
          </span>
        ) : (
          t('admin.windowNone')
        ),
    },
    {
      id: 'english',
      header: t('admin.columns.english'),
      cell: (item) =>
        item.missingEnglish ? (
          <span className="font-semibold text-[#7a4b00]">⚠ {t('admin.missingEnglish')}</span>
        ) : (
          t('admin.englishOk')
        ),
    },
    {
      id: 'updated',
      header: t('admin.columns.updated'),
      cell: (item) => (
        <span className="text-sm">
          <DateTimeText value={item.updatedAt} />
          {item.updatedBy && <span className="block text-muted">{item.updatedBy.name}</span>}
        </span>
      ),
    },
  ];
  return (
    <>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('admin.searchLabel')} htmlFor="content-q" minWidth="min-w-[14rem]">
          <input id="content-q" name="q" type="search" defaultValue={filters.q} maxLength={100} className={filterControl} />
        </FilterField>
        <FilterSelect
          label={t('admin.statusFilter')}
          id="content-status"
          name="status"
          value={filters.status}
          options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`admin.phases.${s === 'published' ? 'live' : s}`) }))}
        />
      </FilterForm>
      <DataTable
        caption={t('admin.tabs.' + kind)}
        columns={columns}
        rows={items.data?.items}
        rowKey={(item) => item.id}
        loading={items.isFetching}
        error={items.isError ? t('list.failed') : null}
        empty={<p className="font-semibold text-ink">{t('list.empty')}</p>}
        list={{ ...list, size: items.data?.size ?? list.size }}
        total={items.data?.total}
        cards="lg"
      />
    </>
  );
}
