import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The spec's "cancel inquiry" question before a visit is cancelled: `ask(visit)` opens it, `dialog`
 * goes in the page; `cancel` runs on confirm, then `onCancelled`.
 */
export function useVisitCancel(cancel: (ids: number[]) => Promise<unknown>, onCancelled: () => void) {
  const { t } = useTranslation('visitors');
  const [visit, setVisit] = useState<VisitView | null>(null);
  const dialog = (
    <ConfirmDialog
      open={visit !== null}
      title={t('cancel.title')}
      message={
        visit && (
          <>
            <p>{t('cancel.question')}</p>
            <p className="mt-2 text-sm text-muted">
              {t('cancel.what', { name: visit.visitor.name, reference: visit.reference })}
              {visit.status === 'approved' && ` ${t('cancel.passNote')}`}
            </p>
          </>
        )
      }
      confirmLabel={t('cancel.confirm')}
      dismissLabel={t('cancel.keep')}
      onConfirm={async () => {
        await cancel([visit!.id]);
        onCancelled();
      }}
      onClose={() => setVisit(null)}
    />
  );
  return { ask: setVisit, dialog };
}
