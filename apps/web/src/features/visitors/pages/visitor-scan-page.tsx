import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/session';
import { DeskVisit, LookupFailed } from '../../../shared/ui/desk-visit';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePassScan } from '../api';
import { PassFrame } from '../components/pass-frame';
import { PassStateBanner } from '../../../shared/ui/visit-status';

/** Anyone else: whether the pass opens now, and nothing about the person. */
function ScanState({ code }: { code: string }) {
  const { t } = useTranslation('visitors');
  const scan = usePassScan(code, true);
  if (scan.isPending) return <PageLoading />;
  if (!scan.data) return <LookupFailed error={scan.error} />;
  return (
    <>
      <PassStateBanner state={scan.data.state} />
      <p className="mt-5 text-[15px] text-muted">
        {t('scan.staffOnly')}{' '}
        <Link
          to={`/login?next=${encodeURIComponent(`/QRCodeScanner/visitor/${code}`)}`}
          className="font-semibold text-navy-800 underline underline-offset-4"
        >
          {t('scan.staffLogin')}
        </Link>
      </p>
    </>
  );
}

/**
 * /QRCodeScanner/visitor/{code} (public, no header or footer): what the desk's scanner opens. A
 * building manager sees the visit and checks the visitor in; anyone else only whether the pass opens now.
 */
export default function VisitorScanPage() {
  const { t } = useTranslation('visitors');
  const { code = '' } = useParams();
  const { user } = useSession();
  return (
    <PassFrame title={t('scan.title')}>
      {user?.role === 'building_manager' ? <DeskVisit code={code} /> : <ScanState code={code} />}
    </PassFrame>
  );
}
