import type { MonthCharges } from '@tea/shared/admin/admin.responses';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { statementLines } from './statement-lines';

const t = ((key: string) => key) as unknown as TFunction;
const line = (over: Partial<MonthCharges['items'][number]['reservation']>): MonthCharges['items'][number] => ({
  id: 1,
  company: { id: 1, name: 'ACME' },
  kind: 'charge',
  amount: 55_000,
  at: '2026-11-23T01:00:00.000Z',
  amenity: 'locker',
  reservation: {
    id: 9,
    code: 'c',
    date: '2026-11-30',
    start: '00:00',
    end: '23:59',
    status: 'confirmed',
    paymentMethod: 'invoice',
    resource: '락커 27',
    lastDay: '2027-02-28',
    renter: '김민준',
    ...over,
  },
});
const data = (items: MonthCharges['items']) => ({ items, extensions: [], gx: [], pt: [], napPasses: [] });

describe('the charges statement', () => {
  it('shows a locker rental with its renter and its period in the product’s date format, not one day 00:00–23:59', () => {
    const [row] = statementLines(data([line({})]), t, String, 'ko');
    expect(row).toMatchObject({ facility: '락커 27 · 김민준', when: '2026년 11월 30일 (월) – 2027년 2월 28일 (일)' });
  });

  it('shows a room booking as its day and hours', () => {
    const [row] = statementLines(
      data([line({ resource: 'Room 301', start: '10:00', end: '12:00', lastDay: null, renter: null })]),
      t,
      String,
      'en',
    );
    expect(row).toMatchObject({ facility: 'Room 301', when: 'Mon 30 Nov 2026, 10:00–12:00' });
  });
});
