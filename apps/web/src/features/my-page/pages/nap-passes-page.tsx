import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNapRule } from '../../../shared/nap-rule';
import { useMyNapPasses } from '../api';
import { NapPassPanel } from '../components/nap-pass-panel';
import { PAGE_WIDTH, PageHeader } from '../components/page-header';

/** /my-page/nap-passes: the person's paid nap-room passes (spec §4's My Page item) under the nap room's one rule (decision 0059), and the way to book with them. */
export default function NapPassesPage() {
  const { t } = useTranslation(['amenities', 'myPage']);
  const passes = useMyNapPasses();
  const rule = useNapRule();
  return (
    <>
      <PageHeader title={t('passes.title')} lead={`${rule.summary} ${rule.sold}`} />
      <div className={`mx-auto ${PAGE_WIDTH.form} space-y-6 px-4 py-8 lg:px-8 lg:py-10`}>
        <NapPassPanel passes={passes.data?.items} loading={passes.isPending} failed={passes.isError} />
        <Link
          to="/tenant-service/amenities/sleeping-room/reservation"
          className="inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4"
        >
          {t('myPage:passes.book')}
        </Link>
      </div>
    </>
  );
}
