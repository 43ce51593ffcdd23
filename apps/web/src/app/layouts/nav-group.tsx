import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { visibleEntries, type MenuGroup } from './menu';

/** One desktop menu group: a disclosure button that opens on hover, click or keyboard; Escape closes it. */
export function NavGroup({ group, loggedIn, tone }: { group: MenuGroup; loggedIn: boolean; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  // A mouse opens the group on hover; its click then must not close it again.
  const openedByHover = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const text = tone === 'light' ? 'text-white hover:text-gold-500' : 'text-navy-900 hover:text-navy-700';
  return (
    <li
      ref={ref}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((v) => !v);
        }}
        className={`flex h-16 items-center gap-1 px-3 text-[15px] font-semibold ${text}`}
      >
        {t(group.label)}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={open ? 'rotate-180' : ''}>
          <path d="M1 3l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-40 min-w-52 -translate-x-1/2 rounded-lg border border-line bg-white py-2 shadow-lg"
      >
        {visibleEntries(group, loggedIn).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="block px-4 py-2 text-sm text-ink hover:bg-navy-50 hover:text-navy-800">
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
