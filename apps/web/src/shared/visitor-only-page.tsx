import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from './ui/error-screen';
import { endVisitorSession } from './visitor-session';

/**
 * A visitor holding a visitor session on a member's page (spec §2, §6): "Please Log-Out". Logging out
 * ends that session (on the server and in the browser) and opens the page again, so its login check
 * runs: a member goes on to it, anyone else to the login, which brings them back. Loaded only where it is shown.
 */
export function VisitorOnlyPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const logout = () => {
    endVisitorSession();
    void navigate(pathname + search, { replace: true });
  };
  return (
    <ErrorScreen
      code="!"
      title={t('error.visitorOnlyTitle')}
      message={t('error.visitorOnlyMessage')}
      action={
        <button type="button" onClick={logout} className="rounded-md border border-line px-5 py-3 font-semibold text-navy-900">
          {t('header.logout')}
        </button>
      }
    />
  );
}
