import { describe, expect, it } from 'vitest';
import { ID_MAX, idParamSchema, queryIntSchema } from './validation';

describe('ids and whole numbers in URLs', () => {
  it.each(['1', '37', String(ID_MAX)])('accepts the id %s', (id) => {
    expect(idParamSchema.parse(id)).toBe(Number(id));
  });

  it.each(['0x25', '1e3', ' 1', '1 ', '-0', '-1', '0', '+1', '01', '1.0', '', 'NaN', '1e309', String(ID_MAX + 1)])(
    'refuses the id %j instead of coercing it',
    (id) => {
      expect(idParamSchema.safeParse(id).success).toBe(false);
    },
  );

  it('keeps a number inside its bounds: 1 and 50 pass, 0 and 51 do not', () => {
    const size = queryIntSchema(1, 50);
    expect([size.safeParse('1').success, size.safeParse('50').success]).toEqual([true, true]);
    expect([size.safeParse('0').success, size.safeParse('51').success]).toEqual([false, false]);
  });
});
