import { COMPLAINT_TYPES } from '@tea/shared/voc/complaint.rules';
import { SLA_DAYS_MAX, SLA_HOURS_MAX } from '@tea/shared/voc/complaint-sla';
import type { SlaTargets } from '@tea/shared/voc/complaint.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ColumnHeaders } from '../../../shared/ui/column-headers';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { AdminSection } from './admin-section';
import { useSaveSlaTargets, useSlaTargets } from '../voc-api';

type Target = SlaTargets['targets'][number];

/** The SLA targets per complaint type, edited in place and saved together. */
export function VocSlaTargets() {
  const { t } = useTranslation('voc');
  const targets = useSlaTargets();
  return (
    <AdminSection id="voc-sla" title={t('admin.targets')}>
      {targets.data && <TargetsForm key={JSON.stringify(targets.data)} initial={targets.data.targets} />}
    </AdminSection>
  );
}

function TargetsForm({ initial }: { initial: Target[] }) {
  const { t } = useTranslation('voc');
  const save = useSaveSlaTargets();
  const [rows, setRows] = useState(initial);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = (type: Target['type'], key: 'firstResponseHours' | 'resolutionDays', value: number) =>
    setRows((current) => current.map((r) => (r.type === type ? { ...r, [key]: value } : r)));
  const number = (row: Target, key: 'firstResponseHours' | 'resolutionDays', max: number) => (
    <input
      type="number"
      min={1}
      max={max}
      required
      aria-label={`${t(`types.${row.type}`)}: ${t(`admin.${key}`)}`}
      value={row[key]}
      onChange={(e) => change(row.type, key, Number(e.target.value))}
      className="h-11 w-20 rounded-md border border-line bg-white px-3 text-base text-ink"
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setNotice(null);
        try {
          await save.mutateAsync({ targets: rows });
          setNotice({ tone: 'success', text: t('admin.targetsSaved') });
        } catch (error) {
          setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
        }
      }}
      className="space-y-4"
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse text-left text-[15px]">
          <caption className="sr-only">{t('admin.targetsCaption')}</caption>
          <thead>
            <tr className="border-b border-line">
              <ColumnHeaders
                labels={[t('list.type'), t('admin.firstResponseHours'), t('admin.resolutionDays')]}
                className="py-2 pr-4 last:pr-0"
              />
            </tr>
          </thead>
          <tbody>
            {COMPLAINT_TYPES.map((type) => {
              const row = rows.find((r) => r.type === type)!;
              return (
                <tr key={type} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {t(`types.${type}`)}
                  </th>
                  <td className="py-2 pr-4">{number(row, 'firstResponseHours', SLA_HOURS_MAX)}</td>
                  <td className="py-2">{number(row, 'resolutionDays', SLA_DAYS_MAX)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
      <Button type="submit" busy={save.isPending}>
        {t('admin.saveTargets')}
      </Button>
    </form>
  );
}
