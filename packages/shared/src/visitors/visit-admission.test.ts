import { describe, expect, it } from 'vitest';
import { admissionChanges, hostChanged, type AdmissionFields } from './visit-admission';

const approved: AdmissionFields = {
  name: 'Jamie Park',
  company: 'Partner Co.',
  email: 'jamie@partner.example',
  mobile: '+821023456789',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 90,
  building: 'A',
  visitedPerson: '김민지',
};

describe('what an approval of a visit decided', () => {
  it('is kept when only the way a name, an address or a number is written changes', () => {
    expect(
      admissionChanges(approved, {
        ...approved,
        name: ' jamie  park ',
        email: 'Jamie@Partner.example',
        mobile: '010-2345-6789',
        visitedPerson: '김민지 ',
      }),
    ).toEqual([]);
  });

  it('names every change of who comes, whom they see, when, how long and which tower', () => {
    expect(
      admissionChanges(approved, {
        name: 'Someone Else',
        company: 'Other Co.',
        email: 'someone@else.example',
        mobile: '010-9999-0000',
        date: '2026-12-02',
        time: '14:00',
        durationMinutes: 480,
        building: 'B',
        visitedPerson: '박서준',
      }),
    ).toEqual(['name', 'company', 'email', 'mobile', 'date', 'time', 'durationMinutes', 'building', 'visitedPerson']);
  });

  it('counts a contact added or removed: the pass goes to it', () => {
    expect(admissionChanges(approved, { ...approved, mobile: '' })).toEqual(['mobile']);
    expect(admissionChanges({ ...approved, email: '' }, approved)).toEqual(['email']);
  });

  it("counts a change of the registration's host or landing floor", () => {
    const host = { personInCharge: '김민지', building: 'A', floor: 12 };
    expect(hostChanged(host, { name: '김민지', building: 'A', floor: 12 })).toBe(false);
    expect(hostChanged(host, { name: '김민지', building: 'A', floor: 13 })).toBe(true);
    expect(hostChanged(host, { name: '박서준', building: 'A', floor: 12 })).toBe(true);
    expect(hostChanged(host, { name: '김민지', building: 'B', floor: 12 })).toBe(true);
  });
});
