import { LEASE_CONSENT_ROWS } from '@tea/shared/lease/lease-inquiry.rules';
import { useTranslation } from 'react-i18next';
import { ColumnHeaders } from '../../../shared/ui/column-headers';
import { TableRegion } from '../../../shared/ui/table-region';

/** The itemised consent (DESIGN.md §4, PIPA): items collected, purpose and retention, one row per use. */
export function ConsentTable() {
  const { t } = useTranslation('lease');
  return (
    // On a phone it scrolls sideways: a labelled region keyboard users can scroll too.
    <TableRegion caption={t('consent.caption')} minWidth="min-w-[18rem]">
      <thead>
        <tr className="bg-navy-50 text-navy-900">
          <ColumnHeaders
            labels={[t('consent.itemsHeader'), t('consent.purposeHeader'), t('consent.retentionHeader')]}
            className="border border-line px-3 py-2 font-semibold"
          />
        </tr>
      </thead>
      <tbody>
        {LEASE_CONSENT_ROWS.map((row) => (
          <tr key={row.items}>
            <td className="border border-line px-3 py-2 align-top">{t(row.items)}</td>
            <td className="border border-line px-3 py-2 align-top">{t(row.purpose)}</td>
            <td className="border border-line px-3 py-2 align-top font-semibold">{t(row.retention)}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
