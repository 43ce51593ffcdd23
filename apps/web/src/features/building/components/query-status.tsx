import { useTranslation } from 'react-i18next';
import { RequestStatus, type RequestState } from '../../../shared/ui/request-status';

/** Loading and error states of a building data request; the error offers a retry. */
export function QueryStatus(state: RequestState) {
  const { t } = useTranslation('building');
  return (
    <RequestStatus
      {...state}
      loading={t('status.loading')}
      loadingShown
      errorTitle={t('status.errorTitle')}
      errorBody={t('status.errorBody')}
      retry={t('status.retry')}
    />
  );
}
