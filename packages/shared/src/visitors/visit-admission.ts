/**
 * What a tenant's approval of a visit decided (decision 0050): who comes (name, company, and the
 * contacts the pass goes to), whom they see, when, for how long, where (the tower), and the
 * registration's host and landing floor. A change to any of these needs the approval again wherever
 * approval is required; a change to anything else (the purpose, the pass's language, how a name or a
 * number is written) keeps it.
 */
import { toE164 } from '../accounts/phone';

export interface AdmissionFields {
  name: string;
  company: string;
  email: string;
  mobile: string;
  date: string;
  time: string;
  durationMinutes: number;
  building: string;
  visitedPerson: string;
}

const person = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const phone = (text: string) => (text.trim() === '' ? '' : (toE164(text) ?? text.replace(/\D/g, '')));

/** The admission fields of the visit that differ after the change (none: the approval stands). */
export function admissionChanges(before: AdmissionFields, after: AdmissionFields): (keyof AdmissionFields)[] {
  const same: { [K in keyof AdmissionFields]: (a: AdmissionFields[K], b: AdmissionFields[K]) => boolean } = {
    name: (a, b) => person(a) === person(b),
    company: (a, b) => person(a) === person(b),
    email: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
    mobile: (a, b) => phone(a) === phone(b),
    date: (a, b) => a === b,
    time: (a, b) => a === b,
    durationMinutes: (a, b) => a === b,
    building: (a, b) => a === b,
    visitedPerson: (a, b) => person(a) === person(b),
  };
  return (Object.keys(same) as (keyof AdmissionFields)[]).filter(
    (field) => !(same[field] as (a: unknown, b: unknown) => boolean)(before[field], after[field]),
  );
}

/**
 * Whether a registration's change of its host needs the approval again: whom the visitors see, and
 * where they land (the tower and floor the gates open to).
 */
export function hostChanged(
  before: { personInCharge: string; building: string; floor: string | number },
  after: { name: string; building: string; floor: string | number },
): boolean {
  return (
    person(before.personInCharge) !== person(after.name) ||
    before.building !== after.building ||
    String(before.floor) !== String(after.floor)
  );
}
