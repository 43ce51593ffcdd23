import type { ReactNode } from 'react';

/**
 * Something the person should know before they go on, that cannot be undone afterwards (a booking
 * that can no longer be changed once made): amber, beside the button it concerns, with a heading
 * word so that it is not told by colour alone.
 */
export function WarningNote({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="rounded-md border border-[#b7791f]/50 bg-[#fff6e5] px-4 py-3 text-[15px] text-[#5c3900]">
      <p className="font-bold">{title}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
