import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFloor, formatTimeSpan, formatDuration } from './format';

describe('one way to write dates and times, on the Seoul clock', () => {
  it('writes an instant in Seoul time in both languages', () => {
    expect(formatDateTime('2026-12-01T05:00:00Z', 'ko')).toBe('2026년 12월 1일 (화) 14:00');
    expect(formatDateTime('2026-12-01T05:00:00Z', 'en')).toBe('Tue 1 Dec 2026, 14:00');
  });

  it('turns the day at midnight in Seoul, not in UTC', () => {
    expect(formatDateTime('2026-11-30T14:59:00Z', 'en')).toBe('Mon 30 Nov 2026, 23:59');
    expect(formatDateTime('2026-11-30T15:00:00Z', 'en')).toBe('Tue 1 Dec 2026, 00:00');
    expect(formatDateTime(new Date('2026-12-31T15:00:00Z'), 'ko')).toBe('2027년 1월 1일 (금) 00:00');
  });

  it('never shifts a calendar date, whatever the zone it is read in', () => {
    expect(formatDate('2026-12-01', 'ko')).toBe('2026년 12월 1일 (화)');
    expect(formatDate('2026-12-01', 'en')).toBe('Tue 1 Dec 2026');
    expect(formatTimeSpan('2026-12-01', '14:00', '16:00', 'en')).toBe('Tue 1 Dec 2026, 14:00–16:00');
    expect(formatTimeSpan('2026-12-01', '14:00', '16:00', 'ko')).toBe('2026년 12월 1일 (화) 14:00–16:00');
  });
});

describe('one way to write floors', () => {
  it('writes 12층 / 12F, and basements B2 in both languages', () => {
    expect([formatFloor(12, 'ko'), formatFloor(12, 'en')]).toEqual(['12층', '12F']);
    expect([formatFloor(-2, 'ko'), formatFloor(-2, 'en')]).toEqual(['B2', 'B2']);
    expect(formatFloor(1, 'en')).toBe('1F');
  });
});

describe('one way to write a length of time', () => {
  it.each([
    [30, '30분', '30 min'],
    [60, '1시간', '1 h'],
    [90, '1시간 30분', '1 h 30 min'],
    [480, '8시간', '8 h'],
  ])('%i minutes', (minutes, ko, en) => {
    expect(formatDuration(minutes, 'ko')).toBe(ko);
    expect(formatDuration(minutes, 'en')).toBe(en);
  });
});
