import { useTranslation } from 'react-i18next';
import { RequestStatus, type RequestState } from '../../../shared/ui/request-status';

/** Loading and error states of the mall's requests; the error offers a retry. */
export function RetailStatus(state: RequestState) {
  const { t } = useTranslation('retail');
  return <RequestStatus {...state} loading={t('status.loading')} errorTitle={t('status.error')} retry={t('status.retry')} />;
}
