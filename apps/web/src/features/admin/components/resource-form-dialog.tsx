import { zodResolver } from '@hookform/resolvers/zod';
import { formatKrw } from '@tea/shared/money';
import {
  EXTRAS_MAX,
  RESOURCE_NAME_MAX,
  resourceUpdateSchema,
  type ResourceUpdate,
} from '@tea/shared/reservations/resource.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, numberOrNaN, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSaveResource, type AdminResource } from '../api';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { resourceFieldError } from './resource-field-error';

const FIELDS = ['nameKo', 'nameEn', 'capacity', 'hourlyPrice', 'opensAt', 'closesAt', 'active', 'extras', 'packages'] as const;
const EXTRA_FIELDS = ['code', 'nameKo', 'nameEn', 'price'] as const;
const PACKAGE_FIELDS = ['pricePerPerson', 'minPeople', 'offered'] as const;

/**
 * Edits a resource in a dialog: names, capacity, list price, hours, whether it can be booked, and its
 * extras (rows added and removed). The same schema as the server, the server's messages on their
 * fields, nothing typed lost on an error.
 */
export function ResourceFormDialog({
  resource,
  onClose,
  onSaved,
}: {
  /** The resource being edited; null when the dialog is closed. */
  resource: AdminResource | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const name = resource && (i18n.language === 'ko' ? resource.nameKo : resource.nameEn);
  return (
    <FormDialog
      open={resource !== null}
      onClose={onClose}
      title={t('resources.editTitle', { name })}
      className="w-[min(94vw,48rem)]"
    >
      {resource && <ResourceForm resource={resource} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function ResourceForm({
  resource,
  onClose,
  onSaved,
}: {
  resource: AdminResource;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language === 'ko' ? 'ko' : 'en';
  const id = useId();
  const save = useSaveResource();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResourceUpdate>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(resourceUpdateSchema),
    defaultValues: {
      nameKo: resource.nameKo,
      nameEn: resource.nameEn,
      capacity: resource.capacity,
      hourlyPrice: resource.hourlyPrice,
      opensAt: resource.opensAt,
      closesAt: resource.closesAt,
      active: resource.active,
      extras: resource.extras.map((extra) => ({ ...extra })),
      packages: resource.packages.map((offer) => ({ ...offer })),
    },
  });
  const extras = useFieldArray({ control, name: 'extras' });
  const hourlyPrice = useWatch({ control, name: 'hourlyPrice' });
  const err = (name: string) => resourceFieldError(t, errors, name);
  const extrasError = err('extras.root') ?? err('extras');

  // A removed row takes its button with it: focus moves to "Add an item", which is there whatever the count.
  const addId = `${id}-add`;
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    document.getElementById(addId)?.focus();
  }, [extras.fields.length, addId]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: resource.id, input: values });
      onSaved(lang === 'ko' ? values.nameKo : values.nameEn);
    } catch (error) {
      const known = [
        ...FIELDS,
        ...values.extras.flatMap((_, i) => EXTRA_FIELDS.map((field) => `extras.${i}.${field}`)),
        ...values.packages.flatMap((_, i) => PACKAGE_FIELDS.map((field) => `packages.${i}.${field}`)),
      ];
      setFormError(applyServerErrors(error, setError, known));
    }
  });

  const price = Number(hourlyPrice);
  const priceHint =
    Number.isInteger(price) && price >= 0
      ? t('resources.hourlyPriceHint', { amount: formatKrw(price, lang) })
      : t('resources.hourlyPriceHintEmpty');

  return (
    <DialogForm
      onSubmit={onSubmit}
      formError={formError}
      submitting={isSubmitting}
      submitLabel={t('resources.save')}
      onCancel={onClose}
      actionsClassName="border-t border-line pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('resources.nameKo')}
          required
          lang="ko"
          maxLength={RESOURCE_NAME_MAX}
          error={err('nameKo')}
          {...register('nameKo')}
        />
        <TextField
          label={t('resources.nameEn')}
          required
          lang="en"
          maxLength={RESOURCE_NAME_MAX}
          error={err('nameEn')}
          {...register('nameEn')}
        />
        <TextField
          label={t('resources.capacity')}
          hint={t('resources.capacityHint')}
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={err('capacity')}
          {...register('capacity', { setValueAs: numberOrNaN })}
        />
        <TextField
          label={t('resources.hourlyPrice')}
          hint={priceHint}
          type="number"
          inputMode="numeric"
          min={0}
          required
          error={err('hourlyPrice')}
          {...register('hourlyPrice', { setValueAs: numberOrNaN })}
        />
        <TextField
          label={t('resources.opensAt')}
          hint={t('resources.hoursHint')}
          type="time"
          step={3600}
          required
          error={err('opensAt')}
          {...register('opensAt')}
        />
        <TextField
          label={t('resources.closesAt')}
          hint={t('resources.hoursHint')}
          type="time"
          step={3600}
          required
          error={err('closesAt')}
          {...register('closesAt')}
        />
      </div>
      <CheckboxField label={t('resources.activeLabel')} error={err('active')} {...register('active')} />

      <fieldset aria-describedby={`${id}-extras-hint`} className="border-t border-line pt-4">
        <legend className="float-left w-full text-lg font-bold text-navy-900">{t('resources.extras')}</legend>
        <p id={`${id}-extras-hint`} className="clear-both pt-1 text-sm text-muted">
          {t('resources.extrasHint', { max: EXTRAS_MAX })}
        </p>
        {extrasError && (
          <p className="mt-2 text-sm text-danger" role="alert">
            {extrasError}
          </p>
        )}
        {extras.fields.length === 0 && <p className="mt-3 text-muted">{t('resources.noExtras')}</p>}
        <ol className="mt-3 space-y-3">
          {extras.fields.map((row, i) => (
            <li key={row.id}>
              <fieldset className="rounded-lg border border-line px-4 pt-1 pb-2">
                <legend className="px-1 text-sm font-semibold text-navy-900">{t('resources.extra', { n: i + 1 })}</legend>
                <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_8rem]">
                  <TextField
                    label={t('resources.extraCode')}
                    required
                    autoCapitalize="none"
                    autoComplete="off"
                    spellCheck={false}
                    error={err(`extras.${i}.code`)}
                    {...register(`extras.${i}.code`)}
                  />
                  <TextField
                    label={t('resources.extraNameKo')}
                    required
                    lang="ko"
                    maxLength={RESOURCE_NAME_MAX}
                    error={err(`extras.${i}.nameKo`)}
                    {...register(`extras.${i}.nameKo`)}
                  />
                  <TextField
                    label={t('resources.extraNameEn')}
                    required
                    lang="en"
                    maxLength={RESOURCE_NAME_MAX}
                    error={err(`extras.${i}.nameEn`)}
                    {...register(`extras.${i}.nameEn`)}
                  />
                  <TextField
                    label={t('resources.extraPrice')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    required
                    error={err(`extras.${i}.price`)}
                    {...register(`extras.${i}.price`, { setValueAs: numberOrNaN })}
                  />
                </div>
                <div className="mt-1 flex justify-end">
                  <Button
                    variant="ghost"
                    className="text-danger"
                    aria-label={t('resources.removeExtraOf', { n: i + 1 })}
                    onClick={() => {
                      focusAdd.current = true;
                      extras.remove(i);
                    }}
                  >
                    {t('resources.removeExtra')}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <Button
          id={addId}
          variant="secondary"
          className="mt-3"
          disabled={extras.fields.length >= EXTRAS_MAX}
          onClick={() => extras.append({ code: '', nameKo: '', nameEn: '', price: 0 })}
        >
          {t('resources.addExtra')}
        </Button>
      </fieldset>

      {resource.packages.length > 0 && (
        <fieldset aria-describedby={`${id}-packages-hint`} className="border-t border-line pt-4">
          <legend className="float-left w-full text-lg font-bold text-navy-900">{t('resources.packages')}</legend>
          <p id={`${id}-packages-hint`} className="clear-both pt-1 text-sm text-muted">
            {t('resources.packagesHint')}
          </p>
          <ul className="mt-3 space-y-3">
            {resource.packages.map((offer, i) => (
              <li key={offer.id}>
                <fieldset className="rounded-lg border border-line px-4 pt-1 pb-3">
                  <legend className="px-1 text-sm font-semibold text-navy-900">{t(`resources.packageNames.${offer.id}`)}</legend>
                  <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                    <TextField
                      label={t('resources.pricePerPerson')}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      required
                      error={err(`packages.${i}.pricePerPerson`)}
                      {...register(`packages.${i}.pricePerPerson`, { setValueAs: numberOrNaN })}
                    />
                    <TextField
                      label={t('resources.minPeople')}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      required
                      error={err(`packages.${i}.minPeople`)}
                      {...register(`packages.${i}.minPeople`, { setValueAs: numberOrNaN })}
                    />
                    <div className="sm:pt-7">
                      <CheckboxField label={t('resources.packageOffered')} {...register(`packages.${i}.offered`)} />
                    </div>
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </DialogForm>
  );
}
