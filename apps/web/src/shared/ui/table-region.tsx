import { useId, type ReactNode } from 'react';

/**
 * A table that scrolls sideways on narrow screens: the scrolling box (positioned, so that visually hidden text inside stays inside) is a labelled, focusable
 * region so keyboard users can scroll it too, and a shadow at an edge shows there is more that
 * way (`scroll-shadows` in styles.css). The caption names the table. Lists use it through
 * `DataTable`; a grid that is not a list of records (a month calendar) uses it directly.
 */
export function TableRegion({
  caption,
  children,
  captionHidden = true,
  minWidth = 'min-w-[40rem]',
  busy = false,
}: {
  caption: string;
  children: ReactNode;
  captionHidden?: boolean;
  /** A Tailwind min-width class: wide tables keep readable columns and scroll sideways on phones. */
  minWidth?: string;
  /** While its rows load or reload (`aria-busy`). */
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="scroll-shadows relative overflow-x-auto rounded-lg border border-line"
    >
      <table aria-busy={busy || undefined} className={`w-full ${minWidth} border-collapse text-left text-[15px]`}>
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

/** A row spanning the table: loading, empty or failed; on a phone it stays in view while the table scrolls. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-muted sm:text-center">
        <span className="sticky left-3 inline-block max-w-[calc(100vw-5rem)]">{children}</span>
      </td>
    </tr>
  );
}
