import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every whole number in a path or query string of every route of the server's own table (not a
 * hand-kept list) is read strictly (`queryIntSchema`): a parameter that takes "1" as the number 1
 * refuses every other way of writing it, which a coercing schema would have taken for a number.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Written as a number by JavaScript's Number(), and none of them a plain integer. */
const LOOSE = ['0x1', '1e0', ' 1', '1 ', '+1', '1.0', '01', '0b1', '1_0'];

describe('numeric path and query parameters', () => {
  it('take plain digits only, on every route', () => {
    const loose: string[] = [];
    let numeric = 0;
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      for (const part of ['params', 'querystring'] as const) {
        const schema = route.schema?.[part];
        if (!(schema instanceof z.ZodObject)) continue;
        for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
          const one = field.safeParse('1');
          if (!one.success || one.data !== 1) continue;
          numeric++;
          for (const value of LOOSE)
            if (field.safeParse(value).success)
              loose.push(`${route.method} ${route.url} ${part}.${name} takes ${JSON.stringify(value)}`);
        }
      }
    }
    expect(numeric).toBeGreaterThan(50);
    expect(loose).toEqual([]);
  });
});
