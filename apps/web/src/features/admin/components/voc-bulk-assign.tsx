import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SelectionBar } from '../../../shared/ui/data-selection';
import { SelectField } from '../../../shared/ui/form/select-field';
import { useBulkAssignComplaints, useVocStaff } from '../voc-api';
import type { Notice } from './notice-line';

/** How many titles the confirmation names before it says "and N more". */
const NAMED = 5;

/**
 * The complaint desk's bulk assignment (decision 0057): the chosen complaints, a staff member, and one
 * confirmation that sums up what happens (how many, to whom, how many change hands) before anything does.
 */
export function VocBulkAssign({
  chosen,
  onDone,
}: {
  chosen: ComplaintSummary[];
  onDone: (notice: Notice, clear: boolean) => void;
}) {
  const { t } = useTranslation('voc');
  const staff = useVocStaff();
  const assign = useBulkAssignComplaints();
  const [open, setOpen] = useState(false);
  const [assigneeId, setAssigneeId] = useState(0);
  if (chosen.length === 0) return null;
  const person = staff.data?.items.find((s) => s.id === assigneeId);
  const taken = chosen.filter((c) => c.assignee && c.assignee.id !== assigneeId).length;
  return (
    <>
      <SelectionBar
        summary={t('admin.bulk.chosen', { count: chosen.length })}
        actions={[{ label: t('admin.bulk.assign'), onClick: () => setOpen(true) }]}
      />
      <ConfirmDialog
        open={open}
        danger={false}
        title={t('admin.bulk.title', { count: chosen.length })}
        confirmLabel={t('admin.bulk.confirm')}
        onClose={() => setOpen(false)}
        message={
          <div className="space-y-3">
            <SelectField
              label={t('admin.assignee')}
              placeholder={t('admin.bulk.choose')}
              required
              value={assigneeId || ''}
              onChange={(e) => setAssigneeId(Number(e.target.value))}
              options={(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
            <p aria-live="polite" className="font-semibold">
              {person
                ? t('admin.bulk.summary', { count: chosen.length, name: person.name })
                : t('admin.bulk.summaryNoOne', { count: chosen.length })}
              {taken > 0 && ` ${t('admin.bulk.taken', { count: taken })}`}
            </p>
            <ul className="list-disc pl-5 text-[15px] text-muted">
              {chosen.slice(0, NAMED).map((c) => (
                <li key={c.id}>{c.title}</li>
              ))}
              {chosen.length > NAMED && <li>{t('admin.bulk.more', { count: chosen.length - NAMED })}</li>}
            </ul>
          </div>
        }
        onConfirm={async () => {
          if (!person) throw new Error(t('admin.bulk.chooseFirst'));
          const done = await assign.mutateAsync({ ids: chosen.map((c) => c.id), assigneeId });
          const text = t('admin.bulk.done', { count: done.count, name: done.assignee.name });
          const already = done.already > 0 ? ` ${t('admin.bulk.already', { count: done.already })}` : '';
          onDone({ tone: 'success', text: text + already }, true);
        }}
      />
    </>
  );
}
