import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list of links, one an item: the list's own attributes (its layout), the links' classes, and what
 * each link says (`children` of the item).
 */
export function LinkList<T extends { to: string }>({
  items,
  linkClassName,
  children,
  ...list
}: Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  items: readonly T[];
  linkClassName: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName}>
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
