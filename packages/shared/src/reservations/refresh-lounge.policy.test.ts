import { describe, expect, it } from 'vitest';
import { AMENITY_POLICIES, amenityOfHistoryTab, historyPath } from './amenity-policies';
import {
  REFRESH_EQUIPMENT,
  REFRESH_LENGTHS,
  REFRESH_ROOM,
  REFRESH_SEAT_COUNT,
  refreshIssues,
  refreshSeatIssue,
  refreshSeatPlace,
  refreshStarts,
} from './refresh-lounge.policy';
import { refreshFormSchema, refreshRequestSchema } from './refresh-lounge.schema';

const TODAY = '2026-11-24';
const keys = (start: string, end: string, now = '07:00', date = TODAY) =>
  refreshIssues({ date, start, end }, TODAY, now).map((i) => i.key.split('.').pop());

describe('refresh lounge times', () => {
  it('start on the half hour from 08:00 to 18:30 and end by 19:00', () => {
    const starts = refreshStarts();
    expect([starts[0], starts[1], starts.at(-1), starts.length]).toEqual(['08:00', '08:30', '18:30', 22]);
    expect(keys('08:00', '08:30')).toEqual([]);
    expect(keys('18:30', '19:00')).toEqual([]);
    expect(keys('07:30', '08:00')).toEqual(['hours']);
    expect(keys('18:30', '19:30')).toEqual(['hours']);
    expect(keys('10:15', '10:45')).toEqual(['hours']);
  });

  it('last 30 to 120 minutes: 120 ok, 121 and 150 refused', () => {
    expect(REFRESH_LENGTHS).toEqual([30, 60, 90, 120]);
    expect(keys('10:00', '12:00')).toEqual([]);
    expect(keys('10:00', '12:01')).toEqual(['tooLong']);
    expect(keys('10:00', '12:30')).toEqual(['tooLong']);
    expect(keys('10:00', '10:00')).toEqual(['tooLong']);
  });

  it('are today only, and the slot under way may be taken until it is over', () => {
    expect(keys('10:00', '11:00', '07:00', '2026-11-25')).toEqual(['todayOnly']);
    expect(keys('10:00', '11:00', '10:29')).toEqual([]);
    expect(keys('10:00', '11:00', '10:30')).toEqual(['started']);
  });
});

describe('refresh lounge seats: the published zones', () => {
  it('numbers 48 seats through the zones, each zone with its longest booking and its own rows of the map', () => {
    expect(REFRESH_SEAT_COUNT).toBe(48);
    expect(refreshSeatPlace(1)).toEqual({ zone: 'rest', maxMinutes: 120, row: 1, column: 1 });
    expect(refreshSeatPlace(24)).toEqual({ zone: 'rest', maxMinutes: 120, row: 5, column: 4 });
    expect(refreshSeatPlace(25)).toEqual({ zone: 'meeting', maxMinutes: 120, row: 6, column: 1 });
    expect(refreshSeatPlace(41)?.zone).toBe('massage');
    expect(refreshSeatPlace(45)?.zone).toBe('booth');
    expect(refreshSeatPlace(48)).toEqual({ zone: 'booth', maxMinutes: 60, row: 11, column: 4 });
    // No two seats share a cell (the seats table refuses it).
    const cells = Array.from({ length: 48 }, (_, i) => refreshSeatPlace(i + 1)!).map((p) => `${p.row}:${p.column}`);
    expect(new Set(cells).size).toBe(48);
    expect(refreshSeatPlace(0)).toBeNull();
    expect(refreshSeatPlace(49)).toBeNull();
  });

  it('refuses a booking longer than the seat’s zone allows: a massage chair 30 minutes, a booth 60', () => {
    expect(refreshSeatIssue(41, { start: '10:00', end: '10:30' })).toBeNull();
    expect(refreshSeatIssue(41, { start: '10:00', end: '11:00' })?.params).toEqual({ max: 30 });
    expect(refreshSeatIssue(45, { start: '10:00', end: '11:00' })).toBeNull();
    expect(refreshSeatIssue(45, { start: '10:00', end: '11:30' })?.key).toBe('amenities:refresh.zoneLength');
    expect(refreshSeatIssue(1, { start: '10:00', end: '12:00' })).toBeNull();
  });
});

describe('refresh lounge in the registry', () => {
  it('is booked online with one a day, one at a time and a week after a no-show; its history tab lists it', () => {
    const p = AMENITY_POLICIES.refreshLounge;
    expect([p.live, p.onePerDay, p.oneAtATime, p.noShowRestrictionDays]).toEqual([true, true, true, 7]);
    expect(REFRESH_ROOM.noShowRestrictionDays).toBe(7);
    expect(p.bookingWindow(TODAY)).toEqual({ first: TODAY, last: TODAY });
    expect(p.detailTable).toBe('refresh_lounge_details');
    expect(amenityOfHistoryTab('refresh-lounge')).toBe('refreshLounge');
    expect(historyPath('refreshLounge')).toBe('/my-page/amenity-reservation-history?tab=refresh-lounge');
  });
});

describe('refresh lounge request', () => {
  const good = { seatId: 3, date: TODAY, start: '10:00', end: '11:00', equipment: ['blanket'], purpose: 'rest' };
  const messages = (input: unknown) => {
    const result = refreshRequestSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('asks for each missing pick by its field', () => {
    expect(messages({ date: '', start: '', equipment: [] })).toEqual([
      'seatId:amenities:refresh.selectSeat',
      'date:amenities:refresh.selectDate',
      'start:amenities:refresh.selectTime',
      'end:amenities:refresh.selectTime',
      'purpose:amenities:refresh.selectPurpose',
    ]);
  });

  it('takes no equipment or any of the list once each, and a purpose of the list', () => {
    expect(messages(good)).toEqual([]);
    expect(messages({ ...good, equipment: [] })).toEqual([]);
    expect(messages({ ...good, equipment: [...REFRESH_EQUIPMENT] })).toEqual([]);
    expect(messages({ ...good, equipment: ['massageOil'] })).toEqual(['equipment.0:amenities:refresh.equipmentUnknown']);
    expect(messages({ ...good, equipment: ['blanket', 'blanket'] })).toEqual(['equipment:amenities:refresh.equipmentTwice']);
    expect(messages({ ...good, purpose: 'party' })).toEqual(['purpose:amenities:refresh.selectPurpose']);
  });

  it('lets the form pick a length of the list', () => {
    const form = { ...good, minutes: 90 };
    expect(refreshFormSchema.safeParse(form).success).toBe(true);
    expect(refreshFormSchema.safeParse({ ...form, minutes: 45 }).success).toBe(false);
  });
});
