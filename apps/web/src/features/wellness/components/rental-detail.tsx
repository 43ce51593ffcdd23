import { historyPath } from '@tea/shared/reservations/amenity-policies';
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { rentalFacts } from '@tea/shared/reservations/display-status';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SummaryRow } from '../../../shared/ui/booking-wizard';
import { Button } from '../../../shared/ui/button';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel } from '../../../shared/ui/service-page';
import { useRental } from '../api';
import { CancelRentalDialog } from './cancel-rental-dialog';
import { MembershipActions } from './membership-actions';
import { RentalPrice } from './rental-price';

const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

/** One of the person's rentals (/fitness-reservation/{kind}/{id}): its unit, period, price and deposit, and cancel before the start. */
export function RentalDetail({ id, kind }: { id: number; kind: RentalKind }) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const rental = useRental(id);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (rental.isPending) return <PageLoading />;
  const r = rental.data;
  if (!r || r.kind !== kind) {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">{t('page.notFound')}</FormAlert>
        <Link to={`/fitness-reservation/${kind}/0`} className={linkClass}>
          {t('page.newRental')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <Panel title={t(`unit.${r.kind}`, { number: r.number })}>
        <dl className="divide-y divide-line">
          <SummaryRow term={t('confirm.reference')}>{r.reference}</SummaryRow>
          <SummaryRow term={t('history.columns.status')}>
            <BookingStatusChip facts={rentalFacts(r)} />
          </SummaryRow>
          <SummaryRow term={t('export.zone')}>{t(`zones.${r.zone}`)}</SummaryRow>
          <SummaryRow term={t('confirm.period')}>
            {t('confirm.periodValue', { start: format.date(r.start), end: format.date(r.lastDay), count: r.months })}
          </SummaryRow>
          <SummaryRow term={t('history.columns.deposit')}>{t(`deposit.${r.depositState}`)}</SummaryRow>
        </dl>
      </Panel>
      <MembershipActions
        holding={{ kind: r.kind, id: r.id, start: r.start, lastDay: r.lastDay, unit: t(`unit.${r.kind}`, { number: r.number }) }}
        onNotice={setNotice}
      />
      <Panel title={t('confirm.price')}>
        <RentalPrice lines={r.priceLines} total={r.total} />
      </Panel>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {r.canCancel && (
          <Button variant="secondary" className="text-danger" onClick={() => setCancelling(true)}>
            {t('history.cancel')}
          </Button>
        )}
        <Link to={historyPath(r.kind)} className={linkClass}>
          {t('wizard.history')}
        </Link>
      </div>
      <CancelRentalDialog
        booking={cancelling ? r : null}
        onClose={() => setCancelling(false)}
        onDone={() => setNotice(t('history.cancelled'))}
      />
    </div>
  );
}
