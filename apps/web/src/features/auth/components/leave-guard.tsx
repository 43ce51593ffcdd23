import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';

/**
 * While `active`, leaving the page asks "Changes may not be saved": moves inside the app show the
 * dialog (stay or leave); closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal open={blocked} onClose={() => blocker.state === 'blocked' && blocker.reset()} labelledBy={titleId}>
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-navy-900">
          {t('signup.leave.title')}
        </h2>
        <p className="mt-3 text-[15px] text-ink">{t('signup.leave.body')}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('signup.leave.stay')}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t('signup.leave.leave')}</Button>
        </div>
      </div>
    </Modal>
  );
}
