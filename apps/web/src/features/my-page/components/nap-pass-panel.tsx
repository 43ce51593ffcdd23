import type { NapPass } from '@tea/shared/reservations/sleeping-room.schema';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateText } from '../../../shared/ui/date-time-text';

/**
 * My Page's "paid nap-room pass" (spec §4): the person's unused passes, each with its sessions left and
 * its last valid day, or the spec's "No paid coupon" when there is none.
 */
export function NapPassPanel({ passes, loading, failed }: { passes: NapPass[] | undefined; loading: boolean; failed: boolean }) {
  const { t } = useTranslation(['amenities', 'myPage']);
  const columns: Column<NapPass>[] = [
    { id: 'pass', header: t('passes.pass'), rowHeader: true, card: 'title', cell: (p) => t(`passes.products.${p.product}`) },
    {
      id: 'left',
      header: t('passes.left'),
      numeric: true,
      card: 'aside',
      cell: (p) => t('passes.leftOf', { left: p.left, sessions: p.sessions }),
    },
    { id: 'expires', header: t('passes.expires'), card: 'line', cell: (p) => <DateText value={p.expiresOn} /> },
  ];
  return (
    <DataTable
      caption={t('passes.caption')}
      cards="sm"
      columns={columns}
      rows={passes}
      rowKey={(p) => p.id}
      loading={loading}
      error={failed ? t('myPage:passes.failed') : null}
      empty={t('passes.none')}
    />
  );
}
