import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useMyNotifications } from '../../shared/notifications';
import { useHeaderPopup } from './use-header-popup';

function BellIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 8a6 6 0 1112 0c0 7 3 8 3 8H3s3-1 3-8" strokeLinejoin="round" />
      <path d="M10.3 20a1.94 1.94 0 003.4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's bell: the unread count, and on opening, the latest notifications, which are then
 * marked read (they stay marked as new in the open list until it closes). Asks again every minute.
 */
export function NotificationBell({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const list = useMyNotifications({ poll: true });
  const markRead = useMarkNotificationsRead();
  const { open, setOpen, id: panelId, container } = useHeaderPopup();
  const [shown, setShown] = useState<typeof list.data>(undefined);

  const unread = list.data?.unread ?? 0;
  const toggle = () => {
    if (open) return setOpen(false);
    setShown(list.data); // the list as it was when opened: what was new stays marked while it is read
    setOpen(true);
    if (unread > 0) markRead.mutate();
  };
  const text = tone === 'light' ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-navy-50';
  const items = shown?.items ?? list.data?.items ?? [];

  return (
    <div className="relative" {...container}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={toggle}
        className={`relative grid h-9 w-9 place-items-center rounded-md ${text}`}
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-bold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-white text-ink shadow-lg"
      >
        <p className="border-b border-line px-4 py-3 text-sm font-bold text-navy-900">{t('bell.title')}</p>
        {items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted">{t('bell.empty')}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-line overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className="px-4 py-3">
                <p className="flex items-start gap-2 text-sm">
                  {item.readAt === null && (
                    <span className="mt-0.5 shrink-0 rounded bg-navy-900 px-1.5 py-0.5 text-[11px] font-bold text-white">
                      {t('bell.new')}
                    </span>
                  )}
                  <span className={item.readAt === null ? 'font-bold text-navy-900' : ''}>{item.subject}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/my-page#my-notifications-title"
          className="block border-t border-line px-4 py-3 text-center text-sm font-semibold text-navy-800 hover:bg-navy-50"
        >
          {t('bell.all')}
        </Link>
      </div>
    </div>
  );
}
