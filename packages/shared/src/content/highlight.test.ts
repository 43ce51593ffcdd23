import { describe, expect, it } from 'vitest';
import { isSafeHref, isUploadSrc, uploadIdsIn } from './content-html';
import { highlightParts } from './highlight';

describe('search highlight', () => {
  it('marks each place a partial Korean word matches', () => {
    expect(highlightParts('지하 주차장 주차 안내', '주차')).toEqual([
      { text: '지하 ', match: false },
      { text: '주차', match: true },
      { text: '장 ', match: false },
      { text: '주차', match: true },
      { text: ' 안내', match: false },
    ]);
  });

  it('ignores case and keeps the text as typed; no query marks nothing', () => {
    expect(highlightParts('Parking Notice', 'park')).toEqual([
      { text: 'Park', match: true },
      { text: 'ing Notice', match: false },
    ]);
    expect(highlightParts('<b>x</b>', '')).toEqual([{ text: '<b>x</b>', match: false }]);
  });
});

describe('body addresses', () => {
  it('allows web, mail and phone links and own paths, nothing that runs', () => {
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/notice')).toBe(true);
    expect(isSafeHref('tel:0212345678')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });

  it('takes images only from the portal uploads, and lists their ids', () => {
    const id = 'abcdefghijklmnopqrstuv';
    expect(isUploadSrc(`/api/v1/uploads/${id}`)).toBe(true);
    expect(isUploadSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isUploadSrc('https://tracker.example/p.gif')).toBe(false);
    expect(uploadIdsIn(`<p><img src="/api/v1/uploads/${id}" alt=""><img alt="" src="/api/v1/uploads/${id}"></p>`)).toEqual([id]);
  });
});
