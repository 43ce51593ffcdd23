import { VISITOR_ACCESS_HOURS } from '@tea/shared/visitors/visit.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { storage } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { ErrorScreen } from '../../../shared/ui/error-screen';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ServicePage } from '../../../shared/ui/service-page';
import { useVisitorToken } from '../../../shared/session';
import { endVisitorSession } from '../../../shared/visitor-session';
import { useVisitorChanges, useVisitorVisits } from '../api';
import { useVisitCancel } from '../../../shared/ui/visit-cancel';
import { VisitCards } from '../components/visit-cards';
import { VISITOR_SEARCH, visitorEditPath } from './visitor-paths';

/** The link is unknown, expired or logged out: say so, and lead back to the search. */
function LinkExpired() {
  const { t } = useTranslation('visitors');
  return (
    <ErrorScreen
      code="!"
      title={t('search.result.expiredTitle')}
      message={t('search.result.expiredMessage', { hours: VISITOR_ACCESS_HOURS })}
      action={
        <Link
          to={VISITOR_SEARCH}
          className="rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('search.result.searchAgain')}
        </Link>
      }
    />
  );
}

/**
 * The token of the search's link: read from the address once, kept in browser storage as the
 * visitor's session, and taken out of the address (so it is not in the history, a shared link or a referrer).
 */
function useTokenFromLink(): string | null {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromLink = params.get('token');
  useEffect(() => {
    if (!fromLink) return;
    storage.set('visitorToken', fromLink);
    void navigate(pathname, { replace: true });
  }, [fromLink, pathname, navigate]);
  const stored = useVisitorToken();
  return fromLink ?? stored;
}

/**
 * /visitor-reservation-inquiry-result?token=… (public): what the search's link opens, the visits of
 * the visitor's registration with their status, day and time, the pass once approved, the change of
 * their own application and the cancel (after the spec's question), and the log-out that ends the link.
 */
export default function VisitorResultPage() {
  const { t } = useTranslation('visitors');
  const navigate = useNavigate();
  const token = useTokenFromLink();
  const visits = useVisitorVisits(token);
  const { cancel } = useVisitorChanges(token);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelling = useVisitCancel(cancel.mutateAsync, () => setNotice(t('cancel.done')));
  const ended = visits.error instanceof ApiError && visits.error.status === 404;

  // A link that opens nothing is no session: the member pages stop asking this visitor to log out.
  useEffect(() => {
    if (ended) storage.remove('visitorToken');
  }, [ended]);

  if (!token || ended) return <LinkExpired />;
  if (visits.isPending) return <PageLoading />;

  const logout = () => {
    endVisitorSession();
    void navigate(VISITOR_SEARCH);
  };

  return (
    <ServicePage title={t('search.result.title')} lead={t('search.result.lead')} wide>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-muted">{t('search.result.passNote')}</p>
        <div className="flex flex-col items-end gap-1">
          <Button variant="secondary" onClick={logout}>
            {t('search.result.logout')}
          </Button>
          <span className="text-xs text-muted">{t('search.result.loggingOutNote')}</span>
        </div>
      </div>
      <div className="mb-4" aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      <VisitCards
        visits={visits.data ?? []}
        caption={t('search.result.caption')}
        loading={visits.isFetching}
        error={visits.isError ? t('search.result.loadFailed') : null}
        empty={<p className="font-semibold text-ink">{t('search.result.empty')}</p>}
        editPath={visitorEditPath}
        onCancel={(v) => {
          setNotice(null);
          cancelling.ask(v);
        }}
      />
      {cancelling.dialog}
    </ServicePage>
  );
}
