import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

type Weekly = { weekday: number; start: string; end: string };

/**
 * The columns a list of people who give sessions shares (the PT trainers, the golf pros): whether
 * they take bookings, their weekly hours, and edit / take out of booking. `headers` are the list's own.
 */
export function useStaffColumns<T extends { active: boolean }>({
  headers,
  nameOf,
  hoursOf,
  retireLabel,
  onEdit,
  onRetire,
}: {
  headers: { status: string; hours: string; actions: string };
  nameOf: (row: T) => string;
  hoursOf: (row: T) => Weekly[];
  retireLabel: string;
  onEdit: (row: T) => void;
  onRetire: (row: T) => void;
}): Column<T>[] {
  const { t } = useTranslation('pt');
  const hoursText = (row: T) => {
    const hours = hoursOf(row);
    return hours.length === 0
      ? t('pt:admin.noHours')
      : hours.map((h) => `${t(`pt:weekdays.${h.weekday}`)} ${h.start}–${h.end}`).join(', ');
  };
  return [
    {
      id: 'status',
      header: headers.status,
      card: 'aside',
      cell: (x) => (
        <StatusChip tone={x.active ? 'good' : 'muted'}>{x.active ? t('pt:admin.active') : t('pt:admin.inactive')}</StatusChip>
      ),
    },
    { id: 'hours', header: headers.hours, cell: hoursText },
    {
      id: 'actions',
      header: headers.actions,
      card: 'foot',
      cell: (x) => (
        <div className="flex flex-wrap gap-2 lg:flex-nowrap">
          <Button variant="secondary" aria-label={`${t('pt:admin.edit')}: ${nameOf(x)}`} onClick={() => onEdit(x)}>
            {t('pt:admin.edit')}
          </Button>
          {x.active && (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={`${retireLabel}: ${nameOf(x)}`}
              onClick={() => onRetire(x)}
            >
              {retireLabel}
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** A whole (unpaged) list of the wellness back office, as cards on small screens; its caption is for screen readers. */
export function WholeListTable<T>({
  caption,
  columns,
  query,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  query: { data?: { items: T[] }; isFetching: boolean; isError: boolean; error: Error | null };
  rowKey: (row: T) => number;
  empty: string;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      cards="md"
      columns={columns}
      rows={query.data?.items}
      rowKey={rowKey}
      loading={query.isFetching}
      error={query.isError ? (query.error?.message ?? null) : null}
      empty={<p className="text-muted">{empty}</p>}
      showTotal={false}
    />
  );
}

/**
 * Asks before taking a trainer or a pro out of booking (`label` names the act: remove, deactivate);
 * booked sessions stay. `onConfirm` does it and says so.
 */
export function RetireDialog<T>({
  person,
  nameOf,
  label,
  message,
  onConfirm,
  onClose,
}: {
  person: T | null;
  nameOf: (person: T) => string;
  label: string;
  message: (person: T) => string;
  onConfirm: (person: T) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('pt');
  return (
    <ConfirmDialog
      open={person !== null}
      title={person ? `${label}: ${nameOf(person)}` : ''}
      message={person ? message(person) : ''}
      confirmLabel={label}
      dismissLabel={t('pt:admin.cancel')}
      onConfirm={() => onConfirm(person!)}
      onClose={onClose}
    />
  );
}
