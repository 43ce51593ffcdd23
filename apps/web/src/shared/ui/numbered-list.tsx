import type { ReactNode } from 'react';

/**
 * An ordered list of steps, each led by its number in a navy disc (hidden from screen readers, which
 * count the items themselves). `numberClassName` sizes and colours the disc; `children` draws a step.
 */
export function NumberedList<T extends string>({
  items,
  className,
  itemClassName,
  numberClassName,
  children,
}: {
  items: readonly T[];
  className: string;
  itemClassName: string;
  numberClassName: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ol className={className}>
      {items.map((item, i) => (
        <li key={item} className={itemClassName}>
          <span
            aria-hidden="true"
            className={`grid shrink-0 place-items-center rounded-full bg-navy-900 font-bold ${numberClassName}`}
          >
            {i + 1}
          </span>
          {children(item)}
        </li>
      ))}
    </ol>
  );
}
