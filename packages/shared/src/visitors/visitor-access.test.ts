import { describe, expect, it } from 'vitest';
import { visitSearchByDetailsSchema, visitSearchByReferenceSchema } from './visit.schema';
import { visitSearchFieldOk, visitSearchProblems } from './visitor-access';

describe("the visitor search's rules", () => {
  const details = [
    { name: 'Jane', contact: 'jane@partner.example', date: '2026-12-01' },
    { name: ' ', contact: 'jane@partner.example', date: '2026-12-01' },
    { name: 'J'.repeat(100), contact: 'c'.repeat(254), date: '2028-02-29' },
    { name: 'J'.repeat(101), contact: 'c'.repeat(255), date: '2027-02-29' },
    { name: 'Jane', contact: '', date: '' },
  ];
  it.each(details)('agree with the API schema on a search by details (%o)', (values) => {
    const parsed = visitSearchByDetailsSchema.safeParse(values);
    const fromSchema = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(visitSearchProblems('details', values)).toEqual(fromSchema);
  });

  it.each([
    'VS-20261201-0007',
    ' vs-20261201-12345 ',
    'VS-20261201-K7QX9MPA',
    'vs-20261201-k7qx9mpa',
    'VS-20261201-K7QX9MPO',
    'VS-20261201-K7QX9MP',
    'VS-2026121-0007',
    'nope',
    '',
  ])('agree with the API schema on a reference (%s)', (reference) => {
    const parsed = visitSearchByReferenceSchema.safeParse({ reference });
    const fromSchema = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(visitSearchProblems('reference', { reference })).toEqual(fromSchema);
  });

  it('takes the random references of today, in either case, and the numbered ones of the visits made before', () => {
    const ok = (reference: string) => visitSearchFieldOk('reference', reference);
    expect(['VS-20261201-K7QX9MPA', 'vs-20261201-k7qx9mpa', 'VS-20261120-0042'].map(ok)).toEqual([true, true, true]);
    // An O is not in the alphabet (it reads as a zero), and the letters are eight.
    expect(['VS-20261201-K7QX9MPO', 'VS-20261201-K7QX9MP', 'VS-20261201-K7QX9MPAB'].map(ok)).toEqual([false, false, false]);
  });
});
