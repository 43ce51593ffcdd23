import { describe, expect, it } from 'vitest';
import { sanitizeForDisplay } from './sanitize-display';

const ID = 'abcdefghijklmnopqrstuv';

function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('script');
  if (/\son\w+\s*=/i.test(html)) found.push('event handler');
  if (/javascript:/i.test(html)) found.push('javascript URL');
  if (/<iframe|<style|<svg|<object|<embed|<math/i.test(html)) found.push('element');
  if (/data:/i.test(html)) found.push('data URL');
  if (/\ssrc=/i.test(html)) found.push('src');
  return found;
}

describe('content body sanitising (browser, before display)', () => {
  const attacks = [
    '<p>hi</p><script>alert(1)</script>',
    `<img src="/api/v1/uploads/${ID}" onerror="alert(1)">`,
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>*{}</style><p style="x">y</p>',
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"></svg>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<a href="data:text/html,x">x</a>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ];
  for (const html of attacks) {
    it(`leaves nothing that runs of ${html}`, () => {
      expect(dangerous(sanitizeForDisplay(html))).toEqual([]);
    });
  }

  it("keeps the editor's markup, and moves an upload image's address aside for the page to load", () => {
    expect(
      sanitizeForDisplay(
        `<h2>안내</h2><p><strong>주차</strong> <a href="https://x.example">x</a></p><img src="/api/v1/uploads/${ID}" alt="도면">`,
      ),
    ).toBe(
      `<h2>안내</h2><p><strong>주차</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a></p><img alt="도면" data-upload-id="${ID}">`,
    );
  });
});
