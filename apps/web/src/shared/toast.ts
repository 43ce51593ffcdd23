import type { ToastOptions } from 'react-toastify';

type Listener = (message: string, options: ToastOptions) => void;
let listener: Listener | null = null;
let onDemand: (() => void) | null = null;
const pending: [string, ToastOptions][] = [];

/**
 * Shows a toast (`options.type` says which: success, error, …). react-toastify loads only when the
 * first toast is asked for, so public pages do not pay for it; until it has loaded, toasts wait in a queue.
 */
export function showToast(message: string, options: ToastOptions): void {
  if (listener) return listener(message, options);
  pending.push([message, options]);
  onDemand?.();
}

export function showErrorToast(message: string, options: ToastOptions): void {
  showToast(message, { ...options, type: 'error' });
}

/** The app's toast area calls this once react-toastify has loaded; queued toasts show then. */
export function setToastListener(next: Listener): void {
  listener = next;
  for (const [message, options] of pending.splice(0)) next(message, options);
}

/** The app shell learns here that a toast is waiting and loads the toast area. */
export function onToastDemand(callback: () => void): () => void {
  onDemand = callback;
  if (pending.length > 0) callback();
  return () => {
    onDemand = null;
  };
}
