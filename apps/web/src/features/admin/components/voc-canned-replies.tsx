import { CANNED_REPLY_TITLE_MAX, COMPLAINT_ANSWER_MAX } from '@tea/shared/voc/complaint.rules';
import { cannedReplySchema, type CannedReply, type CannedReplyInput } from '@tea/shared/voc/complaint.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../voc-api';
import { AdminSection } from './admin-section';
import { SchemaDialogForm } from './schema-dialog-form';
import { NoticeLine, type Notice } from './notice-line';

/** The canned replies the answer dialog offers (decision 0057): listed, added, edited and deleted here. */
export function VocCannedReplies() {
  const { t, i18n } = useTranslation('voc');
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const title = (r: CannedReply) => (i18n.language === 'en' ? r.titleEn : r.titleKo);
  return (
    <AdminSection id="voc-replies" title={t('admin.replies')} intro={t('admin.repliesIntro')}>
      <NoticeLine notice={notice} />
      <ul className="divide-y divide-line rounded-md border border-line bg-white">
        {replies.data?.items.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-2 px-4 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-navy-900">{title(r)}</p>
              <p className="truncate text-sm text-muted">{i18n.language === 'en' ? r.bodyEn : r.bodyKo}</p>
            </div>
            <Button variant="ghost" aria-label={`${t('admin.editReply')}: ${title(r)}`} onClick={() => setEditing(r)}>
              {t('admin.editReply')}
            </Button>
            <Button variant="ghost" aria-label={`${t('admin.deleteReply')}: ${title(r)}`} onClick={() => setDeleting(r)}>
              {t('admin.deleteReply')}
            </Button>
          </li>
        ))}
        {replies.data?.items.length === 0 && <li className="px-4 py-3 text-muted">{t('admin.repliesEmpty')}</li>}
      </ul>
      <Button variant="secondary" className="mt-4" onClick={() => setEditing('new')}>
        {t('admin.addReply')}
      </Button>
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('admin.addReply') : t('admin.editReply')}
        className="w-[min(96vw,56rem)]"
      >
        {editing !== null && (
          <ReplyForm
            reply={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setNotice({ tone: 'success', text: t('admin.replySaved') });
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deleteReplyTitle')}
        message={t('admin.deleteReplyText', { title: deleting ? title(deleting) : '' })}
        confirmLabel={t('admin.deleteReply')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          setNotice({ tone: 'success', text: t('admin.replyDeleted') });
        }}
      />
    </AdminSection>
  );
}

function ReplyForm({ reply, onClose, onSaved }: { reply: CannedReply | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('voc');
  const save = useSaveCannedReply();
  const form = useSchemaForm<CannedReplyInput>(cannedReplySchema, {
    defaultValues: reply
      ? { titleKo: reply.titleKo, titleEn: reply.titleEn, bodyKo: reply.bodyKo, bodyEn: reply.bodyEn }
      : { titleKo: '', titleEn: '', bodyKo: '', bodyEn: '' },
  });
  const onSubmit = form.submit(async (input) => {
    await save.mutateAsync({ id: reply?.id ?? null, input });
    onSaved();
  });
  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('admin.saveReply')} onCancel={onClose}>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['Ko', 'En'] as const).map((lang) => (
          <fieldset key={lang} className="space-y-4">
            <legend className="mb-2 font-bold text-navy-900">{t(`admin.replyIn${lang}`)}</legend>
            <TextField
              label={t(`admin.replyTitle${lang}`)}
              required
              lang={lang.toLowerCase()}
              maxLength={CANNED_REPLY_TITLE_MAX}
              {...form.field(`title${lang}`)}
            />
            <TextAreaField
              label={t(`admin.replyBody${lang}`)}
              required
              lang={lang.toLowerCase()}
              maxLength={COMPLAINT_ANSWER_MAX}
              {...form.field(`body${lang}`)}
            />
          </fieldset>
        ))}
      </div>
    </SchemaDialogForm>
  );
}
