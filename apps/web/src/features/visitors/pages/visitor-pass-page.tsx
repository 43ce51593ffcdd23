import { normalizeLang } from '@tea/i18n';
import { formatDuration } from '@tea/shared/format';
import type { PassState } from '@tea/shared/visitors/visit.rules';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { DateText, useDateFormat } from '../../../shared/ui/date-time-text';
import { ErrorScreen } from '../../../shared/ui/error-screen';
import { FloorText } from '../../../shared/ui/floor-text';
import { PageLoading } from '../../../shared/ui/page-loading';
import { QrImage } from '../../../shared/ui/qr-image';
import { useVisitorPass } from '../api';
import { PassFrame } from '../components/pass-frame';
import { PassStateBanner } from '../../../shared/ui/visit-status';

/** The states in which the code is still a pass to show at the desk. */
const SHOWS_CODE: readonly PassState[] = ['valid', 'notYet', 'checkedIn'];

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 py-2.5">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * /visitor-qr/{code} (public, no header or footer): the visitor's pass. The QR code holds the desk's
 * scanner address of this pass; around it, who visits whom, when and where, when the pass opens and
 * closes, and what it says now (a pass that is not one — waiting, rejected, cancelled, over — says so
 * and shows no code). It opens in the language it was issued in unless the visitor chose one.
 */
export default function VisitorPassPage() {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  const format = useDateFormat();
  const { code = '' } = useParams();
  const pass = useVisitorPass(code);
  const languageSet = useRef(false);
  const qrLang = pass.data?.qrLang;

  // The pass opens in the language it was issued in, unless the visitor chose one (a choice made on
  // the page is saved as usual; this one is not).
  useEffect(() => {
    if (!qrLang || languageSet.current) return;
    languageSet.current = true;
    if (storage.get('selectedLang') !== null) return;
    document.documentElement.lang = qrLang;
    void i18n.changeLanguage(qrLang);
  }, [qrLang, i18n]);

  if (pass.isPending) return <PageLoading />;
  if (!pass.data) {
    const missing = pass.error instanceof ApiError && [400, 404].includes(pass.error.status);
    return (
      <PassFrame title={t('pass.title')} titled={false}>
        <ErrorScreen
          code={missing ? '404' : '!'}
          title={missing ? t('pass.notFoundTitle') : t('pass.loadFailedTitle')}
          message={missing ? t('pass.notFoundMessage') : t('pass.loadFailedMessage')}
        />
      </PassFrame>
    );
  }

  const p = pass.data;
  return (
    <PassFrame title={t('pass.title')}>
      <PassStateBanner state={p.state} />
      <div className="mt-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
        <p className="text-sm font-semibold text-muted">{t('pass.visitor')}</p>
        <p className="text-2xl font-bold text-navy-900">{p.visitorName}</p>
        {SHOWS_CODE.includes(p.state) && (
          <>
            <QrImage
              text={`${location.origin}/QRCodeScanner/visitor/${code}`}
              label={t('pass.qrLabel', { name: p.visitorName })}
              className="mx-auto mt-5 aspect-square w-full max-w-[18rem]"
            />
            <p className="mt-3 text-center text-sm text-muted">{t('pass.show')}</p>
          </>
        )}
        <dl className="mt-5 divide-y divide-line border-t border-line">
          <Row term={t('pass.host')}>
            {p.host}
            <span className="block text-sm text-muted">{p.company}</span>
          </Row>
          <Row term={t('pass.date')}>
            <DateText value={p.date} />
          </Row>
          <Row term={t('pass.time')}>
            <span className="tabular-nums">
              {t('pass.timeStay', { time: p.time, stay: formatDuration(p.durationMinutes, lang) })}
            </span>
          </Row>
          <Row term={t('pass.where')}>
            {t(`buildings.${p.building}`)} · <FloorText floor={p.floor} />
          </Row>
          <Row term={t('pass.validity')}>
            {t('pass.validFromTo', { from: format.dateTime(p.opensAt), until: format.dateTime(p.closesAt) })}
          </Row>
          <Row term={t('pass.reference')}>
            <span className="tabular-nums">{p.reference}</span>
          </Row>
        </dl>
      </div>
    </PassFrame>
  );
}
