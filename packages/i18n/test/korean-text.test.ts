import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/index';

const dir = path.resolve(import.meta.dirname, '../locales/ko');

/** Every Korean text with its key path. */
function texts(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
  return [];
}
const all = NAMESPACES.flatMap((ns) => texts(JSON.parse(readFileSync(path.join(dir, `${ns}.json`), 'utf8')), ns));

describe('Korean texts', () => {
  it('choose a particle from the word ({{name, 을/를}}) rather than writing both (을(를))', () => {
    expect(all.filter(([, text]) => /\((을|를|이|가|은|는|과|와|으로|로)\)/.test(text))).toEqual([]);
  });

  it('call the tenant manager 입주사 관리자, never 테넌트', () => {
    expect(all.filter(([, text]) => text.includes('테넌트'))).toEqual([]);
  });

  it('have Korean eyebrows (the product title excepted)', () => {
    const english = all.filter(
      ([key, text]) => /eyebrow$/i.test(key) && !/[가-힣]/.test(text) && text !== 'T.E.A. RESERVATION SYSTEM',
    );
    expect(english).toEqual([]);
  });
});
