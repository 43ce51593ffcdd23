import type { ReactNode } from 'react';

/** A message above or below a form: an error (announced at once) or a success. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-danger/40 bg-[#fdf1f0] text-danger',
    success: 'border-[#1f7a4d]/40 bg-[#eef8f2] text-[#17603c]',
    info: 'border-line bg-navy-50 text-ink',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-[15px] ${styles}`}>
      {children}
    </div>
  );
}
