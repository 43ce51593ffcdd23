import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormAlert } from './form/form-alert';
import { Modal } from './modal';

/**
 * A dialog that holds a form (the back office's, a visit's rejection): a title that names the dialog, and the form under it,
 * scrolled inside the dialog when taller than the screen. The form is mounted only while open, so
 * each opening starts from the record's current values.
 */
export function FormDialog({
  open,
  title,
  onClose,
  className,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={className}>
      <div className="max-h-[90vh] overflow-y-auto p-6">
        <h2 id={titleId} className="text-xl font-bold text-navy-900">
          {title}
        </h2>
        {children}
      </div>
    </Modal>
  );
}

/**
 * The form inside a FormDialog: a lead line saying what it acts on (when there is one), the form's
 * refusal, the fields, then Cancel (closes the dialog) and the submit button on the right.
 */
export function DialogForm({
  onSubmit,
  formError,
  submitting,
  lead,
  submitLabel,
  onCancel,
  danger = false,
  actionsClassName = 'pt-2',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  submitting: boolean;
  lead?: ReactNode;
  submitLabel: string;
  onCancel: () => void;
  /** A destructive action: the submit button in red, and no cancelling while it runs. */
  danger?: boolean;
  /** The spacing (and rule) above the buttons. */
  actionsClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A dialog opened from inside another form's components (the rich-text editor's link in the CMS
        // editor, rendered in <body>) sends only its own: React's submit event rises through the
        // components, not the document, and would reach the outer form too.
        event.stopPropagation();
        onSubmit(event);
      }}
      className={`${lead ? 'mt-3' : 'mt-5'} space-y-4`}
    >
      {lead && <p className="text-ink">{lead}</p>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {children}
      <div className={`flex justify-end gap-2 ${actionsClassName}`}>
        <Button variant="secondary" onClick={onCancel} disabled={danger && submitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
