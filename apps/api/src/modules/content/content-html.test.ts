import { describe, expect, it } from 'vitest';
import { plainText, sanitizeBody } from './content-html.js';

const ID = 'abcdefghijklmnopqrstuv';

/** Whatever the stored form holds that could run or reach out. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<script|<\/script/i.test(html)) found.push('script');
  if (/\son\w+\s*=/i.test(html)) found.push('event handler');
  if (/javascript:/i.test(html)) found.push('javascript URL');
  if (/<iframe|<style|<svg|<object|<embed|<math/i.test(html)) found.push('element');
  if (/data:/i.test(html)) found.push('data URL');
  if (/alert\(/i.test(html)) found.push('payload text');
  return found;
}

describe('content body sanitising (server)', () => {
  const attacks = {
    script: '<p>hi</p><script>alert(1)</script>',
    onerror: `<img src="/api/v1/uploads/${ID}" onerror="alert(1)">`,
    onclick: '<p onclick="alert(1)">click</p>',
    javascriptUrl: '<a href="javascript:alert(1)">x</a>',
    javascriptUrlEncoded: '<a href="  JaVaScRiPt:alert(1)">x</a>',
    iframe: '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
    style: '<style>body{background:url(javascript:alert(1))}</style><p style="color:red">x</p>',
    svg: '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
    svgOnload: '<svg onload="alert(1)"/>',
    dataImage: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    dataLink: '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    outsideImage: '<img src="https://tracker.example/p.gif">',
    protocolRelative: '<a href="//evil.example">x</a>',
  };

  for (const [name, html] of Object.entries(attacks)) {
    it(`leaves nothing of ${name}`, () => {
      const clean = sanitizeBody(html);
      expect(dangerous(clean)).toEqual([]);
      // Sanitising the stored form again changes nothing: what is stored is what is shown.
      expect(sanitizeBody(clean)).toBe(clean);
    });
  }

  it("keeps what the editor makes: headings, lists, emphasis, links and the portal's images", () => {
    const html = `<h2>안내</h2><p><strong>주차장</strong> <em>공사</em> <a href="https://tea.example/x">link</a> <a href="/notice">n</a></p><ul><li>a</li></ul><p><img src="/api/v1/uploads/${ID}" alt="도면"></p>`;
    expect(sanitizeBody(html)).toBe(
      `<h2>안내</h2><p><strong>주차장</strong> <em>공사</em> <a href="https://tea.example/x" target="_blank" rel="noopener noreferrer nofollow">link</a> <a href="/notice">n</a></p><ul><li>a</li></ul><p><img src="/api/v1/uploads/${ID}" alt="도면" /></p>`,
    );
  });

  it('reads the plain text with spaces between blocks and entities decoded', () => {
    expect(plainText('<p>지하 &amp; 주차장</p><p>B2</p><script>x</script>')).toBe('지하 & 주차장 B2');
  });

  it('sets a heading off from the paragraph after it, so an excerpt does not run them together', () => {
    expect(plainText('<h3>주차장 도색 공사 안내</h3><p>12월 7일(월)부터 B2 주차장을 칠합니다.</p>')).toBe(
      '주차장 도색 공사 안내 · 12월 7일(월)부터 B2 주차장을 칠합니다.',
    );
    expect(plainText('<h2>Parking</h2>\n<h3>Level B2</h3><p>Closed <strong>Monday</strong>.</p>')).toBe(
      'Parking · Level B2 · Closed Monday.',
    );
    // A heading that ends its sentence, or ends the body, takes no separator.
    expect(plainText('<h2>안내:</h2><p>본문</p><h3>끝</h3>')).toBe('안내: 본문 · 끝');
    expect(plainText('<h2>\u241e</h2><p>x</p>')).toBe('x');
  });
});
