import { linkInputSchema, LINK_HREF_MAX } from '@tea/shared/content/content.schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form/text-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { SchemaDialogForm } from './schema-dialog-form';

/**
 * The rich-text editor's link: the address checked by the same rule as the server's sanitiser
 * (http(s), mailto, tel or a portal path), so a link the body could not keep is refused here, with
 * the reason, instead of vanishing on save.
 */
export function LinkDialog({ open, onClose, onLink }: { open: boolean; onClose: () => void; onLink: (href: string) => void }) {
  const { t } = useTranslation('content');
  return (
    <FormDialog open={open} onClose={onClose} title={t('admin.editor.linkTitle')}>
      {open && <LinkForm onClose={onClose} onLink={onLink} />}
    </FormDialog>
  );
}

function LinkForm({ onClose, onLink }: { onClose: () => void; onLink: (href: string) => void }) {
  const { t } = useTranslation('content');
  const form = useSchemaForm(linkInputSchema, { defaultValues: { href: 'https://' } });
  const { field, submit } = form;
  return (
    <SchemaDialogForm
      onSubmit={submit(async ({ href }) => onLink(href))}
      form={form}
      submitLabel={t('admin.editor.linkInsert')}
      onCancel={onClose}
    >
      <TextField
        label={t('admin.editor.linkUrl')}
        hint={t('admin.editor.linkHint')}
        required
        type="text"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LINK_HREF_MAX}
        {...field('href')}
      />
    </SchemaDialogForm>
  );
}
