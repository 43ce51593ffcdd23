import { bannerDismissValue, shouldShowBanner } from '@tea/shared/content/banner.rules';
import { seoulDate } from '@tea/shared/calendar';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storage } from '../../../shared/storage';
import { useHomeContent } from './home-content';

/**
 * The advertisement banner (spec §2): the CMS's advertisement placed as the home banner, while its
 * window is open (the server decides), shown on load unless today (in Seoul) was saved as dismissed.
 */
export function AdBanner() {
  const { t } = useTranslation('home');
  const today = seoulDate(new Date());
  const banner = useHomeContent().data?.banner ?? null;
  // Decided after mount: the prerendered home page never contains the banner.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(shouldShowBanner(today, storage.get('bannerDismissedDate'))), [today]);
  const titleId = useId();
  if (!open || !banner) return null;

  const close = (action: 'confirm' | 'doNotShow') => {
    const value = bannerDismissValue(action, today);
    if (value) storage.set('bannerDismissedDate', value);
    setOpen(false);
  };

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-20 mx-auto max-w-md overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-black/10 sm:right-6 sm:left-auto sm:bottom-6"
    >
      <div className="flex gap-4 bg-navy-900 p-5 text-white">
        <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56" className="shrink-0">
          <rect width="56" height="56" rx="12" fill="#15395e" />
          <path d="M12 34h32l-4-10H16z" fill="#d9b46c" />
          <circle cx="19" cy="37" r="4" fill="#fff" />
          <circle cx="37" cy="37" r="4" fill="#fff" />
          <path d="M14 18c3 2 5 2 8 0s5-2 8 0 5 2 8 0" stroke="#9ec5ee" strokeWidth="2" fill="none" />
        </svg>
        <div>
          <p className="text-xs font-semibold tracking-wider text-gold-500 uppercase">{t('banner.badge')}</p>
          <h2 id={titleId} className="mt-1 font-bold">
            {banner.title}
          </h2>
          {banner.lines.map((line, i) => (
            <p key={i} className="mt-1 text-sm text-white/85">
              {line}
            </p>
          ))}
          <Link
            to={`/advertisement-detail/${banner.id}`}
            onClick={() => close('confirm')}
            className="mt-2 inline-block text-sm font-semibold text-white underline"
          >
            {t('banner.link')}
          </Link>
        </div>
      </div>
      <div className="flex text-sm">
        <button type="button" onClick={() => close('doNotShow')} className="flex-1 py-3 text-muted hover:bg-navy-50">
          {t('banner.doNotShowToday')}
        </button>
        <button
          type="button"
          onClick={() => close('confirm')}
          className="flex-1 border-l border-line py-3 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('common:actions.close')}
        </button>
      </div>
    </aside>
  );
}
