import { zodResolver } from '@hookform/resolvers/zod';
import { VISIT_APPROVAL_MODES } from '@tea/shared/visitors/visit.rules';
import { visitSettingsSchema, type VisitSettings } from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { useSaveVisitSettings, useVisitSettings } from '../api';

/**
 * The tenant manager's choice, beside the waiting-approval list: the company's member registrations
 * approved at once (the default) or waiting for a tenant manager. Saved after a question; a toast says so.
 */
export function ApprovalSettings() {
  const { t } = useTranslation('visitors');
  const settings = useVisitSettings();
  const save = useSaveVisitSettings();
  const form = useForm<VisitSettings>({ values: settings.data, resolver: zodResolver(visitSettingsSchema) });
  const [asking, setAsking] = useState<VisitSettings | null>(null);
  const chosen = form.watch('approval');
  const error = form.formState.errors.approval?.message;

  return (
    <section aria-labelledby="visit-settings-title" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
      <h2 id="visit-settings-title" className="text-xl font-bold text-navy-900">
        {t('settings.title')}
      </h2>
      <p className="mt-1 text-[15px] text-muted">{t('settings.lead')}</p>
      {settings.isError ? (
        <div className="mt-4">
          <FormAlert>{t('settings.loadFailed')}</FormAlert>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(setAsking)} className="mt-4">
          <RadioGroup
            legend={t('settings.legend')}
            options={VISIT_APPROVAL_MODES.map((mode) => ({ value: mode, label: t(`settings.${mode}`) }))}
            error={error ? t(error) : undefined}
            disabled={settings.isPending}
            {...form.register('approval')}
          />
          {chosen && <p className="mt-1 text-sm text-muted">{t(`settings.${chosen}Hint`)}</p>}
          <Button type="submit" className="mt-4" disabled={settings.isPending || !form.formState.isDirty}>
            {t('settings.save')}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        danger={false}
        title={t('settings.confirmTitle')}
        message={asking && <p>{t(asking.approval === 'auto' ? 'settings.confirmAuto' : 'settings.confirmManager')}</p>}
        confirmLabel={t('settings.confirm')}
        onConfirm={async () => {
          await save.mutateAsync(asking!);
          showToast(t('settings.done'), { type: 'success', autoClose: 2500 });
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
