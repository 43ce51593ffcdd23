import { NAME_MAX, EMAIL_MAX } from '@tea/shared/accounts/account.rules';
import { formatPhone } from '@tea/shared/accounts/phone';
import {
  profileUpdateSchema,
  type MyProfile,
  type ProfileUpdateInput,
  type ProfileUpdateValues,
} from '@tea/shared/accounts/profile.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { storeSession } from '../../../shared/session';
import { storage } from '../../../shared/storage';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useUpdateProfile } from '../api';
import { companyLabel, READ_ONLY } from './labels';
import { CardForm } from './card-form';
import { useFloorFormat } from '../../../shared/ui/floor-text';

const toFloor = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function valuesOf(profile: MyProfile): ProfileUpdateInput {
  return {
    name: profile.name,
    email: profile.email,
    mobile: profile.mobile ? formatPhone(profile.mobile) : '',
    gender: profile.gender,
    floor: profile.floor,
  };
}

/**
 * "Change personal info": the shared schema on the form, the server's field messages on their fields
 * (what was entered stays), and on success the stored session values (the header's name) are refreshed.
 */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('myPage');
  const floorLabel = useFloorFormat();
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const floors = profile.company?.floors ?? [];
  const schema = useMemo(
    () =>
      profileUpdateSchema.refine((v) => floors.length === 0 || v.floor !== null, {
        path: ['floor'],
        message: 'validation:floorRequired',
      }),
    [floors.length],
  );
  const { field, formError, submit, reset, formState } = useSchemaForm<ProfileUpdateInput, ProfileUpdateValues>(schema, {
    defaultValues: valuesOf(profile),
  });

  const onSubmit = submit(async (values) => {
    setSaved(false);
    const user = await update.mutateAsync(values);
    const token = storage.get('accessToken');
    if (token) storeSession(token, user);
    reset({ ...values, mobile: formatPhone(user.mobile), floor: user.floor });
    setSaved(true);
  });

  const company = companyLabel(profile.company);
  return (
    <CardForm part="profile" onSubmit={onSubmit} formError={formError} saved={saved} submitting={formState.isSubmitting}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('info.loginId')} value={profile.loginId} readOnly className={READ_ONLY} />
        <TextField label={t('info.company')} value={company ?? t('info.noCompany')} readOnly className={READ_ONLY} />
      </div>
      <TextField label={t('edit.profile.name')} required autoComplete="name" maxLength={NAME_MAX} {...field('name')} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('edit.profile.email')}
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          {...field('email')}
        />
        <TextField
          label={t('edit.profile.mobile')}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel-national"
          hint={t('edit.profile.mobileHint')}
          {...field('mobile')}
        />
      </div>
      {floors.length > 0 && (
        <SelectField
          label={t('edit.profile.floor')}
          required
          placeholder={t('edit.profile.floorPlaceholder')}
          options={floors.map((f) => ({ value: f, label: floorLabel(f) }))}
          {...field('floor', { setValueAs: toFloor })}
        />
      )}
      <RadioGroup
        legend={t('edit.profile.gender')}
        required
        options={[
          { value: 'male', label: t('gender.male') },
          { value: 'female', label: t('gender.female') },
        ]}
        {...field('gender')}
      />
    </CardForm>
  );
}
