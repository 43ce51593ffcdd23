import { describe, expect, it } from 'vitest';
import { groupVisitRequestSchema, memberVisitRequestSchema, visitorSchema } from './visit.schema';
import { addMonths, isPastRetention, passCodeOf, passState, passWindow, visitDateWindow, visitTimeProblem } from './visit.rules';

const visitor = (over: Record<string, unknown> = {}) => ({
  name: 'Jane Roe',
  company: 'Partner Co.',
  email: 'jane@partner.example',
  mobile: '',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 90,
  purpose: 'Audit',
  visitedPerson: '김민지',
  building: 'A',
  qrLang: 'en',
  ...over,
});
const personInCharge = { name: '김민지', building: 'A', floor: 12 };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('how many visitors a registration takes', () => {
  const members = (n: number) =>
    memberVisitRequestSchema.safeParse({ personInCharge, visitors: Array.from({ length: n }, () => visitor()) });
  const group = (n: number) =>
    groupVisitRequestSchema.safeParse({ personInCharge, visitors: Array.from({ length: n }, () => visitor()) });

  it('takes 1 to 5 visitors in a single registration and refuses a sixth', () => {
    expect(members(1).success).toBe(true);
    expect(members(5).success).toBe(true);
    expect(messages(members(6))).toEqual({ visitors: 'visitors:errors.registrationLimit' });
    expect(messages(members(0))).toEqual({ visitors: 'validation:visitorsRequired' });
  });

  it('takes up to 20 in a group and refuses a twenty-first', () => {
    expect(group(20).success).toBe(true);
    expect(messages(group(21))).toEqual({ visitors: 'visitors:errors.groupLimit' });
  });
});

describe('a visitor', () => {
  it('needs at least one of e-mail or mobile', () => {
    expect(messages(visitorSchema.safeParse(visitor({ email: '', mobile: '' })))).toEqual({
      email: 'validation:visitorContactRequired',
    });
    expect(visitorSchema.safeParse(visitor({ email: '', mobile: '010-2345-6789' })).success).toBe(true);
    expect(messages(visitorSchema.safeParse(visitor({ email: 'nope' })))).toEqual({ email: 'validation:emailFormat' });
  });

  it('names each missing field with its own message', () => {
    expect(messages(visitorSchema.safeParse({ email: 'jane@partner.example' }))).toMatchObject({
      name: 'validation:visitorNameRequired',
      company: 'validation:visitorCompanyRequired',
      date: 'validation:dateRequired',
      time: 'validation:visitTimeRequired',
      durationMinutes: 'validation:durationRequired',
      purpose: 'validation:visitPurposeRequired',
      visitedPerson: 'validation:visitedPersonRequired',
      building: 'validation:buildingRequired',
    });
    expect(messages(visitorSchema.safeParse(visitor({ durationMinutes: 45 })))).toEqual({
      durationMinutes: 'validation:durationRequired',
    });
  });
});

describe('when a visit can be', () => {
  const now = { date: '2026-11-23', time: '10:00' };

  it('adds months keeping the month end', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
    expect(addMonths('2027-02-28', -3)).toBe('2026-11-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(visitDateWindow('2026-11-23')).toEqual({ from: '2026-11-23', until: '2027-02-23' });
  });

  it.each([
    ['2026-11-23', '10:00', null],
    ['2026-11-23', '09:59', 'visitors:errors.timePassed'],
    ['2026-11-22', '10:00', 'visitors:errors.dateOutsideWindow'],
    ['2027-02-23', '18:59', null],
    ['2027-02-24', '10:00', 'visitors:errors.dateOutsideWindow'],
    ['2026-12-01', '08:00', null],
    ['2026-12-01', '07:59', 'visitors:errors.timeOutsideHours'],
    ['2026-12-01', '19:00', 'visitors:errors.timeOutsideHours'],
  ])('on %s at %s: %s', (date, time, problem) => {
    expect(visitTimeProblem({ date, time }, now)).toBe(problem);
  });
});

describe('the pass', () => {
  const visit = { status: 'approved' as const, date: '2026-12-01', time: '10:00', durationMinutes: 90 };
  const at = (iso: string) => new Date(iso);

  it('opens an hour before the visit and closes at the end of the stay', () => {
    expect(passWindow(visit)).toEqual({ opens: at('2026-12-01T00:00:00Z'), closes: at('2026-12-01T02:30:00Z') });
    expect(passState(visit, at('2026-11-30T23:59:59Z'))).toBe('notYet');
    expect(passState(visit, at('2026-12-01T00:00:00Z'))).toBe('valid');
    expect(passState(visit, at('2026-12-01T02:29:59Z'))).toBe('valid');
    expect(passState(visit, at('2026-12-01T02:30:00Z'))).toBe('expired');
  });

  it('is no pass while pending, once rejected or cancelled, and says so', () => {
    for (const status of ['pending', 'rejected', 'cancelled'] as const)
      expect(passState({ ...visit, status }, at('2026-12-01T01:00:00Z'))).toBe(status);
    expect(passState({ ...visit, status: 'checked_in' }, at('2026-12-01T01:00:00Z'))).toBe('checkedIn');
  });
});

describe('visit history kept 3 months', () => {
  it('is past its keeping from the day three months after the visit', () => {
    expect(isPastRetention('2026-11-23', '2027-02-22')).toBe(false);
    expect(isPastRetention('2026-11-23', '2027-02-23')).toBe(true);
    expect(isPastRetention('2026-11-30', '2027-02-27')).toBe(false);
    expect(isPastRetention('2026-11-30', '2027-02-28')).toBe(true);
  });
});

describe("the code in what the desk's scanner reads", () => {
  const code = 'abcdefghijkmnpqrstuvwxyz23';
  it('finds it in the QR link, the pass link, or the code typed alone', () => {
    expect(passCodeOf(`https://tea.example/QRCodeScanner/visitor/${code}`)).toBe(code);
    expect(passCodeOf(`http://127.0.0.1:3000/visitor-qr/${code}/?lang=en`)).toBe(code);
    expect(passCodeOf(`  ${code} `)).toBe(code);
    expect(passCodeOf('abcdefghijkmnpqr')).toBe('abcdefghijkmnpqr');
  });
  it('refuses another QR code or a mistyped code', () => {
    expect(passCodeOf('https://example.com/menu')).toBeNull();
    expect(passCodeOf(`https://tea.example/QRCodeScanner/visitor/${code}x`)).toBeNull();
    expect(passCodeOf('abcdefghijklmnopqrstuvwxyz')).toBeNull(); // l is not in the alphabet
    expect(passCodeOf('')).toBeNull();
  });
});
