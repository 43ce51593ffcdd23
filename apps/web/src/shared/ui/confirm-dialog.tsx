import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormAlert } from './form/form-alert';
import { Modal } from './modal';

/**
 * Asks before an action that cannot be taken back (DESIGN.md §10 ConfirmDialog): the title, what
 * follows, dismiss and confirm. `onConfirm` runs the action; while it runs the dialog stays open and
 * busy, a failure shows inside it (nothing is lost), success closes it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  dismissLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless that would be ambiguous (cancelling a booking). */
  dismissLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`}>
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">
          {title}
        </h2>
        <div className="mt-3 text-ink">{message}</div>
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {dismissLabel ?? t('common:actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
