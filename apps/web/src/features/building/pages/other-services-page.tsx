import { formatKrw } from '@tea/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { useOtherServices } from '../api';
import { QueryStatus } from '../components/query-status';
import { ServiceIcon } from '../components/service-icon';
import { byLang, useLang } from '../components/use-lang';
import { servicesScene } from '../../../shared/ui/hero-scenes/services';

/** /other-services: car wash, shoe care, umbrella rental and the mailroom, from the API. */
export default function OtherServicesPage() {
  const { t } = useTranslation('building');
  const lang = useLang();
  const services = useOtherServices();

  return (
    <>
      <PageHero
        scene={servicesScene}
        eyebrow={t('otherServices.eyebrow')}
        title={t('otherServices.title')}
        lead={t('otherServices.lead')}
      />
      <Section id="services" title={t('otherServices.listTitle')}>
        {services.data ? (
          <ul className="grid gap-5 md:grid-cols-2">
            {services.data.map((service) => (
              <li key={service.slug} id={service.slug}>
                <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 lg:p-6">
                  <div className="flex items-start gap-4">
                    <ServiceIcon slug={service.slug} />
                    <div className="min-w-0 flex-1">
                      <h3 className="text-lg font-bold text-navy-900">{byLang(lang, service.nameKo, service.nameEn)}</h3>
                      <p className="mt-1 text-xl font-bold text-navy-700">
                        {service.monthlyPrice === null ? (
                          t('otherServices.free')
                        ) : (
                          <>
                            {formatKrw(service.monthlyPrice, lang)}
                            <span className="ml-1 text-sm font-medium text-muted">{t('otherServices.perMonth')}</span>
                          </>
                        )}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 flex-1 text-[15px] leading-7 text-ink">
                    {byLang(lang, service.descriptionKo, service.descriptionEn)}
                  </p>
                  <dl className="mt-4 grid gap-2 border-t border-line pt-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="font-semibold text-navy-900">{t('otherServices.location')}</dt>
                    <dd className="text-muted">{byLang(lang, service.locationKo, service.locationEn)}</dd>
                    <dt className="font-semibold text-navy-900">{t('otherServices.hours')}</dt>
                    <dd className="text-muted">{t('otherServices.hoursValue', { hours: service.hours })}</dd>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <QueryStatus isPending={services.isPending} isError={services.isError} onRetry={() => void services.refetch()} />
        )}
      </Section>
      <div className="bg-navy-50">
        <Section id="how-to-use" title={t('otherServices.howTitle')}>
          <div data-aos="fade-up" className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-center">
            <ul className="list-disc space-y-2 pl-5 text-[15px] leading-7">
              {(t('otherServices.how', { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link
              to="/number-information"
              className="inline-flex h-11 items-center justify-center justify-self-start rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800 lg:justify-self-end"
            >
              {t('otherServices.contactCta')}
            </Link>
          </div>
        </Section>
      </div>
    </>
  );
}
