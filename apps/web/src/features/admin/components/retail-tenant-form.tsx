import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETAIL_CATEGORIES,
  RETAIL_DESCRIPTION_MAX,
  RETAIL_FLOORS,
  RETAIL_HOURS_NOTE_MAX,
  RETAIL_MENU_MAX,
  RETAIL_MENU_NAME_MAX,
  RETAIL_NAME_MAX,
  RETAIL_PHOTOS_MAX,
  WEEKDAYS,
} from '@tea/shared/retail/retail.rules';
import { retailTenantInputSchema, type RetailTenantInput, type RetailTenantValues } from '@tea/shared/retail/retail.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, numberOrNaN, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { FileDrop } from '../../../shared/ui/file-drop';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { UploadImage } from '../../../shared/ui/upload-image';
import { useSaveRetailTenant, type AdminRetailTenant } from '../retail-api';

const FIELDS = [
  'nameKo',
  'nameEn',
  'descriptionKo',
  'descriptionEn',
  'floor',
  'category',
  'hoursNoteKo',
  'hoursNoteEn',
  'phone',
  'menu',
  'photoIds',
  'published',
] as const;

const OPEN_DAY = { closed: false, opens: '09:00', closes: '18:00' };
const CLOSED_DAY = { closed: true, opens: '09:00', closes: '18:00' };

/** The editor's values of a tenant (a new one: weekdays 09:00–18:00, weekends closed, a draft). */
function formValues(tenant: AdminRetailTenant | null): RetailTenantInput {
  if (!tenant) {
    return {
      nameKo: '',
      nameEn: '',
      descriptionKo: '',
      descriptionEn: '',
      floor: Number.NaN,
      category: '' as RetailTenantInput['category'],
      hours: WEEKDAYS.map((_, i) => (i < 5 ? { ...OPEN_DAY } : { ...CLOSED_DAY })),
      hoursNoteKo: '',
      hoursNoteEn: '',
      phone: '',
      menu: [],
      photoIds: [],
      published: false,
    };
  }
  return {
    nameKo: tenant.nameKo,
    nameEn: tenant.nameEn ?? '',
    descriptionKo: tenant.descriptionKo,
    descriptionEn: tenant.descriptionEn ?? '',
    floor: tenant.floor,
    category: tenant.category,
    hours: tenant.hours.map((day) => (day ? { closed: false, ...day } : { ...CLOSED_DAY })),
    hoursNoteKo: tenant.hoursNoteKo ?? '',
    hoursNoteEn: tenant.hoursNoteEn ?? '',
    phone: tenant.phone,
    menu: tenant.menu.map((item) => ({ ...item, nameEn: item.nameEn ?? '' })),
    photoIds: tenant.photos.map((p) => p.id),
    published: tenant.published,
  };
}

/**
 * The back office's editor of a retail tenant, in a dialog: Korean and English side by side (English
 * may stay empty: the Korean stands in), floor, category, phone, the week's hours, the menu's items,
 * the photos (FileDrop, one at a time) and whether it is published. `tenant` null is a new one.
 */
export function RetailTenantDialog({
  open,
  tenant,
  onClose,
  onSaved,
}: {
  open: boolean;
  tenant: AdminRetailTenant | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('retail');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tenant ? t('admin.editTitle', { name: tenant.nameKo }) : t('admin.newTitle')}
      className="w-[min(96vw,64rem)]"
    >
      {open && <RetailTenantForm tenant={tenant} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function RetailTenantForm({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: AdminRetailTenant | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('retail');
  const floorText = useFloorFormat();
  const save = useSaveRetailTenant();
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Upload[]>(tenant?.photos ?? []);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RetailTenantInput, unknown, RetailTenantValues>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(retailTenantInputSchema),
    defaultValues: formValues(tenant),
  });
  const menu = useFieldArray({ control, name: 'menu' });
  const hours = useWatch({ control, name: 'hours' });
  const err = (name: string) => errorText(t, errors, name);

  const setPhotoList = (next: Upload[]) => {
    setPhotos(next);
    setValue(
      'photoIds',
      next.map((p) => p.id),
      { shouldDirty: true },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The schema's input is what the API takes (its output is what the server stores).
      await save.mutateAsync({ id: tenant?.id ?? null, input: getValues() });
      onSaved(values.nameKo);
    } catch (error) {
      const known = [
        ...FIELDS,
        ...getValues().hours.flatMap((_, i) => [`hours.${i}.opens`, `hours.${i}.closes`]),
        ...getValues().menu!.flatMap((_, i) => [`menu.${i}.nameKo`, `menu.${i}.nameEn`, `menu.${i}.price`]),
      ];
      setFormError(applyServerErrors(error, setError, known));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      formError={formError}
      submitting={isSubmitting}
      submitLabel={t('admin.save')}
      onCancel={onClose}
      actionsClassName="border-t border-line pt-4"
    >
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-navy-900">{t('admin.korean')}</legend>
          <TextField
            label={t('admin.nameKo')}
            required
            lang="ko"
            maxLength={RETAIL_NAME_MAX}
            error={err('nameKo')}
            {...register('nameKo')}
          />
          <TextAreaField
            label={t('admin.descriptionKo')}
            lang="ko"
            rows={4}
            maxLength={RETAIL_DESCRIPTION_MAX}
            error={err('descriptionKo')}
            {...register('descriptionKo')}
          />
          <TextField
            label={t('admin.hoursNoteKo')}
            hint={t('admin.hoursNoteHint')}
            lang="ko"
            maxLength={RETAIL_HOURS_NOTE_MAX}
            error={err('hoursNoteKo')}
            {...register('hoursNoteKo')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-navy-900">{t('admin.english')}</legend>
          <TextField
            label={t('admin.nameEn')}
            hint={t('admin.fallbackHint')}
            lang="en"
            maxLength={RETAIL_NAME_MAX}
            error={err('nameEn')}
            {...register('nameEn')}
          />
          <TextAreaField
            label={t('admin.descriptionEn')}
            lang="en"
            rows={4}
            maxLength={RETAIL_DESCRIPTION_MAX}
            error={err('descriptionEn')}
            {...register('descriptionEn')}
          />
          <TextField
            label={t('admin.hoursNoteEn')}
            lang="en"
            maxLength={RETAIL_HOURS_NOTE_MAX}
            error={err('hoursNoteEn')}
            {...register('hoursNoteEn')}
          />
        </fieldset>
      </div>

      <div className="grid gap-4 border-t border-line pt-4 sm:grid-cols-3">
        <SelectField
          label={t('admin.floor')}
          required
          placeholder={t('admin.choose')}
          options={RETAIL_FLOORS.map((f) => ({ value: f, label: floorText(f) }))}
          error={err('floor')}
          {...register('floor', { setValueAs: numberOrNaN })}
        />
        <SelectField
          label={t('admin.category')}
          required
          placeholder={t('admin.choose')}
          options={RETAIL_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          error={err('category')}
          {...register('category')}
        />
        <TextField
          label={t('admin.phone')}
          hint={t('admin.phoneHint')}
          type="tel"
          required
          autoComplete="off"
          error={err('phone')}
          {...register('phone')}
        />
      </div>

      <fieldset className="border-t border-line pt-4">
        <legend className="float-left w-full text-lg font-bold text-navy-900">{t('hours.title')}</legend>
        <ul className="clear-both space-y-2 pt-2">
          {WEEKDAYS.map((day, i) => (
            <li key={day}>
              <fieldset className="grid items-start gap-3 sm:grid-cols-[5rem_7rem_minmax(0,1fr)_minmax(0,1fr)]">
                <legend className="sr-only">{t(`admin.weekdays.${day}`)}</legend>
                <span aria-hidden="true" className="pt-3 font-semibold text-navy-900">
                  {t(`hours.weekdays.${day}`)}
                </span>
                <div className="pt-2">
                  <CheckboxField
                    label={t('admin.closedOn', { day: t(`admin.weekdays.${day}`) })}
                    {...register(`hours.${i}.closed`)}
                  />
                </div>
                {!hours[i]?.closed && (
                  <>
                    <TextField
                      label={t('admin.opensOn', { day: t(`admin.weekdays.${day}`) })}
                      placeholder="09:00"
                      autoComplete="off"
                      required
                      error={err(`hours.${i}.opens`)}
                      {...register(`hours.${i}.opens`)}
                    />
                    <TextField
                      label={t('admin.closesOn', { day: t(`admin.weekdays.${day}`) })}
                      hint={i === 0 ? t('admin.closesHint') : undefined}
                      placeholder="21:00"
                      autoComplete="off"
                      required
                      error={err(`hours.${i}.closes`)}
                      {...register(`hours.${i}.closes`)}
                    />
                  </>
                )}
              </fieldset>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="border-t border-line pt-4">
        <legend className="float-left w-full text-lg font-bold text-navy-900">{t('detail.menu')}</legend>
        <p className="clear-both pt-1 text-sm text-muted">{t('admin.menuHint', { max: RETAIL_MENU_MAX })}</p>
        {menu.fields.length === 0 && <p className="mt-3 text-muted">{t('admin.noMenu')}</p>}
        <ol className="mt-3 space-y-3">
          {menu.fields.map((row, i) => (
            <li key={row.id}>
              <fieldset className="rounded-lg border border-line px-4 pt-1 pb-2">
                <legend className="px-1 text-sm font-semibold text-navy-900">{t('admin.menuItem', { n: i + 1 })}</legend>
                <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_auto]">
                  <TextField
                    label={t('admin.menuNameKo')}
                    required
                    lang="ko"
                    maxLength={RETAIL_MENU_NAME_MAX}
                    error={err(`menu.${i}.nameKo`)}
                    {...register(`menu.${i}.nameKo`)}
                  />
                  <TextField
                    label={t('admin.menuNameEn')}
                    lang="en"
                    maxLength={RETAIL_MENU_NAME_MAX}
                    error={err(`menu.${i}.nameEn`)}
                    {...register(`menu.${i}.nameEn`)}
                  />
                  <TextField
                    label={t('admin.price')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    required
                    error={err(`menu.${i}.price`)}
                    {...register(`menu.${i}.price`, { setValueAs: numberOrNaN })}
                  />
                  <div className="flex justify-end sm:pt-7">
                    <Button variant="ghost" className="text-danger" onClick={() => menu.remove(i)}>
                      {t('admin.removeMenuItem', { n: i + 1 })}
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          className="mt-3"
          disabled={menu.fields.length >= RETAIL_MENU_MAX}
          onClick={() => menu.append({ nameKo: '', nameEn: '', price: Number.NaN })}
        >
          {t('admin.addMenuItem')}
        </Button>
      </fieldset>

      <fieldset className="border-t border-line pt-4">
        <legend className="float-left w-full text-lg font-bold text-navy-900">{t('detail.photos')}</legend>
        <p className="clear-both pt-1 text-sm text-muted">{t('admin.photosHint', { max: RETAIL_PHOTOS_MAX })}</p>
        {err('photoIds') && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {err('photoIds')}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {photos.map((photo, i) => (
              <li key={photo.id} className="rounded-lg border border-line p-2">
                <UploadImage id={photo.id} alt={photo.name} className="aspect-[4/3] w-full rounded object-cover" />
                <p className="mt-1 truncate text-sm text-ink">{photo.name}</p>
                <div className="flex flex-wrap gap-1">
                  {i > 0 && (
                    <Button variant="ghost" onClick={() => setPhotoList([photo, ...photos.filter((p) => p.id !== photo.id)])}>
                      {t('admin.photoFirst', { name: photo.name })}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="text-danger"
                    onClick={() => setPhotoList(photos.filter((p) => p.id !== photo.id))}
                  >
                    {t('admin.photoRemove', { name: photo.name })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {photos.length < RETAIL_PHOTOS_MAX && (
          <div className="mt-3">
            <FileDrop
              purpose="retail-photo"
              label={t('admin.addPhoto')}
              value={null}
              onChange={(upload) => {
                if (upload) setPhotoList([...photos, upload]);
              }}
            />
          </div>
        )}
      </fieldset>

      <div className="border-t border-line pt-4">
        <CheckboxField label={t('admin.publishedLabel')} error={err('published')} {...register('published')} />
      </div>
    </DialogForm>
  );
}
