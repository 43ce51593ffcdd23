import { addDays, addMonths } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { FormAlert } from '../ui/form/form-alert';
import { Money } from '../ui/money';
import { BookingStatusChip } from '../ui/booking-status-chip';
import { useCancelGx, useMyGxRegistrations, type GxRegistration } from './gx-api';
import { useGxFormat } from './gx-format';

/**
 * A registration in the one status vocabulary (decision 0064): registered is confirmed until the first
 * session, in use through the program's month, finished after; a waiting place says its number.
 */
function GxStatus({ registration: r }: { registration: GxRegistration }) {
  const { t } = useGxFormat();
  const monthEnd = addDays(addMonths(`${r.program.month}-01`, 1), -1);
  const facts = {
    status: r.status === 'registered' ? ('confirmed' as const) : r.status,
    date: r.program.firstSession,
    lastDay: monthEnd,
  };
  return (
    <span className="flex flex-col items-start gap-1">
      <BookingStatusChip
        facts={facts}
        label={r.status === 'waitlisted' ? t('history.position', { position: r.position }) : undefined}
      />
      {r.cancelledBy && <span className="text-sm text-muted">{t(`history.cancelledBy.${r.cancelledBy}`)}</span>}
    </span>
  );
}

/**
 * The person's GX registrations, newest first, with status (the place in line when waitlisted); a
 * withdrawal asks first and shows the refund. The wellness history's GX tab and the amenity history's
 * fitness tab both list them.
 */
export default function GxRegistrations() {
  const f = useGxFormat();
  const { t } = f;
  const list = useMyGxRegistrations();
  const cancel = useCancelGx();
  const [cancelling, setCancelling] = useState<GxRegistration | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<GxRegistration>[] = [
    {
      id: 'program',
      header: t('history.program'),
      rowHeader: true,
      card: 'title',
      cell: (r) => `${r.program.name} · ${f.month(r.program.month)}`,
    },
    { id: 'status', header: t('history.status'), card: 'aside', cell: (r) => <GxStatus registration={r} /> },
    { id: 'days', header: t('gx.days'), cell: (r) => `${f.days(r.program.weekdays)} ${r.program.start}–${r.program.end}` },
    { id: 'instructor', header: t('gx.instructor'), cell: (r) => r.program.instructor },
    { id: 'first', header: t('register.firstSession'), cell: (r) => f.date(r.program.firstSession) },
    {
      id: 'total',
      header: t('history.total'),
      cell: (r) => (
        <span>
          <Money amount={r.total} />
          {r.fee > 0 && <span className="block text-sm text-muted">{t('history.fee', { fee: f.krw(r.fee) })}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('history.actions')}</span>,
      card: 'foot',
      cell: (r) =>
        r.withdrawal.allowed ? (
          <Button variant="secondary" aria-label={`${t('history.cancel')}: ${r.program.name}`} onClick={() => setCancelling(r)}>
            {t('history.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="space-y-4">
      <div aria-live="polite">{done && <FormAlert tone="success">{done}</FormAlert>}</div>
      <DataTable
        caption={t('history.caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? t('errors:SERVER_ERROR') : null}
        empty={
          <>
            <p className="font-semibold text-ink">{t('history.empty')}</p>
            <Link
              to="/tenant-service/amenities/wellness-center-gx/reservation"
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white"
            >
              {t('history.book')}
            </Link>
          </>
        }
        cards="always"
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('history.cancelTitle')}
        message={
          cancelling && (
            <>
              <span className="block">
                {t('history.cancelBody', { program: cancelling.program.name, month: f.month(cancelling.program.month) })}
              </span>
              <span className="mt-2 block font-semibold">
                {cancelling.withdrawal.fee > 0
                  ? t('history.refund', { refund: f.krw(cancelling.withdrawal.refund), fee: f.krw(cancelling.withdrawal.fee) })
                  : t('history.noFee')}
              </span>
            </>
          )
        }
        confirmLabel={t('history.confirmCancel')}
        dismissLabel={t('history.keep')}
        danger
        onConfirm={async () => {
          await cancel.mutateAsync(cancelling!.id);
          setDone(t('history.cancelled'));
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
