import type { AttendanceScanResult } from '@tea/shared/wellness/membership.responses';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { CameraScanner } from '../components/camera-scanner';
import { useDeskScan } from '../components/desk-scan';
import { WellnessShell } from '../components/wellness-shell';
import { useScanAttendance } from '../wellness-api';

const TONE: Record<AttendanceScanResult['result'], 'success' | 'info' | 'error'> = {
  recorded: 'success',
  already_recorded: 'info',
  no_session: 'info',
  expired: 'error',
  invalid: 'error',
  inactive: 'error',
};

/**
 * /admin/wellness/attendance: the fitness desk records GX attendance by the member QR (decision
 * 0029). The visitor desk's camera scanner reads the QR; the code can be typed when the camera
 * fails. The answer says who it was and what was recorded, or why nothing was.
 */
export default function WellnessAttendancePage() {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const scan = useScanAttendance();
  const { answer: result, failure, text, setText, typedError, onRead, submit } = useDeskScan<AttendanceScanResult>(scan.mutate);

  const message = (r: AttendanceScanResult) =>
    t(`admin.scanResult.${r.result}`, {
      name: r.person?.name ?? '',
      company: r.person?.company ?? '-',
      program: r.program?.kind === 'pt' ? t('admin.ptProgram', { trainer: r.program.name }) : (r.program?.name ?? ''),
      time: r.program?.time ?? '',
      date: format.date(r.date),
    });

  return (
    <WellnessShell lead={t('admin.attendanceLead')}>
      <h2 className="sr-only">{t('admin.attendanceTitle')}</h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="attendance-camera">
          <h3 id="attendance-camera" className="mb-3 text-lg font-bold text-navy-900">
            {t('visitors:desk.camera')}
          </h3>
          <CameraScanner onRead={onRead} />
          <form onSubmit={submit} noValidate className="mt-6 rounded-lg bg-navy-50 p-4">
            <h3 className="text-lg font-bold text-navy-900">{t('admin.manualEntry')}</h3>
            <div className="mt-3">
              <TextField
                id="attendance-code"
                label={t('admin.qrCode')}
                hint={t('admin.qrCodeHint')}
                error={typedError ?? undefined}
                value={text}
                onChange={(e) => setText(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" className="mt-3" busy={scan.isPending}>
              {t('admin.record')}
            </Button>
          </form>
        </section>
        {/* On a phone the answer comes first, where the desk looks after a scan. */}
        <section aria-labelledby="attendance-result" className="order-first lg:order-none">
          <h3 id="attendance-result" className="text-lg font-bold text-navy-900">
            {t('admin.attendanceTitle')}
          </h3>
          <div aria-live="polite" className="mt-3">
            {failure && <FormAlert>{failure}</FormAlert>}
            {result && <FormAlert tone={TONE[result.result]}>{message(result)}</FormAlert>}
            {!failure && !result && <p className="text-[15px] text-muted">{t('admin.scanWaiting')}</p>}
          </div>
        </section>
      </div>
    </WellnessShell>
  );
}
