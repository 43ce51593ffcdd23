import { CONTENT_CATEGORIES, type ContentKind } from '@tea/shared/content/content.rules';
import type { PublicSummary } from '@tea/shared/content/content.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loginPath } from '../../../shared/session';
import { DateText } from '../../../shared/ui/date-time-text';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { boardScene } from '../../../shared/ui/hero-scenes/board';
import { useHydrated } from '../../../shared/use-hydrated';
import { HighlightedText } from '../../../shared/ui/highlighted-text';
import { PageHero } from '../../../shared/ui/page-hero';
import { Pagination } from '../../../shared/ui/pagination';
import { Section } from '../../../shared/ui/section';
import { KIND_PATHS, PUBLIC_PAGE_SIZE, usePublicList } from '../api';
import { FieldLabel } from '../../../shared/ui/form/field-label';

/** The list of a kind (/notice, /community, /advertisement): pinned first, searchable with highlights, by category, paged. */
export function contentListPage(kind: ContentKind) {
  return function ContentListPage() {
    const { t } = useTranslation('content');
    const [params, setParams] = useSearchParams();
    const q = params.get('q') ?? '';
    const category = params.get('category') ?? '';
    const page = Math.max(1, Number(params.get('page')) || 1);
    const list = usePublicList(kind, { q, category, page });
    const categories: readonly string[] = CONTENT_CATEGORIES[kind];
    const set = (next: Record<string, string>) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        if (!('page' in next)) out.delete('page');
        return out;
      });

    return (
      <>
        <PageHero scene={boardScene} eyebrow={t('eyebrow')} title={t(`kinds.${kind}`)} lead={t(`intro.${kind}`)} />
        <Section>
          <SearchBar key={`${q}|${category}`} q={q} category={category} categories={categories} onSearch={set} />
          {/* The count's line and the list's room are kept while the list loads: nothing below moves when it lands. */}
          <div aria-live="polite" className="mt-6 mb-3 min-h-5 text-sm text-muted">
            {list.data && (q ? t('list.results', { count: list.data.total }) : t('list.total', { count: list.data.total }))}
          </div>
          {list.isError ? (
            <p role="alert" className="rounded-xl border border-line bg-navy-50 p-6 text-center font-semibold">
              {t('list.failed')}
            </p>
          ) : list.data && list.data.items.length === 0 ? (
            <p className="rounded-xl border border-line p-10 text-center text-muted">
              {q ? t('list.noResults', { q }) : t('list.empty')}
            </p>
          ) : (
            <ul
              aria-label={t('list.caption', { kind: t(`kinds.${kind}`) })}
              aria-busy={list.isFetching}
              className={`divide-y divide-line border-y border-navy-900 ${list.data ? '' : 'min-h-[60vh]'}`}
            >
              {list.data?.items.map((item) => (
                <li key={item.id}>
                  <Row kind={kind} item={item} q={q} />
                </li>
              ))}
            </ul>
          )}
          {list.data && (
            <Pagination
              page={page}
              size={PUBLIC_PAGE_SIZE}
              total={list.data.total}
              onPage={(n) => set({ page: n > 1 ? String(n) : '' })}
            />
          )}
        </Section>
      </>
    );
  };
}

function SearchBar({
  q,
  category,
  categories,
  onSearch,
}: {
  q: string;
  category: string;
  categories: readonly string[];
  onSearch: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('content');
  const [text, setText] = useState(q);
  const [cat, setCat] = useState(category);
  const id = useId();
  const hydrated = useHydrated();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: text.trim(), category: cat });
  };
  const control = 'h-11 rounded-md border border-line bg-white px-3 text-base text-ink';
  return (
    <form role="search" onSubmit={submit}>
      {/* Prerendered (/notice): disabled until the app runs, so nothing typed into the painted page is lost. */}
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
        {categories.length > 0 && (
          <div className="sm:w-44">
            <FieldLabel htmlFor={`${id}-cat`}>{t('list.category')}</FieldLabel>
            <select
              id={`${id}-cat`}
              value={cat}
              onChange={(e) => {
                setCat(e.target.value);
                onSearch({ q: text.trim(), category: e.target.value });
              }}
              className={`mt-1 w-full ${control}`}
            >
              <option value="">{t('categories.all')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex-1">
          <FieldLabel htmlFor={`${id}-q`}>{t('list.searchLabel')}</FieldLabel>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            className={`mt-1 w-full ${control}`}
          />
        </div>
        <button type="submit" className="h-11 rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800">
          {t('list.search')}
        </button>
      </fieldset>
    </form>
  );
}

function Row({ kind, item, q }: { kind: ContentKind; item: PublicSummary; q: string }) {
  const { t } = useTranslation('content');
  const detail = `${KIND_PATHS[kind].detail}/${item.id}`;
  const title = (
    <span className="font-semibold text-navy-900" lang={item.fallback ? 'ko' : undefined}>
      <HighlightedText text={item.title} query={q} />
    </span>
  );
  return (
    <div className={`flex flex-col gap-1 px-2 py-4 sm:flex-row sm:items-start sm:gap-4 ${item.pinned ? 'bg-navy-50' : ''}`}>
      <div className="flex shrink-0 gap-2 sm:w-28">
        {item.pinned && <span className="rounded bg-navy-900 px-2 py-0.5 text-xs font-bold text-white">{t('list.pinned')}</span>}
        {item.category && (
          <span className="rounded border border-line px-2 py-0.5 text-xs text-muted">{t(`categories.${item.category}`)}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        {item.locked ? (
          <p>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 inline h-4 w-4 align-[-2px] text-navy-700">
              <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
              <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {title}
            <span className="ml-2 text-sm text-muted">({t('list.locked')})</span>
            <Link to={loginPath(detail)} className="ml-2 text-sm font-semibold text-navy-700 underline">
              {t('list.login')}
            </Link>
          </p>
        ) : (
          <Link to={detail} className="hover:underline">
            {title}
          </Link>
        )}
        {item.fallback && (
          <span className="ml-2 rounded border border-line px-1.5 py-0.5 text-xs text-muted">{t('list.koreanOnly')}</span>
        )}
        {item.excerpt && (
          <p className="mt-1 line-clamp-2 text-sm text-muted" lang={item.fallback ? 'ko' : undefined}>
            <HighlightedText text={item.excerpt} query={q} />
          </p>
        )}
      </div>
      {item.imageId && (
        <ResponsiveImage
          id={item.imageId}
          alt={item.title}
          sizes="(min-width: 640px) 10rem, 100vw"
          width={320}
          height={180}
          className="order-first aspect-[16/9] h-auto w-full rounded-lg bg-navy-50 object-cover sm:order-none sm:w-40"
        />
      )}
      <div className="flex shrink-0 gap-3 text-sm text-muted">
        {item.attachmentCount > 0 && <span>{t('list.filesCount', { count: item.attachmentCount })}</span>}
        <DateText value={item.publishedAt} />
      </div>
    </div>
  );
}
