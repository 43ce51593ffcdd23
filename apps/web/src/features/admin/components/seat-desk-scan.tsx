import type { CheckInAnswer } from '@tea/shared/reservations/check-in.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { useDeskCheckIn } from '../no-shows-api';
import { CameraScanner } from './camera-scanner';
import { useDeskScan } from './desk-scan';

const TONE: Record<CheckInAnswer['result'], 'success' | 'info' | 'error'> = {
  checked_in: 'success',
  already_checked_in: 'info',
  too_early: 'info',
  too_late: 'error',
  no_booking: 'info',
  not_on_site: 'error',
  expired: 'error',
  invalid: 'error',
  inactive: 'error',
};

/** The desk checks a person in at their seat booking by their member QR (decision 0035): camera, or the code typed. */
export function SeatDeskScan() {
  const { t } = useTranslation('admin');
  const scan = useDeskCheckIn();
  const { answer, failure, text, setText, typedError, onRead, submit } = useDeskScan<CheckInAnswer>(scan.mutate);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <CameraScanner onRead={onRead} />
        <form onSubmit={submit} noValidate className="mt-4 rounded-lg bg-navy-50 p-4">
          <TextField
            id="seat-desk-code"
            label={t('noShows.desk.code')}
            error={typedError ?? undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" className="mt-3" busy={scan.isPending}>
            {t('noShows.desk.submit')}
          </Button>
        </form>
      </div>
      <div aria-live="polite" className="order-first lg:order-none">
        {failure && <FormAlert>{failure}</FormAlert>}
        {answer && (
          <FormAlert tone={TONE[answer.result]}>
            {t(`noShows.desk.results.${answer.result}`, {
              name: answer.person?.name ?? '',
              seat: answer.seat?.room ?? '',
              time: answer.booking ? `${answer.booking.start}–${answer.booking.end}` : '',
              opens: answer.opensAt ?? '',
            })}
          </FormAlert>
        )}
        {!failure && !answer && <p className="text-[15px] text-muted">{t('noShows.desk.waiting')}</p>}
      </div>
    </div>
  );
}
