import { floorParam } from '@tea/shared/retail/retail.rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FloorText } from '../../../shared/ui/floor-text';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import type { RetailTenantSummary } from '../api';
import { OpenNow } from './open-now';
import { OpeningHours } from './opening-hours';
import { useRetailText } from './use-retail-lang';

/** A tenant's card in the mall's list: its photo, name (the link to its page), floor, category, hours and phone. */
export function RetailCard({ tenant, detailBase }: { tenant: RetailTenantSummary; detailBase: string }) {
  const { t } = useTranslation('retail');
  const { text } = useRetailText();
  const name = text(tenant.nameKo, tenant.nameEn);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      {tenant.coverPhotoId && (
        <ResponsiveImage
          id={tenant.coverPhotoId}
          alt={name}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={360}
          className="aspect-[16/9] h-auto w-full bg-navy-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-md bg-navy-900 px-2 py-0.5 font-bold text-white" data-floor={floorParam(tenant.floor)}>
            <FloorText floor={tenant.floor} />
          </span>
          <span className="font-semibold text-navy-700">{t(`categories.${tenant.category}`)}</span>
          {tenant.hasMenu && <span className="text-muted">· {t('list.menu')}</span>}
        </p>
        <h3 className="mt-2 text-lg font-bold text-navy-900">
          <Link
            to={`${detailBase}/${tenant.id}`}
            aria-label={t('list.details', { name })}
            className="underline-offset-4 hover:underline"
          >
            {name}
          </Link>
        </h3>
        <div className="mt-3 flex-1">
          <p className="mb-2">
            <OpenNow hours={tenant.hours} />
          </p>
          <OpeningHours compact hours={tenant.hours} note={text(tenant.hoursNoteKo ?? '', tenant.hoursNoteEn)} />
        </div>
        <a
          href={`tel:${tenant.phoneE164}`}
          className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-navy-900 tabular-nums underline underline-offset-4"
        >
          {tenant.phone}
        </a>
      </div>
    </article>
  );
}
