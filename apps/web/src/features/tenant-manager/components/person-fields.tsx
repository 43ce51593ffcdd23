import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldsOf } from '../../../shared/use-schema-form';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useFloorFormat } from '../../../shared/ui/floor-text';

/** The personal fields both forms share. */
interface PersonValues extends FieldValues {
  name: string;
  email: string;
  mobile: string;
  gender: 'male' | 'female';
  floor: number;
}

export const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** Name, e-mail, contact, gender and floor (the company's floors), each with its own message. */
export function PersonFields<T extends PersonValues>({ field: fieldOf, floors }: { field: FieldsOf<T>; floors: number[] }) {
  const { t } = useTranslation('tenantManager');
  const field = (name: keyof PersonValues, rules?: Parameters<FieldsOf<T>>[1]) => fieldOf(name as Path<T>, rules);
  const floorLabel = useFloorFormat();
  return (
    <>
      <TextField label={t('form.name')} required autoComplete="off" {...field('name')} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('form.email')} type="email" required autoComplete="off" {...field('email')} />
        <TextField
          label={t('form.mobile')}
          type="tel"
          required
          autoComplete="off"
          hint={t('form.mobileHint')}
          {...field('mobile')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label={t('form.floor')}
          required
          placeholder={t('form.floorPlaceholder')}
          options={floors.map((f) => ({ value: f, label: floorLabel(f) }))}
          {...field('floor', { setValueAs: toNumber })}
        />
        <RadioGroup
          legend={t('form.gender')}
          required
          options={[
            { value: 'male', label: t('form.male') },
            { value: 'female', label: t('form.female') },
          ]}
          {...field('gender')}
        />
      </div>
    </>
  );
}
