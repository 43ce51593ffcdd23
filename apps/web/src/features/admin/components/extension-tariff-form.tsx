import { TARIFF_RATE_MAX } from '@tea/shared/voc/extension.rules';
import { extensionTariffSchema, type ExtensionTariffInput } from '@tea/shared/voc/extension.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { AdminSection } from './admin-section';
import { useExtensionTariff, useSaveExtensionTariff } from '../extensions-api';

/** The extension tariff (KRW per floor and hour, before VAT): lights-out and heating/cooling. */
export function ExtensionTariffEditor() {
  const { t } = useTranslation('extensions');
  const tariff = useExtensionTariff();
  return (
    <AdminSection
      id="extension-tariff"
      title={t('admin.tariff')}
      intro={t('admin.tariffHint')}
      introClassName="text-sm text-muted"
    >
      {tariff.data && <TariffForm key={JSON.stringify(tariff.data)} initial={tariff.data} />}
    </AdminSection>
  );
}

function TariffForm({ initial }: { initial: ExtensionTariffInput }) {
  const { t } = useTranslation('extensions');
  const save = useSaveExtensionTariff();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(extensionTariffSchema, { defaultValues: initial });
  const onSubmit = form.submit(async (values) => {
    setSaved(false);
    await save.mutateAsync(values);
    setSaved(true);
  });
  const rate = { type: 'number', min: 0, max: TARIFF_RATE_MAX, step: 1000, required: true } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-2">
      <TextField label={t('admin.lightsHourly')} {...rate} {...form.field('lightsHourly', { valueAsNumber: true })} />
      <TextField label={t('admin.hvacHourly')} {...rate} {...form.field('hvacHourly', { valueAsNumber: true })} />
      <div aria-live="polite" className="space-y-2">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('admin.tariffSaved')}</FormAlert>}
      </div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('admin.saveTariff')}
      </Button>
    </form>
  );
}
