import { seoulDate } from '@tea/shared/calendar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { MonthInput } from '../../../shared/ui/form/month-input';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useKrw } from '../../../shared/ui/money';
import { ServicePage } from '../../../shared/ui/service-page';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import type { MonthCharges } from '@tea/shared/admin/admin.responses';
import { chargeWhen } from '@tea/shared/admin/charge-when';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { ChargesDownload } from '../components/charges-download';

/**
 * /tenant-manager/amenity-charges: the company's amenity charges of a month, line by line, and its
 * lights-out and heating/cooling extensions and its GX registrations (tenant managers).
 */
export default function CompanyChargesPage() {
  const { t, i18n } = useTranslation(['reservations', 'extensions', 'wellness', 'amenities']);
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const format = useDateFormat();
  const krw = useKrw();
  const floorLabel = useFloorFormat();
  const [month, setMonth] = useState(seoulDate().slice(0, 7));
  const charges = useQuery({
    queryKey: ['reservations', 'company-charges', month],
    queryFn: ({ signal }) => api<MonthCharges>(`/company/charges?month=${month}`, { base: 'v2', signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <ServicePage title={t('charges.title')} lead={t('charges.lead')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <MonthInput id="charges-month" label={t('charges.month')} value={month} onChange={setMonth} />
        <ChargesDownload month={month} />
      </div>
      <div className="mt-6" aria-live="polite">
        {charges.isPending ? (
          <PageLoading />
        ) : charges.data &&
          charges.data.items.length +
            charges.data.extensions.length +
            charges.data.gx.length +
            charges.data.pt.length +
            charges.data.napPasses.length ===
            0 ? (
          <p className="rounded-xl border border-line bg-white p-6 text-center text-muted">{t('charges.empty')}</p>
        ) : (
          <dl className="divide-y divide-line rounded-xl border border-line bg-white">
            {charges.data?.items.map((i) => (
              <div key={i.id} className="flex items-baseline justify-between gap-4 px-4 py-3">
                <dt>
                  <span className="block text-ink">
                    {t('charges.when', {
                      what: i.reservation.renter ? `${i.reservation.resource} · ${i.reservation.renter}` : i.reservation.resource,
                      when: chargeWhen(i.reservation, lang),
                    })}
                  </span>
                  <span className="text-sm text-muted">
                    {t(`charges.kinds.${i.kind}`)} · {t(`form.payments.${i.reservation.paymentMethod}`)}
                  </span>
                </dt>
                <dd className={`shrink-0 tabular-nums ${i.amount < 0 ? 'text-[#17603c]' : 'text-ink'}`}>{krw(i.amount)}</dd>
              </div>
            ))}
            {charges.data?.extensions.map(({ extension, ...i }) => (
              <div key={`e${i.id}`} className="flex items-baseline justify-between gap-4 px-4 py-3">
                <dt>
                  <span className="block text-ink">
                    {t('charges.when', {
                      what: `${t(`extensions:kinds.${extension.kind}`)} · ${extension.floors.map(floorLabel).join(', ')}`,
                      when: format.span(extension.date, extension.start, extension.end),
                    })}
                  </span>
                  <span className="text-sm text-muted">
                    {t('extensions:charges.extension')} · {t(`extensions:statuses.${extension.status}`)}
                  </span>
                </dt>
                <dd className="shrink-0 text-ink tabular-nums">{krw(i.amount)}</dd>
              </div>
            ))}
            {charges.data?.gx.map(({ gx, ...i }) => (
              <div key={`g${i.id}`} className="flex items-baseline justify-between gap-4 px-4 py-3">
                <dt>
                  <span className="block text-ink">
                    {`${gx.program} · ${gx.month} · ${gx.weekdays.map((d) => t(`wellness:weekdays.${d}`)).join('/')} ${gx.start}–${gx.end}`}
                  </span>
                  <span className="text-sm text-muted">
                    {t('wellness:charges.gx')} · {t(`wellness:history.statuses.${gx.status}`)}
                  </span>
                </dt>
                <dd className="shrink-0 text-ink tabular-nums">{krw(i.amount)}</dd>
              </div>
            ))}
            {charges.data?.pt.map(({ pt, ...i }) => (
              <div key={`p${i.id}`} className="flex items-baseline justify-between gap-4 px-4 py-3">
                <dt>
                  <span className="block text-ink">{`${pt.holder} · ${format.date(pt.date)} · ${t(i.kind === 'credit' ? 'wellness:charges.ptRefund' : 'wellness:charges.ptSessions', { count: pt.sessions })}`}</span>
                  <span className="text-sm text-muted">
                    {t('wellness:charges.pt')} · {t(`wellness:charges.ptPayments.${pt.paymentMethod}`)}
                  </span>
                </dt>
                <dd className="shrink-0 text-ink tabular-nums">{krw(i.amount)}</dd>
              </div>
            ))}
            {charges.data?.napPasses.map(({ napPass, ...i }) => (
              <div key={`n${i.id}`} className="flex items-baseline justify-between gap-4 px-4 py-3">
                <dt>
                  <span className="block text-ink">{`${napPass.holder} · ${format.date(napPass.date)} · ${t('amenities:passes.sessionsCount', { count: napPass.sessions })}`}</span>
                  <span className="text-sm text-muted">
                    {t('amenities:passes.chargeLine')} · {t('amenities:passes.payments.company')}
                  </span>
                </dt>
                <dd className="shrink-0 text-ink tabular-nums">{krw(i.amount)}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 bg-navy-50 px-4 py-3">
              <dt className="font-bold text-navy-900">{t('charges.total')}</dt>
              <dd className="text-lg font-bold text-navy-900 tabular-nums">{krw(charges.data?.total ?? 0)}</dd>
            </div>
          </dl>
        )}
      </div>
    </ServicePage>
  );
}
