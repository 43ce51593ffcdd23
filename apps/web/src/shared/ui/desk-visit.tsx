import { normalizeLang } from '@tea/i18n';
import { formatDuration } from '@tea/shared/format';
import { passState } from '@tea/shared/visitors/visit.rules';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { useCheckIn, useDeskVisit } from '../visit-desk';
import { Button } from './button';
import { DateText, DateTimeText } from './date-time-text';
import { FloorText } from './floor-text';
import { FormAlert } from './form/form-alert';
import { PageLoading } from './page-loading';
import { PassStateBanner, VisitStatusChip } from './visit-status';

/** What a failed look-up says: an unknown (or anonymised) pass, or a failure. */
export function LookupFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('visitors');
  const missing = error instanceof ApiError && [400, 404].includes(error.status);
  return (
    <div className="mt-5">
      <FormAlert>{missing ? t('pass.notFoundMessage') : t('pass.loadFailedMessage')}</FormAlert>
    </div>
  );
}

/**
 * The desk's view of a scanned pass: the visit, its state now, and the check-in (building managers).
 * `onCheckedIn` hears of each check-in; `children` close the card (the front desk's "next visitor").
 */
export function DeskVisit({
  code,
  onCheckedIn,
  children,
}: {
  code: string;
  onCheckedIn?: (visit: VisitView) => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  const visit = useDeskVisit(code, true);
  const checkIn = useCheckIn(code);
  const [error, setError] = useState<string | null>(null);
  if (visit.isPending) return <PageLoading />;
  if (!visit.data) return <LookupFailed error={visit.error} />;
  const v: VisitView = visit.data;
  const state = v.passState ?? passState(v, new Date());
  const onCheckIn = async () => {
    setError(null);
    try {
      onCheckedIn?.(await checkIn.mutateAsync(v.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      <PassStateBanner state={state}>
        {v.checkedInAt && (
          <p className="mt-2 font-semibold">
            {t('scan.checkedInAt')} <DateTimeText value={v.checkedInAt} />
          </p>
        )}
      </PassStateBanner>
      <div className="mt-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-2xl font-bold text-navy-900">{v.visitor.name}</p>
            <p className="text-muted">{v.visitor.company}</p>
          </div>
          <VisitStatusChip status={v.status} />
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px] [&>dd]:min-w-0 [&>dd]:[overflow-wrap:anywhere]">
          <dt className="text-muted">{t('scan.host')}</dt>
          <dd>
            {v.personInCharge} · {v.company.name}
          </dd>
          <dt className="text-muted">{t('scan.visitedPerson')}</dt>
          <dd>{v.visitedPerson}</dd>
          <dt className="text-muted">{t('scan.when')}</dt>
          <dd className="tabular-nums">
            <DateText value={v.date} /> {t('pass.timeStay', { time: v.time, stay: formatDuration(v.durationMinutes, lang) })}
          </dd>
          <dt className="text-muted">{t('scan.where')}</dt>
          <dd>
            {t(`buildings.${v.building}`)} · <FloorText floor={v.floor} />
          </dd>
          <dt className="text-muted">{t('scan.purpose')}</dt>
          <dd>{v.purpose}</dd>
          <dt className="text-muted">{t('scan.reference')}</dt>
          <dd className="tabular-nums">{v.reference}</dd>
        </dl>
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        {state === 'valid' && (
          <Button className="mt-5 w-full" busy={checkIn.isPending} onClick={() => void onCheckIn()}>
            {t('scan.checkIn')}
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
