import type { ToastOptions } from 'react-toastify';

/** A link under a toast's message (to where the person can see the outcome of what they did). */
export interface ToastLink {
  href: string;
  label: string;
}
/** A toast's options: react-toastify's, and a link under the message. */
export type PortalToastOptions = ToastOptions & { link?: ToastLink };

type Listener = (message: string, options: PortalToastOptions) => void;
let listener: Listener | null = null;
let onDemand: (() => void) | null = null;
const pending: [string, PortalToastOptions][] = [];

/**
 * Shows a toast (`options.type` says which: success, error, …). react-toastify loads only when the
 * first toast is asked for, so public pages do not pay for it; until it has loaded, toasts wait in a queue.
 */
export function showToast(message: string, options: PortalToastOptions): void {
  if (listener) return listener(message, options);
  pending.push([message, options]);
  onDemand?.();
}

export function showErrorToast(message: string, options: PortalToastOptions): void {
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
