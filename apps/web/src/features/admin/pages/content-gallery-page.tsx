import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { StatusChip } from '../../../shared/ui/status-chip';
import { UploadImage } from '../../../shared/ui/upload-image';
import { GalleryPhotoDialog } from '../components/gallery-photo-dialog';
import { SectionTabsShell } from '../components/section-tabs-shell';
import {
  useDeleteGalleryPhoto,
  useMoveGalleryPhoto,
  useOfficeGallery,
  usePublishGalleryPhoto,
  type AdminGalleryPhoto,
} from '../gallery-api';

/**
 * /admin/content/gallery: the photos of /gallery in their order, hidden ones too, with missing
 * English flagged; add one (upload, titles, captions), edit its texts, move it up or down, show or
 * hide it, delete it after a confirmation.
 */
export default function ContentGalleryPage() {
  const { t } = useTranslation('admin');
  const photos = useOfficeGallery();
  const publish = usePublishGalleryPhoto();
  const move = useMoveGalleryPhoto();
  const remove = useDeleteGalleryPhoto();
  const [editing, setEditing] = useState<AdminGalleryPhoto | null | 'new'>(null);
  const [removing, setRemoving] = useState<AdminGalleryPhoto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = photos.data;

  const columns: Column<AdminGalleryPhoto>[] = [
    {
      id: 'photo',
      header: t('contentGallery.columns.photo'),
      cell: (p) => <UploadImage id={p.uploadId} alt="" className="aspect-[8/5] w-32 rounded bg-navy-50 object-cover" />,
    },
    {
      id: 'title',
      header: t('contentGallery.columns.title'),
      rowHeader: true,
      card: 'title',
      cell: (p) => (
        <div>
          <span className="font-semibold text-navy-900" lang="ko">
            {p.titleKo}
          </span>
          <span className="block text-sm text-muted" lang="en">
            {p.titleEn || '—'}
          </span>
        </div>
      ),
    },
    {
      id: 'state',
      header: t('contentGallery.columns.state'),
      card: 'aside',
      cell: (p) => (
        <span className="flex flex-wrap gap-1">
          <StatusChip tone={p.published ? 'good' : 'muted'}>
            {t(p.published ? 'contentGallery.states.published' : 'contentGallery.states.hidden')}
          </StatusChip>
          {p.missingEnglish && <StatusChip tone="warn">{t('contentGallery.missingEnglish')}</StatusChip>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      card: 'foot',
      cell: (p) => {
        const at = (rows ?? []).indexOf(p);
        return (
          <div className="-my-2 flex flex-wrap gap-1">
            <Button variant="ghost" aria-label={t('contentGallery.editOf', { title: p.titleKo })} onClick={() => setEditing(p)}>
              {t('contentGallery.edit')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t(p.published ? 'contentGallery.hideOf' : 'contentGallery.publishOf', { title: p.titleKo })}
              onClick={() =>
                publish.mutate(
                  { id: p.id, published: !p.published },
                  {
                    onSuccess: () =>
                      setNotice(
                        t(p.published ? 'contentGallery.hidden' : 'contentGallery.publishedNotice', { title: p.titleKo }),
                      ),
                  },
                )
              }
            >
              {t(p.published ? 'contentGallery.hide' : 'contentGallery.publish')}
            </Button>
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                variant="ghost"
                disabled={move.isPending || (direction === 'up' ? at === 0 : at === (rows ?? []).length - 1)}
                aria-label={t(`contentGallery.${direction}Of`, { title: p.titleKo })}
                onClick={() =>
                  move.mutate(
                    { id: p.id, direction },
                    { onSuccess: () => setNotice(t('contentGallery.moved', { title: p.titleKo })) },
                  )
                }
              >
                {direction === 'up' ? '↑' : '↓'}
              </Button>
            ))}
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={t('contentGallery.removeOf', { title: p.titleKo })}
              onClick={() => setRemoving(p)}
            >
              {t('contentGallery.remove')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <SectionTabsShell
      group="content"
      title={t('contentGallery.title')}
      lead={t('contentGallery.lead')}
      actions={<Button onClick={() => setEditing('new')}>{t('contentGallery.add')}</Button>}
    >
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      <DataTable
        caption={t('contentGallery.caption')}
        minWidth="min-w-[48rem]"
        cards="md"
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.id)}
        loading={photos.isFetching}
        error={photos.isError ? t('list.failed') : null}
        empty={t('contentGallery.empty')}
      />
      <GalleryPhotoDialog
        open={editing !== null}
        photo={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(title) => {
          setNotice(t(editing === 'new' ? 'contentGallery.added' : 'contentGallery.saved', { title }));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('contentGallery.removeTitle')}
        message={removing ? t('contentGallery.removeMessage', { title: removing.titleKo }) : ''}
        confirmLabel={t('contentGallery.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const photo = removing!;
          await remove.mutateAsync(photo.id);
          setNotice(t('contentGallery.removed', { title: photo.titleKo }));
        }}
      />
    </SectionTabsShell>
  );
}
