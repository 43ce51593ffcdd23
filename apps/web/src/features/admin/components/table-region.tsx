import { useId, type ReactNode } from 'react';

/**
 * A table that scrolls sideways on narrow screens: the scrolling box is a labelled, focusable
 * region so keyboard users can scroll it too. The caption names the table.
 */
export function TableRegion({
  caption,
  children,
  captionHidden = true,
  minWidth = 'min-w-[40rem]',
}: {
  caption: string;
  children: ReactNode;
  captionHidden?: boolean;
  /** A Tailwind min-width class: wide tables keep readable columns and scroll sideways on phones. */
  minWidth?: string;
}) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className={`w-full ${minWidth} border-collapse text-left text-[15px]`}>
        <caption id={id} className={captionHidden ? 'sr-only' : 'px-4 pt-3 text-left font-bold text-navy-900'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const th = 'border-b border-line bg-navy-50 px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-navy-900';
export const td = 'border-b border-line px-3 py-2.5 align-top text-ink';

/** A row spanning the table: loading, empty or failed. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}
