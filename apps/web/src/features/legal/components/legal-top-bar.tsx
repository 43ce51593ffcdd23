import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { Logo } from '../../../shared/ui/logo';

function ChevronLeft() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 hover:text-navy-900';

/**
 * The documents' own top bar (they have no site header): the wordmark, the language switch, and
 * back when the portal opened the page, else home.
 */
export function LegalTopBar() {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div className="sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur print:static">
      <div className="mx-auto flex h-14 max-w-[70rem] items-center justify-between px-4 sm:px-5 lg:px-8">
        <Logo compact />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {canGoBack ? (
            <button type="button" onClick={() => navigate(-1)} className={linkClass}>
              <ChevronLeft />
              {t('ui.back')}
            </button>
          ) : (
            <Link to="/" className={linkClass}>
              <ChevronLeft />
              {t('ui.home')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
