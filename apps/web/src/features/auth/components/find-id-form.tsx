import { findIdSchema } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { findId } from '../api';

/** Find ID by e-mail: the answer never says whether an account exists. */
export function FindIdForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const { field, formError, submit, formState } = useSchemaForm(findIdSchema, { defaultValues: { email: '' } });
  const onSubmit = submit(async (values) => {
    setSent(false);
    await findId(values);
    setSent(true);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-[15px] text-muted">{t('findAccount.findId.lead')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label={t('findAccount.findId.email')} type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {t('findAccount.findId.submit')}
      </Button>
      {sent && <FormAlert tone="success">{t('findAccount.findId.sent')}</FormAlert>}
    </form>
  );
}
