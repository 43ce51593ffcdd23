import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../src/index';

const dir = path.resolve(import.meta.dirname, '../locales');

/** A place written into a text: a tower's floor, or the retail mall on one floor (it spans B2–2F). */
const WRITTEN_PLACE = [
  /[AB]동 (지하 )?\d+층/,
  /Tower [AB], B?\d+F?/,
  /\d+F of tower/i,
  /지하 \d+층 리테일\s?몰/,
  /\bB\d retail mall/,
];

describe("the building's places in texts", () => {
  it.each(LANGUAGES)('%s: come from the floor plan and amenity facts ({{napRoom}}), never written into a text', (lang) => {
    const found = NAMESPACES.filter((ns) => ns !== 'legal').flatMap((ns) => {
      const text = readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8');
      return WRITTEN_PLACE.flatMap((pattern) => (pattern.exec(text) ? [`${ns}: ${pattern.exec(text)![0]}`] : []));
    });
    expect(found).toEqual([]);
  });
});
