import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Card } from './page-header';

/**
 * A form of Edit info in its card (`edit.{part}` texts): the card's heading names the form; the form's
 * refusal, or the success message once saved, above the fields; the submit button at the end.
 */
export function CardForm({
  part,
  onSubmit,
  formError,
  saved,
  submitting,
  children,
}: {
  part: 'profile' | 'password';
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  /** Whether the last submit saved (until the next one). */
  saved: boolean;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('myPage');
  const id = `edit-${part}-title`;
  return (
    <Card title={t(`edit.${part}.title`)} id={id}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={id}>
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t(`edit.${part}.saved`)}</FormAlert>}
        {children}
        <div className="flex justify-end pt-1">
          <Button type="submit" busy={submitting} className="w-full sm:w-auto sm:min-w-40">
            {t(`edit.${part}.submit`)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
