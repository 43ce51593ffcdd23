import { FACILITY_TEAM_PHONE } from '@tea/shared/building/building.facts';
import type { ExtensionQuoteRequest } from '@tea/shared/voc/extension.schema';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Money, useKrw } from '../../../shared/ui/money';
import { useExtensionQuote } from '../extensions-api';

/** What a refused quote says: the deadline with the facility team's phone, or the field's message. */
function refusal(error: unknown, deadlinePassed: string): string {
  if (!(error instanceof ApiError)) return String(error);
  if (error.code === 'DEADLINE_PASSED') return deadlinePassed;
  return Object.values(error.fields)[0] ?? error.message;
}

/** The live, itemised price of the period being filled in (per floor and hour, VAT, total), or why it cannot be taken. */
export function ExtensionQuote({ request }: { request: ExtensionQuoteRequest | null }) {
  const { t } = useTranslation('extensions');
  const floorLabel = useFloorFormat();
  const krw = useKrw();
  const format = useDateFormat();
  const quote = useExtensionQuote(request);
  return (
    <section aria-labelledby="extension-quote" aria-live="polite" className="rounded-lg border border-line bg-navy-50 p-4">
      <h3 id="extension-quote" className="font-bold text-navy-900">
        {t('form.quote')}
      </h3>
      {request === null ? (
        <p className="mt-2 text-sm text-muted">{t('form.quoteHint')}</p>
      ) : quote.isError ? (
        <div className="mt-2">
          <FormAlert>{refusal(quote.error, t('form.deadlinePassed', { phone: FACILITY_TEAM_PHONE }))}</FormAlert>
        </div>
      ) : quote.data ? (
        <>
          <dl className="mt-2 divide-y divide-line">
            {quote.data.lines.map((line) => (
              <div key={line.key === 'vat' ? 'vat' : line.floor} className="flex justify-between gap-4 py-2">
                <dt>
                  {line.key === 'vat'
                    ? t('form.vat')
                    : t('form.floorLine', { floor: floorLabel(line.floor ?? 0), hours: line.hours, rate: krw(line.rate ?? 0) })}
                </dt>
                <dd>
                  <Money amount={line.amount} />
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-2 font-bold text-navy-900">
              <dt>{t('form.total')}</dt>
              <dd>
                <Money amount={quote.data.total} />
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-muted">{t('form.deadline', { when: format.dateTime(quote.data.deadline) })}</p>
        </>
      ) : null}
    </section>
  );
}
