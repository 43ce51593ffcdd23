import { NumberedList } from '../../../shared/ui/numbered-list';

type Variant = 'check' | 'warning';

const ICONS: Record<Variant, { path: string; className: string }> = {
  check: { path: 'M5 12.5l4.5 4.5L19 7.5', className: 'text-gold-700' },
  warning: {
    path: 'M12 8v5m0 3.5v.5M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
    className: 'text-danger',
  },
};

/** A bulleted list of features or rules; `warning` marks penalties such as no-show restrictions. */
export function RulesList({ items, variant = 'check', columns = 1 }: { items: string[]; variant?: Variant; columns?: 1 | 2 }) {
  const icon = ICONS[variant];
  return (
    <ul className={`grid gap-2.5 ${columns === 2 ? '@xl:grid-cols-2 @xl:gap-x-6' : ''}`}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2.5 leading-7 ${variant === 'warning' ? 'text-ink' : ''}`}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`mt-1 h-5 w-5 shrink-0 ${icon.className}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icon.path} />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a procedure (how to book). */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <NumberedList
      items={steps}
      className="grid gap-3"
      itemClassName="flex gap-3 leading-7"
      numberClassName="mt-0.5 h-6 w-6 text-xs text-white"
    >
      {(step) => <span>{step}</span>}
    </NumberedList>
  );
}
