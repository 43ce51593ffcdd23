import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { LoginRequired } from '../../../shared/login-required';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { ServicePage } from '../../../shared/ui/service-page';
import { useComplaintThread, useResolveComplaint } from '../api';
import { ComplaintRating } from '../components/complaint-rating';
import { AnswerList, ComplaintFacts, InquiryCard, StatusHistory } from '../components/complaint-thread-parts';
import { FollowUpForm } from '../components/follow-up-form';

/** /customer-complaints/{id}: the thread — the original, answers, follow-ups, rating and status history. */
function ComplaintThreadView({ id }: { id: number }) {
  const { t } = useTranslation('voc');
  const thread = useComplaintThread(id);
  const resolve = useResolveComplaint(id);
  const [resolving, setResolving] = useState(false);
  if (thread.isPending) return <PageLoading />;
  if (thread.isError) {
    if (thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400))
      return (
        <RecordNotFound title={t('thread.notFound')} message={t('thread.notFoundText')} to="/voc-home" label={t('thread.back')} />
      );
    return <FormAlert>{t('errors:SERVER_ERROR')}</FormAlert>;
  }
  const c = thread.data;
  return (
    <ServicePage title={t('thread.heading')} wide>
      <div className="space-y-8">
        <p>
          <Link to="/voc-home" className="text-[15px] font-semibold text-navy-900 underline underline-offset-4">
            {t('thread.back')}
          </Link>
        </p>
        {c.parent && (
          <p className="text-[15px]">
            <Link to={`/customer-complaints/${c.parent.id}`} className="text-navy-900 underline underline-offset-4">
              {t('thread.followUpOf', { title: c.parent.title })}
            </Link>
          </p>
        )}
        <HeadedSection id="complaint-original" title={t('thread.original')} className="space-y-4">
          <InquiryCard inquiry={c} heading={t('thread.original')} />
          <ComplaintFacts thread={c} />
          {c.can.resolve && (
            <Button variant="secondary" onClick={() => setResolving(true)}>
              {t('thread.resolve')}
            </Button>
          )}
        </HeadedSection>
        <AnswerList answers={c.answers} />
        {(c.can.rate || c.rating !== null) && (
          <ComplaintRating key={c.rating ?? -1} id={c.id} rating={c.rating} canRate={c.can.rate} />
        )}
        {c.followUps.length > 0 && (
          <HeadedSection id="complaint-follow-ups" title={t('thread.followUps')} className="space-y-3">
            {c.followUps.map((f) => (
              <InquiryCard key={f.id} inquiry={f} heading={f.title} />
            ))}
          </HeadedSection>
        )}
        {c.can.followUp && <FollowUpForm parentId={c.id} />}
        <StatusHistory history={c.history} />
      </div>
      <ConfirmDialog
        open={resolving}
        danger={false}
        title={t('thread.resolveConfirmTitle')}
        message={t('thread.resolveConfirm')}
        confirmLabel={t('thread.resolve')}
        onConfirm={() => resolve.mutateAsync()}
        onClose={() => setResolving(false)}
      />
    </ServicePage>
  );
}

export default function ComplaintThreadPage() {
  const id = Number(useParams().id);
  return (
    <LoginRequired>
      <ComplaintThreadView id={Number.isInteger(id) && id > 0 ? id : 0} />
    </LoginRequired>
  );
}
