import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath, useSession } from '../../../shared/session';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { useContacts } from '../api';
import { ContactDirectory } from '../components/contact-directory';
import { FaqSection } from '../components/faq-section';
import { QueryStatus } from '../components/query-status';
import { useLang } from '../components/use-lang';
import { directoryScene } from '../../../shared/ui/hero-scenes/directory';

/**
 * /number-information: the customer service center (decision 0042): the main line and its hours,
 * the ways to write to the office (VOC, the lease inquiry), the FAQ and the contact directory.
 */
export default function NumberInformationPage() {
  const { t } = useTranslation('building');
  const lang = useLang();
  const contacts = useContacts();
  const { user } = useSession();
  const ways = [
    { id: 'voc', to: user ? '/voc-home' : loginPath('/voc-home') },
    { id: 'lease', to: '/lease-inquiry' },
  ] as const;

  return (
    <>
      <PageHero scene={directoryScene} eyebrow={t('contacts.eyebrow')} title={t('contacts.title')} lead={t('contacts.lead')} />
      <Section id="service-line">
        <div className="grid gap-6 rounded-2xl bg-navy-900 p-6 text-white lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:p-10">
          <div>
            <h2 className="text-sm font-semibold tracking-widest text-gold-500 uppercase">{t('contacts.main.title')}</h2>
            <p className="mt-2 text-white/85">{t('contacts.main.body')}</p>
            <p className="mt-1 text-sm text-white/85">{t('contacts.main.hours')}</p>
          </div>
          <a
            href={`tel:${SERVICE_PHONE}`}
            aria-label={t('contacts.call', { name: t('contacts.main.title'), phone: SERVICE_PHONE })}
            className="inline-flex items-center justify-center gap-3 rounded-xl bg-white px-6 py-4 text-2xl font-extrabold text-navy-900 hover:bg-navy-50 lg:text-3xl"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 text-gold-700" fill="currentColor">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            {SERVICE_PHONE}
          </a>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {ways.map((way) => (
            <li key={way.id}>
              <Link
                to={way.to}
                className="flex h-full flex-col rounded-xl border border-line p-5 hover:border-navy-700 hover:bg-navy-50"
              >
                <span className="text-lg font-bold text-navy-900">{t(`contacts.ways.${way.id}.title`)} →</span>
                <span className="mt-1 text-sm text-muted">{t(`contacts.ways.${way.id}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <FaqSection />
      <Section id="directory" title={t('contacts.directoryTitle')} className="pt-0 lg:pt-0">
        {contacts.data ? (
          <ContactDirectory contacts={contacts.data} lang={lang} />
        ) : (
          <QueryStatus isPending={contacts.isPending} isError={contacts.isError} onRetry={() => void contacts.refetch()} />
        )}
        <ul data-aos="fade-up" className="mt-8 space-y-2 rounded-xl border border-line bg-navy-50 p-5 text-sm leading-6 text-ink">
          {(t('contacts.notes', { returnObjects: true }) as string[]).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
