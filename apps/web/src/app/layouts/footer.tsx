import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';

/** The legal anchors, the privacy policy in bold. */
const LEGAL_LINKS = [
  { to: '/terms-of-use#termofuse', label: 'footer.termsOfUse', className: 'hover:text-white' },
  { to: '/terms-of-use#privacypolicy', label: 'footer.privacyPolicy', className: 'font-bold text-white hover:underline' },
  { to: '/terms-of-use#prohibition', label: 'footer.prohibition', className: 'hover:text-white' },
] as const;

/** Footer: the three legal anchors, the service phone line and the operator's details. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-navy-950 text-white/85" data-site-footer="">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <Logo tone="light" />
          <nav aria-label={t('footer.legalMenu')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={link.className}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-8 grid gap-6 border-t border-white/15 pt-6 text-sm md:grid-cols-[1fr_auto]">
          <address className="not-italic leading-7">
            <p>{t('footer.operator')}</p>
            <p>{t('footer.operatorDetails')}</p>
            <p>{t('footer.address')}</p>
          </address>
          <div className="md:text-right">
            <p className="text-white/85">{t('footer.servicePhone')}</p>
            <a href={`tel:${SERVICE_PHONE}`} className="text-2xl font-bold text-white">
              {SERVICE_PHONE}
            </a>
            <p className="mt-1 text-white/85">{t('footer.serviceHours')}</p>
          </div>
        </div>
        <p className="mt-8 text-xs text-white/70">© 2026 T.E.A. Tower Management Co., Ltd.</p>
      </div>
    </footer>
  );
}
