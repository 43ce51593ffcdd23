import {
  RESOURCE_NAME_MAX,
  resourceExtraSchema,
  resourcePackageSchema,
  resourceUpdateSchema,
} from '@tea/shared/reservations/resource.schema';
import type { TFunction } from 'i18next';
import { get, type FieldError, type FieldErrors } from 'react-hook-form';
import { errorText } from '../../../shared/forms';

const { capacity, hourlyPrice } = resourceUpdateSchema.shape;
const { price } = resourceExtraSchema.shape;
const { pricePerPerson, minPeople } = resourcePackageSchema.shape;

/** The bounds of the resource forms' fields (by the last part of their name), read from the shared schemas. */
const BOUNDS: Record<string, { min?: number | null; max: number | null; text?: boolean }> = {
  capacity: { min: capacity.minValue, max: capacity.maxValue },
  hourlyPrice: { min: hourlyPrice.minValue, max: hourlyPrice.maxValue },
  price: { min: price.minValue, max: price.maxValue },
  pricePerPerson: { min: pricePerPerson.minValue, max: pricePerPerson.maxValue },
  minPeople: { min: minPeople.minValue, max: minPeople.maxValue },
  nameKo: { max: RESOURCE_NAME_MAX, text: true },
  nameEn: { max: RESOURCE_NAME_MAX, text: true },
  reasonKo: { max: RESOURCE_NAME_MAX, text: true },
  reasonEn: { max: RESOURCE_NAME_MAX, text: true },
};

/**
 * A field's message in the resource forms. The schemas name one message for every problem of a
 * number ("Please enter a number.") or a name ("This field is required."): a value out of bounds
 * says its bound instead, the way the other forms' messages read. Everything else as `errorText`.
 */
export function resourceFieldError(t: TFunction, errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as FieldError | undefined;
  const bounds = BOUNDS[name.split('.').pop() ?? ''];
  if (error && bounds) {
    if (error.type === 'too_small' && !bounds.text && bounds.min != null)
      return t('validation:min', { min: bounds.min.toLocaleString('en-US') });
    if (error.type === 'too_big' && bounds.max != null)
      return t(bounds.text ? 'validation:tooLong' : 'validation:max', { max: bounds.max.toLocaleString('en-US') });
  }
  return errorText(t, errors, name);
}
