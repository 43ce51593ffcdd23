import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/**
 * "A retail tenant?": retail tenants reserve by phone only (spec §1), so wherever a booking or an
 * account would start, a popup says so with the number.
 */
export function RetailPhoneNote() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-900"
      >
        {t('retail.question')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold text-navy-900">
            {t('retail.title')}
          </h2>
          <p className="mt-2 text-ink">{t('retail.body')}</p>
          <a href={`tel:${SERVICE_PHONE}`} className="mt-3 inline-block text-2xl font-bold text-navy-900">
            {SERVICE_PHONE}
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
