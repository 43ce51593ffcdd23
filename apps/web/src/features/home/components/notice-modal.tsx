import { noticeDismissValue, shouldShowNotice } from '@tea/shared/content/notice.rules';
import { seoulDate } from '@tea/shared/calendar';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { storage } from '../../../shared/storage';
import { useHomeContent } from './home-content';

/**
 * The home notice (spec §2): the CMS's advertisement placed as the home modal, only while its window
 * is open (seeded with 2024-12-24 to 2025-01-06; the server decides) and not if dismissed today.
 */
export function NoticeModal() {
  const { t } = useTranslation('home');
  const today = seoulDate(new Date());
  const notice = useHomeContent().data?.modal ?? null;
  // Decided after mount: the prerendered home page is built without a date or a visitor's storage.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(shouldShowNotice(notice !== null, today, storage.get('noticeLastShown'))), [notice, today]);
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
          {notice?.title}
        </h2>
        <div className="mt-4 space-y-3 text-[15px] leading-7 text-ink">
          {notice?.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
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
