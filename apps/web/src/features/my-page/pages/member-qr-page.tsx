import { MEMBER_QR_TTL_SECONDS } from '@tea/shared/accounts/account.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useMemberQrToken, useMyProfile } from '../api';
import { companyLabel } from '../components/labels';
import { LoadState, PAGE_WIDTH, PageHeader } from '../components/page-header';
import { QrImage } from '../../../shared/ui/qr-image';

/** The current time, ticking each second while the tab is visible (the countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => {
      if (!document.hidden) setNow(Date.now());
    };
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}

/**
 * /member-qr: the personal QR for the turnstiles and amenity check-in, large and high-contrast, with
 * name and company. The token is signed and expires; a new one replaces it on its own before that,
 * and at once when the tab comes back into view. The countdown is measured from when the token
 * arrived, so a device clock that is off does not matter.
 */
export default function MemberQrPage() {
  const { t } = useTranslation('myPage');
  const qr = useMemberQrToken();
  const profile = useMyProfile();
  const now = useNow();
  const received = qr.dataUpdatedAt;
  const left = qr.data
    ? Math.min(MEMBER_QR_TTL_SECONDS, Math.max(0, Math.ceil(MEMBER_QR_TTL_SECONDS - (now - received) / 1000)))
    : 0;
  const expired = qr.data !== undefined && left === 0;
  const name = profile.data?.name ?? '';
  const company = profile.data ? companyLabel(profile.data.company) : null;

  return (
    <>
      <PageHeader title={t('qr.title')} lead={t('qr.lead')} back={{ to: '/my-page', label: t('edit.back') }} width="narrow" />
      <div className={`mx-auto ${PAGE_WIDTH.narrow} px-4 py-6 lg:py-10`}>
        <LoadState query={qr} failed={qr.isError && !qr.data} loadingText={t('qr.loading')} errorText={t('qr.loadFailed')} />
        {qr.data && (
          <section
            aria-labelledby="member-qr-name"
            className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-line sm:p-7"
          >
            <p id="member-qr-name" className="text-2xl font-bold text-navy-900">
              {name}
            </p>
            {company && <p className="mt-1 text-muted">{company}</p>}
            <div className="relative mx-auto mt-5 w-full max-w-[340px] min-w-[280px]">
              <QrImage
                text={qr.data.token}
                label={t('qr.image', { name })}
                className={`h-auto w-full rounded-lg ring-1 ring-line ${expired ? 'opacity-15' : ''}`}
              />
              {expired && (
                <p className="absolute inset-0 grid place-items-center px-6 text-lg font-bold text-navy-900">{t('qr.expired')}</p>
              )}
            </div>
            <div className="mt-5" aria-hidden="true">
              <div className="h-1.5 overflow-hidden rounded-full bg-navy-100">
                <div
                  className="h-full rounded-full bg-navy-700 transition-[width] duration-1000 ease-linear"
                  style={{ width: `${(left / MEMBER_QR_TTL_SECONDS) * 100}%` }}
                />
              </div>
            </div>
            <p className="mt-2 text-sm font-semibold text-navy-900" data-testid="member-qr-countdown">
              {expired ? t('qr.expiredShort') : t('qr.expiresIn', { seconds: left })}
            </p>
            {qr.isError && <p className="mt-2 text-sm text-danger">{t('qr.refreshFailed')}</p>}
            <Button variant="secondary" className="mt-4 w-full sm:w-auto" busy={qr.isFetching} onClick={() => void qr.refetch()}>
              {t('qr.refresh')}
            </Button>
            <ul className="mt-5 space-y-2 text-left text-sm text-muted">
              <li className="flex gap-2">
                <span aria-hidden="true">☀</span>
                {t('qr.brightness')}
              </li>
              <li className="flex gap-2">
                <span aria-hidden="true">↻</span>
                {t('qr.autoRefresh')}
              </li>
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
