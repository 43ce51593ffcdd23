import type { BulkResult, BulkSkipReason } from '@tea/shared/admin/bulk.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SelectionBar } from '../../../shared/ui/data-selection';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { useBulkAction } from '../api';
import type { Notice } from './notice-line';

/** One bulk action of a list (decision 0066); its texts are `admin:bulk.<key>.*`. */
export interface BulkAction<T> {
  key: string;
  /** Its POST under /admin. */
  path: string;
  /** Whether the single action would change the row as the list shows it; the others will be skipped. */
  applies: (row: T) => boolean;
  /** Why the rows it does not apply to will be skipped, as the server says it. */
  skipAs: BulkSkipReason;
  /** The one reason a rejection or a cancellation asks for: the shared schema and its longest length. */
  reason?: { schema: z.ZodType<{ reason: string }, { reason: string }>; max: number };
  danger?: boolean;
}

/** What a bulk action did: how many, and how many were skipped for each reason. */
export function useBulkNotice() {
  const { t } = useTranslation('admin');
  return (key: string, result: BulkResult): NonNullable<Notice> => {
    const reasons = new Map<BulkSkipReason, number>();
    for (const s of result.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
    const skipped = [...reasons].map(([why, count]) => t('bulk.skipped', { count, why: t(`bulk.skip.${why}`) }));
    const text = [t(`bulk.${key}.done`, { count: result.done.length }), ...skipped].join(' ');
    return { tone: result.done.length > 0 ? 'success' : 'error', text };
  };
}

/**
 * The bar over a list while rows are chosen ("N selected" and the actions), and each action under
 * one confirmation that sums up what will happen (how many change, how many are skipped and why)
 * before anything does; then the result per record as one notice.
 */
export function BulkActions<T>({
  chosen,
  rowKey,
  actions,
  onDone,
}: {
  chosen: T[];
  rowKey: (row: T) => number;
  actions: BulkAction<T>[];
  /** The result's notice; the page clears its selection. */
  onDone: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const bulk = useBulkAction();
  const notice = useBulkNotice();
  const [open, setOpen] = useState<BulkAction<T> | null>(null);
  if (chosen.length === 0) return null;
  const run = async (action: BulkAction<T>, reason?: string) => {
    const result = await bulk.mutateAsync({ path: action.path, ids: chosen.map(rowKey), reason });
    onDone(notice(action.key, result));
  };
  const summary = (action: BulkAction<T>) => {
    const will = chosen.filter(action.applies).length;
    const skip = chosen.length - will;
    return (
      // A span: the reason dialog says it inside its own paragraph.
      <span aria-live="polite" className="block font-semibold">
        {t(`bulk.${action.key}.will`, { count: will })}
        {skip > 0 && ` ${t('bulk.willSkip', { count: skip, why: t(`bulk.skip.${action.skipAs}`) })}`}
      </span>
    );
  };
  const title = (action: BulkAction<T>) => t(`bulk.${action.key}.title`, { count: chosen.length });
  return (
    <>
      <div className="mb-3">
        <SelectionBar
          summary={t('bulk.chosen', { count: chosen.length })}
          actions={actions.map((action) => ({ label: t(`bulk.${action.key}.label`), onClick: () => setOpen(action) }))}
        />
      </div>
      <ConfirmDialog
        open={open !== null && !open.reason}
        danger={open?.danger ?? false}
        title={open ? title(open) : ''}
        message={open && summary(open)}
        confirmLabel={open ? t(`bulk.${open.key}.label`) : ''}
        onClose={() => setOpen(null)}
        onConfirm={() => run(open!)}
      />
      {open?.reason && (
        <ReasonDialog
          open
          title={title(open)}
          lead={summary(open)}
          label={t('bulk.reason')}
          hint={t('bulk.reasonHint', { max: open.reason.max })}
          max={open.reason.max}
          submitLabel={t(`bulk.${open.key}.label`)}
          schema={open.reason.schema}
          onSubmit={async (reason) => {
            await run(open, reason);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
