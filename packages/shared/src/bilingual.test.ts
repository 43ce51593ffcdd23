import { describe, expect, it } from 'vitest';
import { inLanguage } from './bilingual';

describe('inLanguage', () => {
  it('gives the English to an English reader, the Korean to a Korean one', () => {
    expect(inLanguage('공지', 'Notice', 'en')).toBe('Notice');
    expect(inLanguage('공지', 'Notice', 'ko')).toBe('공지');
  });

  it('falls back to the Korean where the English is missing or blank', () => {
    expect(inLanguage('카페', null, 'en')).toBe('카페');
    expect(inLanguage('카페', undefined, 'en')).toBe('카페');
    expect(inLanguage('카페', '', 'en')).toBe('카페');
    expect(inLanguage('설명회', '  ', 'en')).toBe('설명회');
  });
});
