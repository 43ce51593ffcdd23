import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

afterEach(cleanup);

describe('ResponsiveImage', () => {
  it('lets the browser pick the size it needs, lazily, with its shape and its text', () => {
    render(<ResponsiveImage id="abcDEF_123-xyzABCDEFGH" alt="카페 라운지" sizes="100vw" width={640} height={360} />);
    const img = screen.getByAltText('카페 라운지');
    expect(img.getAttribute('src')).toBe('/media/abcDEF_123-xyzABCDEFGH/640.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/media/abcDEF_123-xyzABCDEFGH/320.webp 320w, /media/abcDEF_123-xyzABCDEFGH/640.webp 640w, /media/abcDEF_123-xyzABCDEFGH/1280.webp 1280w',
    );
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('loads at once when it is the first thing on the page', () => {
    render(<ResponsiveImage id="abcDEF_123-xyzABCDEFGH" alt="" sizes="100vw" width={640} height={360} eager />);
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
