import { noticeDismissValue, shouldShowNotice } from '@tea/shared/content/notice.rules';
import { seoulDate } from '@tea/shared/calendar';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { storage } from '../../../shared/storage';

/** The home notice (spec §2): only from 2024-12-24 to 2025-01-06 and not if dismissed today. */
export function NoticeModal() {
  const { t } = useTranslation('home');
  const today = seoulDate(new Date());
  // Decided after mount: the prerendered home page is built without a date or a visitor's storage.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(shouldShowNotice(today, storage.get('noticeLastShown'))), [today]);
  const [skipToday, setSkipToday] = useState(false);
  const titleId = useId();
  const checkId = useId();

  const close = (action: 'confirm' | 'cancel') => {
    const value = noticeDismissValue(action, skipToday, today);
    if (value) storage.set('noticeLastShown', value);
    setOpen(false);
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
      <div className="p-6">
        <p className="text-sm font-semibold text-gold-700">{t('notice.badge')}</p>
        <h2 id={titleId} className="mt-1 text-xl font-bold text-navy-900">
          {t('notice.title')}
        </h2>
        <div className="mt-4 space-y-3 text-[15px] leading-7 text-ink">
          <p>{t('notice.body')}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('notice.fitness')}</li>
            <li>{t('notice.cafe')}</li>
          </ul>
          <p className="text-muted">{t('notice.footer')}</p>
        </div>
        <div className="mt-5 flex items-center gap-2">
          <input
            id={checkId}
            type="checkbox"
            checked={skipToday}
            onChange={(e) => setSkipToday(e.target.checked)}
            className="h-4 w-4"
          />
          <label htmlFor={checkId} className="text-sm text-ink">
            {t('notice.doNotShowToday')}
          </label>
        </div>
      </div>
      <div className="flex border-t border-line">
        <button type="button" onClick={() => close('cancel')} className="flex-1 py-4 font-semibold text-muted hover:bg-navy-50">
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          onClick={() => close('confirm')}
          className="flex-1 rounded-br-xl bg-navy-900 py-4 font-semibold text-white hover:bg-navy-800"
        >
          {t('common:actions.confirm')}
        </button>
      </div>
    </Modal>
  );
}
