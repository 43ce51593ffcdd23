import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type AccountTab = 'id' | 'password';
export const ACCOUNT_TABS: AccountTab[] = ['id', 'password'];
export const tabId = (tab: AccountTab) => `findid-tab-${tab}`;
export const panelId = (tab: AccountTab) => `findid-panel-${tab}`;

/**
 * The find-ID / reset-password tabs (WAI-ARIA tabs pattern): the tab lives in the URL
 * (/findid/id, /findid/password); arrow keys, Home and End move between tabs.
 */
export function AccountTabs({ current }: { current: AccountTab }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const select = (tab: AccountTab, focus = false) => {
    void navigate(`/findid/${tab}`, { replace: true });
    if (focus) document.getElementById(tabId(tab))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ACCOUNT_TABS.indexOf(current);
    const last = ACCOUNT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(ACCOUNT_TABS[next]!, true);
  };

  return (
    <div
      role="tablist"
      aria-label={t('findAccount.tabs')}
      className="grid grid-cols-2 border-b border-line"
      onKeyDown={onKeyDown}
    >
      {ACCOUNT_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab)}
            className={`-mb-px min-h-11 border-b-2 px-3 py-2 text-[15px] ${selected ? 'border-navy-900 font-bold text-navy-900' : 'border-transparent text-muted hover:text-navy-900'}`}
          >
            {t(tab === 'id' ? 'findAccount.tabId' : 'findAccount.tabPassword')}
          </button>
        );
      })}
    </div>
  );
}
