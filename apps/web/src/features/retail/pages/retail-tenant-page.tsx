import { formatKrw } from '@tea/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { FloorText } from '../../../shared/ui/floor-text';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { RetailPhoneNote } from '../../../shared/ui/retail-phone-note';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useRetailTenant, type RetailTenantDetail } from '../api';
import { OpenNow } from '../components/open-now';
import { OpeningHours } from '../components/opening-hours';
import { RetailStatus } from '../components/retail-status';
import { isMobileRoute, useRetailText } from '../components/use-retail-lang';

/**
 * /retail-mall-detail-menu-o/{id} and its -mbl twin (no header or footer): a tenant's hours, phone,
 * description, menu and photos. "Reserve" opens the phone-only popup with the tenant's number.
 */
export default function RetailTenantPage() {
  const { t } = useTranslation('retail');
  const mobile = isMobileRoute(useLocation().pathname);
  const id = Number(useParams().id);
  const tenant = useRetailTenant(id);
  const listPath = mobile ? '/retail-mall-mbl' : '/retail-mall';
  const missing = !Number.isInteger(id) || id <= 0 || (tenant.error instanceof ApiError && tenant.error.status === 404);
  if (missing) {
    return (
      <RecordNotFound
        title={t('detail.notFoundTitle')}
        message={t('detail.notFoundBody')}
        to={listPath}
        label={t('detail.back')}
      />
    );
  }
  if (!tenant.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <RetailStatus isPending={tenant.isPending} isError={tenant.isError} onRetry={() => void tenant.refetch()} />
      </div>
    );
  }
  return <TenantView tenant={tenant.data} listPath={listPath} mobile={mobile} />;
}

/** One titled part of the tenant's page (about, menu, photos): the same heading, linked as its label. */
function TenantSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection id={id} title={title} headingClassName="text-xl font-bold text-navy-900">
      {children}
    </HeadedSection>
  );
}

function TenantView({ tenant, listPath, mobile }: { tenant: RetailTenantDetail; listPath: string; mobile: boolean }) {
  const { t } = useTranslation('retail');
  const { lang, text } = useRetailText();
  const name = text(tenant.nameKo, tenant.nameEn);
  const description = text(tenant.descriptionKo, tenant.descriptionEn);
  useDocumentTitle(name);
  return (
    <article className={`mx-auto max-w-5xl px-4 lg:px-8 ${mobile ? 'py-5' : 'py-10 lg:py-14'}`}>
      <Link to={listPath} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4">
        ← {t('detail.back')}
      </Link>
      <header className="mt-4 border-b border-line pb-6">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-md bg-navy-900 px-2 py-0.5 font-bold text-white">
            <FloorText floor={tenant.floor} />
          </span>
          <span className="font-semibold text-navy-700">{t(`categories.${tenant.category}`)}</span>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{name}</h1>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <RetailPhoneNote
            phone={tenant.phone}
            tel={tenant.phoneE164}
            texts={{
              trigger: t('detail.reserve'),
              title: t('reserve.title'),
              body: t('reserve.body', { name }),
              call: t('reserve.call', { name }),
            }}
          />
          <a
            href={`tel:${tenant.phoneE164}`}
            className="inline-flex min-h-11 items-center text-lg font-bold text-navy-900 tabular-nums"
          >
            {tenant.phone}
          </a>
        </div>
        <p className="mt-2 text-sm text-muted">{t('list.phoneNote')}</p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          {description && (
            <TenantSection id="retail-about" title={t('detail.about')}>
              <p className="mt-3 text-[15px] leading-7 whitespace-pre-line text-ink">{description}</p>
            </TenantSection>
          )}
          {tenant.menu.length > 0 && (
            <TenantSection id="retail-menu" title={t('detail.menu')}>
              <table className="mt-3 w-full text-[15px]">
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('detail.menuName')}</th>
                    <th scope="col">{t('detail.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {tenant.menu.map((item, i) => (
                    <tr key={i} className="border-b border-line">
                      <td className="py-3 pr-4 text-ink">{text(item.nameKo, item.nameEn)}</td>
                      <td className="py-3 text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums">
                        {formatKrw(item.price, lang)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TenantSection>
          )}
          {tenant.photoIds.length > 0 && (
            <TenantSection id="retail-photos" title={t('detail.photos')}>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {tenant.photoIds.map((photo, i) => (
                  <li key={photo}>
                    <ResponsiveImage
                      id={photo}
                      alt={t('detail.photoAlt', { name, n: i + 1 })}
                      sizes="(min-width: 640px) 22rem, 100vw"
                      width={640}
                      height={480}
                      className="aspect-[4/3] h-auto w-full rounded-xl bg-navy-50 object-cover"
                    />
                  </li>
                ))}
              </ul>
            </TenantSection>
          )}
        </div>
        <HeadedSection
          id="retail-hours"
          as="aside"
          title={t('hours.title')}
          className="h-fit rounded-2xl border border-line bg-navy-50 p-5"
        >
          <p className="mt-3">
            <OpenNow hours={tenant.hours} />
          </p>
          <div className="mt-3">
            <OpeningHours hours={tenant.hours} note={text(tenant.hoursNoteKo ?? '', tenant.hoursNoteEn)} />
          </div>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-line pt-4 text-[15px]">
            <dt className="font-medium text-navy-900">{t('detail.floor')}</dt>
            <dd>
              <FloorText floor={tenant.floor} />
            </dd>
            <dt className="font-medium text-navy-900">{t('detail.phone')}</dt>
            <dd className="tabular-nums">{tenant.phone}</dd>
          </dl>
        </HeadedSection>
      </div>
    </article>
  );
}
