import { inLanguage } from '@tea/shared/bilingual';
import { CONTENT_ACCESS, CONTENT_CATEGORIES, CONTENT_PLACEMENTS, type ContentKind } from '@tea/shared/content/content.rules';
import { contentInputSchema, type AdminItem, type ContentInput } from '@tea/shared/content/content.schema';
import { formatBytes } from '@tea/shared/uploads/upload.rules';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FileDrop } from '../../../shared/ui/file-drop';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RichHtml } from '../../../shared/ui/rich-html';
import { useSchemaForm } from '../../../shared/use-schema-form';
import {
  useAdminContent,
  useContentHistory,
  useContentVersions,
  useMoveContent,
  useRestoreVersion,
  useSaveContent,
} from '../content-api';
import { ContentPhaseChip } from './content-phase-chip';
import { RichTextEditor } from './rich-text-editor';
import { controlClass } from '../../../shared/ui/form/field';

type Open = (id: number | 'new' | null) => void;
/** A save's result: the item and the version it made (the editor says "Saved" while it shows that version). */
export interface Saved {
  id: number;
  version: number;
}

/** The editor of an item (`?edit=<id>` or `?edit=new`): loaded with the page's editor chunk only. */
export default function ContentEditor({
  kind,
  id,
  onOpen,
  saved,
  onSaved,
}: {
  kind: ContentKind;
  id: number | null;
  onOpen: Open;
  saved: Saved | null;
  onSaved: (saved: Saved) => void;
}) {
  const item = useAdminContent(id);
  const { t } = useTranslation('content');
  if (id !== null && !item.data) {
    return item.isError ? <FormAlert>{t('detail.notFound')}</FormAlert> : <PageLoading />;
  }
  const data = item.data ?? null;
  return (
    <div className="space-y-8">
      {/* A save or a restore gives a new version: the form starts again from what the server stored. */}
      <EditorForm
        key={data?.version ?? 'new'}
        kind={kind}
        item={data}
        onOpen={onOpen}
        saved={data !== null && saved?.id === data.id && saved.version === data.version}
        onSaved={onSaved}
      />
      {data && (
        <aside className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <PublishPanel item={data} />
          <Versions item={data} />
          <History id={data.id} />
        </aside>
      )}
    </div>
  );
}

const panelBox = 'rounded-lg border border-line p-4';

/** A titled part of the editor (attachments, and the boxed panels beside it: publishing, versions, history). */
function EditorSection({
  id,
  title,
  className = panelBox,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection id={id} level={3} title={title} className={className} headingClassName="font-bold text-navy-900">
      {children}
    </HeadedSection>
  );
}

function defaults(kind: ContentKind, item: AdminItem | null): ContentInput {
  return {
    kind,
    category: item?.category ?? CONTENT_CATEGORIES[kind][0] ?? null,
    placement: item?.placement ?? 'list',
    access: item?.access ?? 'public',
    pinned: item?.pinned ?? false,
    titleKo: item?.titleKo ?? '',
    titleEn: item?.titleEn ?? '',
    bodyKo: item?.bodyKo ?? '',
    bodyEn: item?.bodyEn ?? '',
    attachmentIds: item?.attachments.map((a) => a.id) ?? [],
  };
}

function EditorForm({
  kind,
  item,
  onOpen,
  saved,
  onSaved,
}: {
  kind: ContentKind;
  item: AdminItem | null;
  onOpen: Open;
  saved: boolean;
  onSaved: (saved: Saved) => void;
}) {
  const { t } = useTranslation('content');
  const { t: tAll } = useTranslation();
  const form = useSchemaForm(contentInputSchema, { defaultValues: defaults(kind, item) });
  const save = useSaveContent();
  const [files, setFiles] = useState<Upload[]>(item?.attachments ?? []);
  const [dropKey, setDropKey] = useState(0);
  const categories: readonly string[] = CONTENT_CATEGORIES[kind];
  const setFileList = (next: Upload[]) => {
    setFiles(next);
    form.setValue(
      'attachmentIds',
      next.map((f) => f.id),
      { shouldDirty: true },
    );
  };
  const body = (name: 'bodyKo' | 'bodyEn') => ({
    initial: form.getValues(name) ?? '',
    onChange: (html: string) => {
      form.setValue(name, html, { shouldDirty: true, shouldValidate: form.formState.touchedFields[name] === true });
    },
    onBlur: () => void form.trigger(name),
    error: errorText(tAll, form.formState.errors, name),
  });
  const onSubmit = form.submit(async (values) => {
    const result = await save.mutateAsync({ id: item?.id ?? null, input: values });
    onSaved({ id: result.id, version: result.version });
    if (!item) onOpen(result.id);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => onOpen(null)} className="text-sm font-semibold text-navy-700 underline">
          ← {t('admin.editor.back')}
        </button>
        <h2 className="text-xl font-bold text-navy-900">
          {t(item ? 'admin.editor.editTitle' : 'admin.editor.newTitle', { kind: t(`admin.tabs.${kind}`) })}
        </h2>
        {item && <ContentPhaseChip phase={item.phase} />}
      </div>
      <div aria-live="polite">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('admin.editor.saved')}</FormAlert>}
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.length > 0 && (
          <SelectField
            label={t('admin.editor.category')}
            options={categories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            {...form.field('category')}
          />
        )}
        {kind === 'advertisement' && (
          <SelectField
            label={t('admin.editor.placement')}
            options={CONTENT_PLACEMENTS.map((p) => ({ value: p, label: t(`admin.placements.${p}`) }))}
            {...form.field('placement')}
          />
        )}
        {kind === 'community' && (
          <SelectField
            label={t('admin.editor.access')}
            options={CONTENT_ACCESS.map((a) => ({ value: a, label: t(`admin.access.${a}`) }))}
            {...form.field('access')}
          />
        )}
        {kind === 'notice' && (
          <div className="self-end pb-2">
            <CheckboxField label={t('admin.editor.pinned')} {...form.register('pinned')} />
          </div>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="min-w-0 space-y-4 rounded-lg border border-line p-4" lang="ko">
          <legend className="px-1 font-bold text-navy-900">{t('admin.editor.korean')}</legend>
          <TextField label={t('admin.editor.titleKo')} required maxLength={200} {...form.field('titleKo')} />
          <RichTextEditor label={t('admin.editor.bodyKo')} lang="ko" {...body('bodyKo')} />
        </fieldset>
        <fieldset className="min-w-0 space-y-4 rounded-lg border border-line p-4" lang="en">
          <legend className="px-1 font-bold text-navy-900">{t('admin.editor.english')}</legend>
          <p className="text-sm text-muted">{t('admin.editor.englishHint')}</p>
          <TextField label={t('admin.editor.titleEn')} maxLength={200} {...form.field('titleEn')} />
          <RichTextEditor label={t('admin.editor.bodyEn')} lang="en" {...body('bodyEn')} />
        </fieldset>
      </div>

      <EditorSection id="content-attachments" title={t('admin.editor.attachments')} className="space-y-3">
        {files.length > 0 && (
          <ul className="space-y-1">
            {files.map((f) => (
              <li key={f.id} className="flex items-center gap-3 text-sm">
                <span>
                  {f.name} ({formatBytes(f.size)})
                </span>
                <button
                  type="button"
                  className="font-semibold text-danger underline"
                  onClick={() => setFileList(files.filter((x) => x.id !== f.id))}
                >
                  {t('admin.editor.removeFile', { name: f.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FileDrop
          key={dropKey}
          purpose="content-attachment"
          label={t('admin.editor.attachments')}
          value={null}
          onChange={(upload) => {
            if (!upload) return;
            setFileList([...files, upload]);
            setDropKey((k) => k + 1);
          }}
        />
      </EditorSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('admin.editor.save')}
        </Button>
      </div>

      <Preview values={form.watch()} />
    </form>
  );
}

/** The item as the public sees it, in each language (the English falls back to Korean), sanitised as the public page does. */
function Preview({ values }: { values: ContentInput }) {
  const { t } = useTranslation('content');
  const [lang, setLang] = useState<'ko' | 'en'>('ko');
  const title = inLanguage(values.titleKo, values.titleEn, lang);
  const body = inLanguage(values.bodyKo, values.bodyEn, lang);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-navy-50 p-3">
        <h3 id={headingId} className="mr-auto font-bold text-navy-900">
          {t('admin.preview.title')} <span className="text-sm font-normal text-muted">{t('admin.preview.hint')}</span>
        </h3>
        {(['ko', 'en'] as const).map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={lang === l}
            onClick={() => setLang(l)}
            className={`min-h-9 rounded px-3 text-sm font-semibold ${lang === l ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-white'}`}
          >
            {t(`admin.preview.${l}`)}
          </button>
        ))}
      </div>
      <article className="p-4" lang={body === values.bodyKo ? 'ko' : 'en'}>
        <p className="border-b-2 border-navy-900 pb-3 text-xl font-bold text-navy-900">{title}</p>
        <RichHtml html={body} className="py-4" />
      </article>
    </section>
  );
}

const toSeoulInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16) : '');
const fromSeoulInput = (value: string) => (value ? new Date(`${value}:00+09:00`).toISOString() : null);

function PublishPanel({ item }: { item: AdminItem }) {
  const { t } = useTranslation('content');
  const move = useMoveContent();
  const [publishAt, setPublishAt] = useState(toSeoulInput(item.status === 'scheduled' ? item.publishAt : null));
  const [unpublishAt, setUnpublishAt] = useState(toSeoulInput(item.unpublishAt));
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  const id = useId();
  const run = async (action: 'publish' | 'schedule' | 'archive' | 'draft', message: string) => {
    setProblem(null);
    setDone(null);
    try {
      await move.mutateAsync({
        id: item.id,
        action,
        publishAt: fromSeoulInput(publishAt) ?? undefined,
        unpublishAt: fromSeoulInput(unpublishAt),
      });
      setDone(message);
    } catch (error) {
      if (error instanceof ApiError) {
        const [field, text] = Object.entries(error.fields)[0] ?? [];
        setProblem({ field, text: text ?? error.message });
      } else setProblem({ text: t('list.failed') });
    }
  };
  return (
    <EditorSection id={`${id}-h`} title={t('admin.publish.title')} className={`space-y-3 ${panelBox}`}>
      <p className="flex items-center gap-2 text-sm">
        {t('admin.publish.state')} <ContentPhaseChip phase={item.phase} />
      </p>
      {item.publishAt && (
        <p className="text-sm text-muted">
          {t('admin.publish.window')}: <DateTimeText value={item.publishAt} />
          {item.unpublishAt && (
            <>
              {' '}
              {t('admin.until')} <DateTimeText value={item.unpublishAt} />
            </>
          )}
        </p>
      )}
      <div>
        <FieldLabel htmlFor={`${id}-from`}>{t('admin.publish.publishAt')}</FieldLabel>
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={publishAt}
          onChange={(e) => setPublishAt(e.target.value)}
          aria-invalid={problem?.field === 'publishAt' || undefined}
          className={controlClass(false)}
        />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}-until`}>{t('admin.publish.unpublishAt')}</FieldLabel>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={unpublishAt}
          onChange={(e) => setUnpublishAt(e.target.value)}
          aria-invalid={problem?.field === 'unpublishAt' || undefined}
          className={controlClass(false)}
        />
      </div>
      <div aria-live="polite">
        {problem && <FormAlert>{problem.text}</FormAlert>}
        {done && <FormAlert tone="success">{done}</FormAlert>}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.status !== 'published' && (
          <Button onClick={() => void run('publish', t('admin.publish.published'))} busy={move.isPending}>
            {t('admin.publish.publishNow')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void run('schedule', t('admin.publish.scheduled'))} disabled={!publishAt}>
          {t('admin.publish.schedule')}
        </Button>
        {item.status !== 'archived' && (
          <Button variant="secondary" onClick={() => setArchiving(true)}>
            {t('admin.publish.archive')}
          </Button>
        )}
        {item.status !== 'draft' && (
          <Button variant="ghost" onClick={() => void run('draft', t('admin.publish.drafted'))}>
            {t('admin.publish.toDraft')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={archiving}
        title={t('admin.publish.archive')}
        message={t('admin.publish.confirmArchive')}
        confirmLabel={t('admin.publish.archive')}
        onConfirm={() => run('archive', t('admin.publish.archived'))}
        onClose={() => setArchiving(false)}
      />
    </EditorSection>
  );
}

function Versions({ item }: { item: AdminItem }) {
  const { t } = useTranslation('content');
  const versions = useContentVersions(item.id);
  const restore = useRestoreVersion();
  const [asked, setAsked] = useState<number | null>(null);
  const id = useId();
  return (
    <EditorSection id={id} title={t('admin.versions.title')}>
      <ol className="mt-2 divide-y divide-line text-sm">
        {versions.data?.items.map((v) => (
          <li key={v.version} className="flex items-center gap-2 py-2">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{t('admin.versions.version', { n: v.version })}</span>
              <span className="block truncate text-muted">{v.titleKo}</span>
              <span className="block text-muted">
                <DateTimeText value={v.savedAt} /> {v.savedBy?.name}
              </span>
            </span>
            {v.version === item.version ? (
              <span className="text-muted">{t('admin.versions.current')}</span>
            ) : (
              <Button
                variant="ghost"
                aria-label={`${t('admin.versions.restore')}: ${t('admin.versions.version', { n: v.version })}`}
                onClick={() => setAsked(v.version)}
              >
                {t('admin.versions.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {versions.data?.items.length === 0 && <p className="text-sm text-muted">{t('admin.versions.empty')}</p>}
      <ConfirmDialog
        open={asked !== null}
        title={t('admin.versions.restore')}
        message={t('admin.versions.confirm', { n: asked })}
        confirmLabel={t('admin.versions.restore')}
        onConfirm={() => restore.mutateAsync({ id: item.id, version: asked! })}
        onClose={() => setAsked(null)}
      />
    </EditorSection>
  );
}

const KNOWN_ACTIONS = ['create', 'update', 'restore', 'publish', 'schedule', 'archive', 'draft'];

function History({ id }: { id: number }) {
  const { t } = useTranslation('content');
  const history = useContentHistory(id);
  const headingId = useId();
  return (
    <EditorSection id={headingId} title={t('admin.history.title')}>
      <ol className="mt-2 space-y-2 text-sm">
        {history.data?.items.map((h, i) => (
          <li key={i}>
            <span className="font-semibold">
              {KNOWN_ACTIONS.includes(h.action) ? t(`admin.history.actions.${h.action}`) : h.action}
            </span>{' '}
            · {h.by ? h.by.name : t('admin.history.system')}
            <span className="block text-muted">
              <DateTimeText value={h.at} />
            </span>
          </li>
        ))}
      </ol>
    </EditorSection>
  );
}
