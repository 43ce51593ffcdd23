import { useId, type ReactNode } from 'react';
import { Modal } from '../../../shared/ui/modal';

/**
 * The back office's dialogs that hold a form: a title that names the dialog, and the form under it,
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
