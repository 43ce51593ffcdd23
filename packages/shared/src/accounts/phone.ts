import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from '../validation';

/*
 * Korean phone numbers, apart from the other account rules: the numbering plan's metadata is 29 KB
 * of gzip, which the login page and the other public forms do not need (bench:bundle).
 */

/** Numbers already read: parsing one costs more than the rest of a booking's checks (decision 0013). */
const e164Of = new Map<string, string | null>();
const E164_MEMO_MAX = 2000;

/** A Korean phone number (mobile or landline) as E.164 (`+821012345678`), or null when it is not one. */
export function toE164(input: string): string | null {
  const known = e164Of.get(input);
  if (known !== undefined) return known;
  const phone = parsePhoneNumberFromString(input.trim(), 'KR');
  const e164 = phone && phone.isValid() && phone.country === 'KR' ? phone.number : null;
  if (input.length > 32) return e164; // not a number anyone types: not kept
  if (e164Of.size >= E164_MEMO_MAX) e164Of.clear();
  e164Of.set(input, e164);
  return e164;
}

/** An E.164 Korean number shown the Korean way: `010-1234-5678`, `02-6000-1000`. */
export function formatPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164, 'KR');
  return phone ? phone.formatNational() : e164;
}

export const phoneSchema = z
  .string({ error: 'validation:contactRequired' })
  .trim()
  .min(1, 'validation:contactRequired')
  .refine((v) => toE164(v) !== null, 'validation:contactFormat');
