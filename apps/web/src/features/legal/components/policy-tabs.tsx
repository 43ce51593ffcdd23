import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export const POLICY_SECTIONS = ['termofuse', 'privacypolicy', 'prohibition'] as const;

/** The in-page bar under the hero: one link per policy section (the footer links to the same anchors). */
export function PolicyTabs() {
  const { t } = useTranslation('legal');
  const { hash } = useLocation();
  return (
    <nav aria-label={t('page.tabsLabel')} className="border-b border-line bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-1 lg:px-5">
        {POLICY_SECTIONS.map((id) => {
          const current = hash === `#${id}`;
          return (
            <li key={id} className="shrink-0">
              <Link
                to={{ hash: id }}
                replace
                aria-current={current ? 'location' : undefined}
                className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold sm:px-5 sm:text-base ${
                  current ? 'border-navy-900 text-navy-900' : 'border-transparent text-muted hover:text-navy-900'
                }`}
              >
                {t(`page.tabs.${id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
