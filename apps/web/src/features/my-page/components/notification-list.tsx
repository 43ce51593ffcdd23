import type { MyNotification } from '@tea/shared/accounts/profile.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { useMarkNotificationsRead, useMyNotifications } from '../../../shared/notifications';
import { Card, LoadState } from './page-header';
import { DateTimeText } from '../../../shared/ui/date-time-text';

/** A link of this site (given as a path or as a full address of this origin) as a path for the router, else null. */
function internalPath(link: string): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function Item({ item }: { item: MyNotification }) {
  const { t } = useTranslation('myPage');
  const unread = item.readAt === null;
  const path = item.link ? internalPath(item.link) : null;
  const linkClass = 'mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-navy-800 underline underline-offset-4';
  return (
    <li className={`flex gap-3 py-3 ${unread ? '' : 'opacity-90'}`}>
      <span
        aria-hidden="true"
        className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-gold-700' : 'bg-transparent ring-1 ring-line'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {unread && (
            <span className="rounded bg-navy-900 px-1.5 py-0.5 text-xs font-bold text-white">{t('notifications.unread')}</span>
          )}
          <span className={`break-words ${unread ? 'font-bold text-navy-900' : 'text-ink'}`}>{item.subject}</span>
        </p>
        <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{item.body}</p>
        <p className="mt-1 text-xs text-muted">
          <DateTimeText value={item.createdAt} />
        </p>
        {item.link &&
          (path ? (
            <Link to={path} className={linkClass}>
              {t('notifications.open')}
              <span className="sr-only">: {item.subject}</span>
            </Link>
          ) : (
            <a href={item.link} className={linkClass} rel="noopener noreferrer">
              {t('notifications.open')}
              <span className="sr-only">: {item.subject}</span>
            </a>
          ))}
      </div>
    </li>
  );
}

/** The latest in-app notifications with the unread ones marked, and "mark all read". */
export function NotificationList() {
  const { t } = useTranslation('myPage');
  const list = useMyNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Card
      title={t('notifications.title')}
      id="my-notifications-title"
      action={
        unread > 0 ? (
          <Button variant="ghost" className="-mx-2 text-sm" busy={markRead.isPending} onClick={() => markRead.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        ) : undefined
      }
    >
      <LoadState query={list} errorText={t('notifications.loadFailed')} />
      {list.data && (
        <>
          <p className="text-sm text-muted" role="status">
            {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
          </p>
          {list.data.items.length === 0 ? (
            <p className="py-6 text-center text-muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {list.data.items.map((item) => (
                <Item key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
