import { useEffect } from 'react';

/**
 * A row of tabs (the ARIA tabs pattern): the chosen one is selected and in the tab order, the arrow
 * keys move between them. On a phone the row scrolls sideways and keeps the chosen tab in view (one
 * chosen by a link, say). Each tab is `${idPrefix}-${id}`, the panel it controls `panelId`, which
 * the caller renders with `role="tabpanel"` and `aria-labelledby={tabId(idPrefix, current)}`.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onChoose,
  panelId,
  idPrefix = 'tab',
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  current: T;
  onChoose: (id: T) => void;
  panelId: string;
  idPrefix?: string;
}) {
  // (A body, not an arrow's value: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    document.getElementById(tabId(idPrefix, current))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [idPrefix, current]);
  return (
    <div
      role="tablist"
      aria-label={label}
      className="scroll-shadows relative -mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-line px-4"
    >
      {tabs.map((x, i) => (
        <button
          key={x.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, x.id)}
          aria-selected={x.id === current}
          aria-controls={panelId}
          tabIndex={x.id === current ? 0 : -1}
          onClick={() => onChoose(x.id)}
          onKeyDown={(e) => {
            const next =
              e.key === 'ArrowRight'
                ? tabs[(i + 1) % tabs.length]
                : e.key === 'ArrowLeft'
                  ? tabs[(i + tabs.length - 1) % tabs.length]
                  : null;
            if (!next) return;
            e.preventDefault();
            onChoose(next.id);
            document.getElementById(tabId(idPrefix, next.id))?.focus();
          }}
          className={`min-h-11 shrink-0 border-b-4 px-4 text-[15px] whitespace-nowrap ${x.id === current ? 'border-navy-900 font-bold text-navy-900' : 'border-transparent text-muted hover:text-navy-900'}`}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}

export const tabId = (prefix: string, id: string) => `${prefix}-${id}`;
