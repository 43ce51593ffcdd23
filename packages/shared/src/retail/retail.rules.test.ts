import { describe, expect, it } from 'vitest';
import { dayHoursProblem, floorParam, hoursRuns, openStateAt, parseFloorParam, type WeeklyHours } from './retail.rules';
import { retailListQuerySchema, retailTenantInputSchema } from './retail.schema';

const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
const closed = { closed: true, opens: '', closes: '' };
const valid = {
  nameKo: '테스트 카페',
  floor: -1,
  category: 'cafe',
  hours: [...Array(5).fill(open('07:30', '21:00')), open('10:00', '18:00'), closed],
  phone: '02-6000-2101',
};

describe('the hours of a day', () => {
  it('takes times from 00:00 to 24:00, closing after opening', () => {
    expect(dayHoursProblem({ opens: '00:00', closes: '24:00' })).toBeNull();
    expect(dayHoursProblem({ opens: '07:30', closes: '07:31' })).toBeNull();
    expect(dayHoursProblem({ opens: '07:30', closes: '07:30' })).toBe('order');
    expect(dayHoursProblem({ opens: '22:00', closes: '02:00' })).toBe('order');
    expect(dayHoursProblem({ opens: '24:00', closes: '24:00' })).toBe('opens');
    expect(dayHoursProblem({ opens: '7:30', closes: '21:00' })).toBe('opens');
    expect(dayHoursProblem({ opens: '07:30', closes: '24:01' })).toBe('closes');
  });

  it('writes a week as runs of the same hours, Monday first', () => {
    const week = retailTenantInputSchema.parse(valid).hours;
    expect(hoursRuns(week)).toEqual([
      { from: 'mon', to: 'fri', hours: { opens: '07:30', closes: '21:00' } },
      { from: 'sat', to: 'sat', hours: { opens: '10:00', closes: '18:00' } },
      { from: 'sun', to: 'sun', hours: null },
    ]);
    expect(hoursRuns(Array(7).fill(null))).toEqual([{ from: 'mon', to: 'sun', hours: null }]);
  });
});

describe('open now, on the Seoul clock', () => {
  // Mon–Fri 07:30–21:00, Sat 10:00–24:00, Sun closed. 2026-11-24 is a Tuesday.
  const week: WeeklyHours = [
    ...Array.from({ length: 5 }, () => ({ opens: '07:30', closes: '21:00' })),
    { opens: '10:00', closes: '24:00' },
    null,
  ];
  const at = (iso: string) => openStateAt(week, new Date(iso));

  it('is open from the opening minute up to the closing one, whatever the reader’s time zone', () => {
    expect(at('2026-11-24T07:30:00+09:00')).toEqual({ open: true, closes: '21:00' });
    expect(at('2026-11-23T22:30:00Z')).toEqual({ open: true, closes: '21:00' }); // 07:30 Tuesday in Seoul
    expect(at('2026-11-24T20:59:00+09:00')).toEqual({ open: true, closes: '21:00' });
    expect(at('2026-11-24T21:00:00+09:00')).toEqual({ open: false, opens: { day: 'wed', time: '07:30', today: false } });
  });

  it('says when it opens next: later today, or on the next day with hours', () => {
    expect(at('2026-11-24T06:00:00+09:00')).toEqual({ open: false, opens: { day: 'tue', time: '07:30', today: true } });
    expect(at('2026-11-27T22:00:00+09:00')).toEqual({ open: false, opens: { day: 'sat', time: '10:00', today: false } });
    expect(at('2026-11-29T12:00:00+09:00')).toEqual({ open: false, opens: { day: 'mon', time: '07:30', today: false } });
  });

  it('stays open until midnight on a day that closes at 24:00', () => {
    expect(at('2026-11-28T23:59:00+09:00')).toEqual({ open: true, closes: '24:00' });
    expect(at('2026-11-29T00:00:00+09:00')).toEqual({ open: false, opens: { day: 'mon', time: '07:30', today: false } });
  });

  it('has no next opening for a shop closed all week', () => {
    expect(
      openStateAt(
        Array.from({ length: 7 }, () => null),
        new Date('2026-11-24T12:00:00+09:00'),
      ),
    ).toEqual({
      open: false,
      opens: null,
    });
  });
});

describe('floors and languages', () => {
  it('writes the mall floors as the address does, and refuses others', () => {
    expect([-2, -1, 1, 2].map(floorParam)).toEqual(['B2', 'B1', '1F', '2F']);
    expect(['B2', 'B1', '1F', '2F'].map(parseFloorParam)).toEqual([-2, -1, 1, 2]);
    expect(['B3', '3F', '0F', '-1', '', 'b1', null].map(parseFloorParam)).toEqual(Array(7).fill(null));
  });
});

describe('a retail tenant as the back office writes it', () => {
  it('takes Korean alone, empty English as none, and the defaults', () => {
    const out = retailTenantInputSchema.parse({ ...valid, nameEn: '  ', descriptionEn: '' });
    expect(out).toMatchObject({ nameEn: null, descriptionEn: null, descriptionKo: '', menu: [], photoIds: [], published: false });
  });

  it('names each field that is wrong', () => {
    const result = retailTenantInputSchema.safeParse({
      ...valid,
      nameKo: ' ',
      floor: 3,
      category: 'bank',
      phone: '123',
      hours: [open('09:00', '08:00'), ...valid.hours.slice(1)],
      menu: [{ nameKo: '', price: -1 }],
    });
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      nameKo: 'retail:validation.nameRequired',
      floor: 'retail:validation.floorRequired',
      category: 'retail:validation.categoryRequired',
      phone: 'validation:contactFormat',
      'hours.0.closes': 'retail:validation.closesAfterOpens',
      'menu.0.nameKo': 'retail:validation.menuNameRequired',
      'menu.0.price': 'retail:validation.price',
    });
  });

  it('needs the seven days of a week and at most 1,000,000 won an item', () => {
    expect(retailTenantInputSchema.safeParse({ ...valid, hours: valid.hours.slice(1) }).success).toBe(false);
    const menu = (price: number) => retailTenantInputSchema.safeParse({ ...valid, menu: [{ nameKo: '김밥', price }] }).success;
    expect([menu(0), menu(1_000_000), menu(1_000_001), menu(1.5)]).toEqual([true, true, false, false]);
  });

  it('filters the public list by a floor and a category as the address writes them', () => {
    expect(retailListQuerySchema.parse({ floor: 'B1', category: 'cafe' })).toEqual({ floor: -1, category: 'cafe' });
    expect(retailListQuerySchema.safeParse({ floor: '-1' }).success).toBe(false);
    expect(retailListQuerySchema.safeParse({ category: 'bank' }).success).toBe(false);
  });
});
