import { describe, expect, it } from 'vitest';
import { linkInputSchema } from './content.schema';

const message = (href: string) => linkInputSchema.safeParse({ href }).error?.issues[0]?.message;

describe("the editor's link address", () => {
  it('takes web, mail and phone addresses and paths of the portal, trimmed', () => {
    for (const href of [
      'https://www.example.com/a?b=1',
      'http://example.com',
      'mailto:help@example.com',
      'tel:02-6000-1000',
      '/notice',
    ])
      expect(linkInputSchema.parse({ href: ` ${href} ` })).toEqual({ href });
  });

  it('refuses what the sanitiser would drop, saying which addresses it takes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'www.example.com',
      'ftp://x',
    ])
      expect(message(href)).toBe('content:validation.linkHref');
  });

  it('asks for an address when there is none', () => {
    expect(message('  ')).toBe('content:validation.linkHrefRequired');
  });
});
