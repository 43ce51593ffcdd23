import {
  VISIT_AHEAD_MONTHS,
  VISIT_HOURS,
  VISIT_RETENTION_MONTHS,
  VISITORS_PER_GROUP_MAX,
  VISITORS_PER_REGISTRATION_MAX,
} from '@tea/shared/visitors/visit.rules';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import { LinkList } from '../../../shared/ui/link-list';
import { NumberedList } from '../../../shared/ui/numbered-list';
import { Panel, ServicePage } from '../../../shared/ui/service-page';

/** The ways in, by audience (spec §2's header menu): anonymous visitors apply and search; members register, in a group, and list. */
const ANONYMOUS: readonly { key: string; to: string }[] = [
  { key: 'external', to: '/external-visitor-reservation-application/0' },
  { key: 'search', to: '/external-visitor-reservation-search' },
];
const MEMBER: readonly { key: string; to: string }[] = [
  { key: 'member', to: '/visitor-reservation-application/0' },
  { key: 'group', to: '/visitor-group-reservation-application' },
  { key: 'list', to: '/old-visitor-reservation' },
];

/**
 * /visitor-reservation-main/: what a visit to the tower takes — applied for (by the visitor) or
 * registered (by the tenant's staff), approved, a pass by e-mail or SMS shown at the desk — and the
 * ways in for the person reading it.
 */
export default function VisitorMainPage() {
  const { t } = useTranslation('visitors');
  const { user } = useSession();
  const steps = ['apply', 'approve', 'pass', 'desk'] as const;
  return (
    <ServicePage title={t('main.title')} lead={t('main.lead')} wide>
      <LinkList
        items={user ? MEMBER : ANONYMOUS}
        className={`grid gap-4 sm:grid-cols-2 ${user ? 'lg:grid-cols-3' : ''}`}
        linkClassName="group flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm hover:border-navy-800 hover:shadow-md"
      >
        {(c) => (
          <>
            <span className="text-lg font-bold text-navy-900 group-hover:underline">{t(`main.links.${c.key}.title`)}</span>
            <span className="mt-2 text-[15px] text-muted">
              {t(`main.links.${c.key}.description`, { max: VISITORS_PER_REGISTRATION_MAX, group: VISITORS_PER_GROUP_MAX })}
            </span>
          </>
        )}
      </LinkList>
      {!user && <p className="mt-4 text-[15px] text-muted">{t('main.staffNote')}</p>}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Panel title={t('main.howTitle')}>
          <NumberedList
            items={steps}
            className="space-y-4"
            itemClassName="flex gap-4"
            numberClassName="h-8 w-8 text-sm text-white"
          >
            {(s) => (
              <span>
                <span className="block font-semibold text-navy-900">{t(`main.steps.${s}.title`)}</span>
                <span className="text-[15px] text-muted">{t(`main.steps.${s}.description`)}</span>
              </span>
            )}
          </NumberedList>
        </Panel>
        <Panel title={t('main.rulesTitle')}>
          <ul className="list-disc space-y-2 pl-5 text-[15px] text-ink">
            <li>{t('main.rules.hours', VISIT_HOURS)}</li>
            <li>{t('main.rules.ahead', { months: VISIT_AHEAD_MONTHS })}</li>
            <li>{t('main.rules.batch', { max: VISITORS_PER_REGISTRATION_MAX, group: VISITORS_PER_GROUP_MAX })}</li>
            <li>{t('main.rules.contact')}</li>
            <li>{t('main.rules.retention', { months: VISIT_RETENTION_MONTHS })}</li>
          </ul>
        </Panel>
      </div>
    </ServicePage>
  );
}
