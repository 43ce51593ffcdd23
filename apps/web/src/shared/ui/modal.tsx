import { useEffect, useRef, type ReactNode } from 'react';

/** A native <dialog> shown as modal while `open` (its ref), closed when not. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal dialog on the native <dialog>: focus moves in and stays, Escape closes, focus returns.
 * `open` is controlled; `onClose` runs when the person closes it in any way.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      className={`m-auto w-[min(92vw,32rem)] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
