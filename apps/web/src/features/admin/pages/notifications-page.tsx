import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from '@tea/shared/admin/admin-list.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox, useRetryNotification, type OutboxEntry } from '../api';
import { AdminPage } from '../components/admin-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { STATUS_TONES } from '../components/status-tones';
import { FilterForm, FilterSelect } from '../components/filter-form';
import type { Column } from '../../../shared/ui/data-table';
import { PagedTable } from '../components/paged-table';
import { useListParams } from '../../../shared/use-list-params';
import { EmailAddress } from '../../../shared/ui/email-address';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Button } from '../../../shared/ui/button';

const KEYS = ['channel', 'status'] as const;

/**
 * /admin/notifications: the outbox. E-mail kept without an SMTP server shows in full so the office
 * can pass it on; a message the job could not deliver after every retry can be tried again.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('admin');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const outbox = useOutbox({ page: list.page, size: list.size, ...filters });
  const retry = useRetryNotification();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const tryAgain = (n: OutboxEntry) => {
    setNotice(null);
    retry.mutateAsync(n.id).then(
      () => setNotice({ tone: 'success', text: t('outbox.retried') }),
      (e: unknown) => setNotice({ tone: 'error', text: e instanceof Error ? e.message : t('list.failed') }),
    );
  };

  const columns: Column<OutboxEntry>[] = [
    {
      id: 'when',
      header: t('outbox.when'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (n) => <DateTimeText value={n.createdAt} />,
    },
    { id: 'channel', header: t('outbox.channel'), cell: (n) => t(`outbox.channels.${n.channel}`) },
    {
      id: 'recipient',
      header: t('outbox.recipient'),
      cell: (n) => (n.recipient ? <EmailAddress value={n.recipient} /> : n.userId ? t('outbox.user', { id: n.userId }) : '—'),
    },
    {
      id: 'message',
      header: t('outbox.message'),
      rowHeader: true,
      className: 'max-w-md font-normal',
      cell: (n) => (
        <details>
          <summary className="cursor-pointer font-semibold text-navy-900">{n.subject}</summary>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{n.body}</p>
          {n.link && <p className="mt-2 text-sm break-all text-navy-800">{n.link}</p>}
          {n.error && <p className="mt-2 text-sm text-danger">{n.error}</p>}
        </details>
      ),
    },
    {
      id: 'status',
      header: t('outbox.status'),
      cell: (n) => (
        <>
          <StatusChip tone={STATUS_TONES[n.status]}>{t(`status.${n.status}`)}</StatusChip>
          {n.status === 'queued' && n.attempts > 0 && n.nextAttemptAt && (
            <p className="mt-1 text-sm text-ink">
              {t('outbox.tries', { count: n.attempts })} <DateTimeText value={n.nextAttemptAt} />
            </p>
          )}
          {n.status === 'dead' && (
            <>
              <p className="mt-1 text-sm text-ink">{t('outbox.deadAfter', { count: n.attempts })}</p>
              <Button variant="secondary" className="mt-2" onClick={() => tryAgain(n)} disabled={retry.isPending}>
                {t('outbox.retry')}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];

  return (
    <AdminPage title={t('outbox.title')} lead={t('outbox.lead')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('outbox.channel')}
          id="outbox-channel"
          name="channel"
          value={filters.channel}
          options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`outbox.channels.${c}`) }))}
        />
        <FilterSelect
          label={t('outbox.status')}
          id="outbox-status"
          name="status"
          value={filters.status}
          options={NOTIFICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </FilterForm>

      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>

      <PagedTable
        query={outbox}
        list={list}
        caption={t('outbox.title')}
        minWidth="min-w-[52rem]"
        columns={columns}
        rowKey={(n) => n.id}
      />
    </AdminPage>
  );
}
