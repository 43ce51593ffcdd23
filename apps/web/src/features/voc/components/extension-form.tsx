import { billedHours, EXTENSION_DETAIL_MAX, EXTENSION_GROUPS, type ExtensionGroup } from '@tea/shared/voc/extension.rules';
import { extensionRequestSchema } from '@tea/shared/voc/extension.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { CheckboxGroup } from '../../../shared/ui/form/checkbox-group';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { LinkButton } from '../../../shared/ui/link-button';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useExtensionFloors, useRequestExtension } from '../extensions-api';
import { blankExtension, END_TIMES, quotable, START_TIMES } from './extension-fields';
import { ExtensionQuote } from './extension-quote';

/**
 * The lights-out or heating/cooling request (spec §4): the applicant (prefilled from the account),
 * the day, the company's floors (with its tower) and times (with heating or cooling, the usage time and the request text), the live
 * itemised price, then the confirmation.
 */
export function ExtensionForm({ group }: { group: ExtensionGroup }) {
  const { t } = useTranslation('extensions');
  const floorLabel = useFloorFormat();
  const request = useRequestExtension();
  const own = useExtensionFloors();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(extensionRequestSchema, { defaultValues: blankExtension(group) });
  const values = form.watch();
  const floors = values.floors ?? [];
  const toggleFloor = (floor: number) =>
    form.setValue('floors', floors.includes(floor) ? floors.filter((f) => f !== floor) : [...floors, floor], {
      shouldValidate: true,
      shouldDirty: true,
    });
  const onSubmit = form.submit(async (input) => {
    await request.mutateAsync(input);
    setDone(true);
  });
  const hvac = group === 'hvac';
  const times = quotable(values);

  if (done) {
    return (
      <div className="space-y-4 rounded-lg border border-line bg-white p-6" aria-live="polite">
        <FormAlert tone="success">{t('form.done')}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/my-page/voc-application-details">{t('form.myRequests')}</LinkButton>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(blankExtension(group));
              setDone(false);
            }}
          >
            {t('form.another')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-line bg-white p-6">
      <fieldset className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-navy-900">{t('form.applicant')}</legend>
        <TextField label={t('form.name')} required {...form.field('name')} />
        <TextField label={t('form.company')} value={storage.get('companyName') ?? ''} readOnly />
        <TextField label={t('form.email')} type="email" required {...form.field('email')} />
        <TextField label={t('form.contact')} type="tel" required {...form.field('contact')} />
      </fieldset>
      {hvac && (
        <RadioGroup
          legend={t('form.hvacKind')}
          required
          options={EXTENSION_GROUPS.hvac.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          {...form.field('kind')}
        />
      )}
      <div className="grid gap-x-4 sm:grid-cols-3">
        <TextField label={t('form.date')} type="date" required {...form.field('date')} />
        <SelectField
          label={t('form.start')}
          required
          placeholder="--:--"
          options={START_TIMES.map((time) => ({ value: time, label: time }))}
          {...form.field('start')}
        />
        <SelectField
          label={t('form.end')}
          required
          placeholder="--:--"
          options={END_TIMES.map((time) => ({ value: time, label: time }))}
          {...form.field('end')}
        />
      </div>
      {hvac && times && (
        <p className="text-sm text-ink">
          {t('form.usageTime')}: {t('form.usageHours', { count: billedHours(times.start, times.end) })}
        </p>
      )}
      <CheckboxGroup
        legend={t('form.floors')}
        required
        hint={t('form.floorsHint')}
        values={own.data?.floors ?? []}
        labelOf={(floor) => t('form.towerFloor', { tower: own.data?.tower, floor: floorLabel(floor) })}
        chosen={floors}
        onToggle={toggleFloor}
        error={form.field('floors').error}
        className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4"
        labelClassName="text-sm text-ink"
      />
      <TextAreaField label={t('form.detail')} maxLength={EXTENSION_DETAIL_MAX} {...form.field('detail')} />
      {hvac && <TextAreaField label={t('form.requestText')} maxLength={EXTENSION_DETAIL_MAX} {...form.field('requestText')} />}
      <ExtensionQuote request={times} />
      <div aria-live="polite">{form.formError && <FormAlert>{form.formError}</FormAlert>}</div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
