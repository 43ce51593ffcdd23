import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/** The texts of the popup for one retail tenant (its page's "Reserve"), instead of the service line's. */
export interface RetailPhoneTexts {
  /** What the button says. */
  trigger: string;
  title: string;
  body: string;
  /** The link's accessible name ("Call Café on the Corner"). */
  call?: string;
}

/**
 * "A retail tenant?": retail tenants reserve by phone only (spec §1), so wherever a booking or an
 * account would start, a popup says so with the number and a `tel:` link. By default it is the
 * service line's; a tenant's page passes its own phone (as dialled in Korea, and the E.164 the link
 * takes) and its texts, and shows the button as an action.
 */
export function RetailPhoneNote({
  phone = SERVICE_PHONE,
  tel = phone,
  texts,
}: {
  phone?: string;
  tel?: string;
  texts?: RetailPhoneTexts;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={
          texts
            ? 'inline-flex min-h-11 items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800'
            : 'text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-900'
        }
      >
        {texts?.trigger ?? t('retail.question')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold text-navy-900">
            {texts?.title ?? t('retail.title')}
          </h2>
          <p className="mt-2 text-ink">{texts?.body ?? t('retail.body')}</p>
          <a
            href={`tel:${tel}`}
            aria-label={texts?.call ? `${texts.call}: ${phone}` : undefined}
            className="mt-3 inline-block text-2xl font-bold text-navy-900"
          >
            {phone}
          </a>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
            >
              {t('actions.close')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
