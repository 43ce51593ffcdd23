import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useWithdraw, useWithdrawal } from '../api';
import { DoneNote } from '../components/done-note';

function Done() {
  const { t } = useTranslation('lease');
  return (
    <DoneNote title={t('withdraw.doneTitle')}>
      <p className="mt-2 text-ink">{t('withdraw.done')}</p>
      <LinkButton to="/" variant="secondary" className="mt-4">
        {t('withdraw.home')}
      </LinkButton>
    </DoneNote>
  );
}

/**
 * /lease-inquiry/withdraw/{code} (decision 0040; the link in the sender's e-mail): names the inquiry
 * and asks to confirm; confirming deletes it and its personal data at once, and says so.
 */
export default function LeaseWithdrawPage() {
  const { t } = useTranslation('lease');
  const { code = '' } = useParams();
  const inquiry = useWithdrawal(code);
  const withdraw = useWithdraw(code);

  let body;
  if (withdraw.isSuccess) body = <Done />;
  else if (inquiry.isPending) body = <PageLoading />;
  else if (inquiry.isError)
    body = (
      <div className="space-y-4">
        <FormAlert tone="info">{t('withdraw.gone')}</FormAlert>
        <LinkButton to="/" variant="secondary">
          {t('withdraw.home')}
        </LinkButton>
      </div>
    );
  else
    body = (
      <Panel title={t('withdraw.confirmTitle')}>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-navy-900">{t('withdraw.inquiry')}</dt>
          <dd className="break-words">{inquiry.data.title}</dd>
          <dt className="font-semibold text-navy-900">{t('withdraw.sentAt')}</dt>
          <dd>
            <DateTimeText value={inquiry.data.createdAt} />
          </dd>
        </dl>
        <p className="mt-4 text-ink">{t('withdraw.confirmBody', { title: inquiry.data.title })}</p>
        {withdraw.isError && (
          <div className="mt-4">
            <FormAlert>{withdraw.error.message}</FormAlert>
          </div>
        )}
        <div className="mt-5 flex justify-end">
          <Button variant="danger" className="w-full sm:w-auto" busy={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {t('withdraw.confirm')}
          </Button>
        </div>
      </Panel>
    );
  return (
    <ServicePage title={t('withdraw.title')} lead={t('withdraw.lead')}>
      {body}
    </ServicePage>
  );
}
